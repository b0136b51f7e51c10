import type { MigrationInterface, QueryRunner } from 'typeorm';

const REQUESTS = [
  ['contact_messages', 'MESSAGE'],
  ['reservations', 'RESERVATION'],
  ['registration_requests', 'REGISTRATION'],
] as const;

/**
 * Cases (PRODUCT.md §22, features/cases/): who owns each visitor's request (`assignee_id`, none
 * when the account goes), who is on duty to receive new ones (`users.on_duty`), staff's internal
 * notes on a request (deleted with it by a trigger, as its steps are), and the reply templates.
 */
export class Cases1765360000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN on_duty BOOLEAN NOT NULL DEFAULT false`);
    await q.query(`
      CREATE TABLE internal_notes (
        id SERIAL PRIMARY KEY,
        kind VARCHAR(20) NOT NULL,
        request_id INTEGER NOT NULL,
        author_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
        author VARCHAR(64) NOT NULL,
        body VARCHAR(2000) NOT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX internal_notes_request ON internal_notes (kind, request_id, id)`);
    await q.query(`
      CREATE FUNCTION drw_forget_notes() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM internal_notes WHERE kind = TG_ARGV[0] AND request_id = OLD.id;
        RETURN NULL;
      END $$`);
    for (const [table, kind] of REQUESTS) {
      await q.query(
        `ALTER TABLE ${table} ADD COLUMN assignee_id INTEGER REFERENCES users(id) ON DELETE SET NULL`,
      );
      // The "Mine" list and each colleague's load read it; most rows have no owner.
      await q.query(
        `CREATE INDEX ${table}_assignee ON ${table} (assignee_id) WHERE assignee_id IS NOT NULL`,
      );
      await q.query(`
        CREATE TRIGGER ${table}_notes AFTER DELETE ON ${table}
          FOR EACH ROW EXECUTE FUNCTION drw_forget_notes('${kind}')`);
    }
    await q.query(`
      CREATE TABLE reply_templates (
        id SERIAL PRIMARY KEY,
        name VARCHAR(60) NOT NULL,
        language VARCHAR(2) NOT NULL CHECK (language IN ('en', 'bn')),
        subject VARCHAR(200) NOT NULL DEFAULT '',
        body VARCHAR(5000) NOT NULL,
        updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        UNIQUE (language, name)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE reply_templates`);
    for (const [table] of REQUESTS) {
      await q.query(`DROP TRIGGER ${table}_notes ON ${table}`);
      await q.query(`ALTER TABLE ${table} DROP COLUMN assignee_id`);
    }
    await q.query(`DROP FUNCTION drw_forget_notes()`);
    await q.query(`DROP TABLE internal_notes`);
    await q.query(`ALTER TABLE users DROP COLUMN on_duty`);
  }
}
