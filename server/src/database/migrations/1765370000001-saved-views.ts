import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Saved views (features/saved-views): an inbox's filters and search by name, for one staff
 * member (owner_id, gone with the account) or for a role, never both.
 */
export class SavedViews1765370000001 implements MigrationInterface {
  name = 'SavedViews1765370000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE saved_views (
        id SERIAL PRIMARY KEY,
        name VARCHAR(60) NOT NULL,
        kind VARCHAR(20) NOT NULL CHECK (kind IN ('MESSAGE', 'RESERVATION', 'REGISTRATION')),
        search VARCHAR(200),
        status VARCHAR(20),
        late BOOLEAN NOT NULL DEFAULT false,
        owner_id INT REFERENCES users(id) ON DELETE CASCADE,
        role VARCHAR(20),
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        CHECK ((owner_id IS NULL) <> (role IS NULL))
      )`);
    await q.query(`CREATE INDEX saved_views_owner ON saved_views (owner_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE saved_views`);
  }
}
