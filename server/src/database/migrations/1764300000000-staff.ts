import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Round 2 back office: staff roles and disabled accounts, the activity log, and the workflow
 * states of messages, reservations and registration requests (existing rows get the first state).
 */
export class Staff1764300000000 implements MigrationInterface {
  name = 'Staff1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN active BOOLEAN NOT NULL DEFAULT true`);
    await q.query(
      `ALTER TABLE users ADD CONSTRAINT users_role CHECK (role IN ('admin', 'editor'))`,
    );

    await q.query(`
      CREATE TABLE activity_entries (
        id SERIAL PRIMARY KEY,
        at TIMESTAMPTZ NOT NULL DEFAULT now(),
        actor_id INTEGER,
        actor VARCHAR(64) NOT NULL,
        action VARCHAR(20) NOT NULL,
        entity VARCHAR(40) NOT NULL,
        entity_id INTEGER,
        summary VARCHAR(500) NOT NULL
      )`);
    await q.query(`CREATE INDEX activity_entries_newest ON activity_entries (at DESC, id DESC)`);
    // Entries are never edited or deleted: the database refuses it, whatever the code does.
    await q.query(`
      CREATE FUNCTION activity_entries_read_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'activity entries are never edited or deleted';
      END $$`);
    await q.query(`
      CREATE TRIGGER activity_entries_read_only BEFORE UPDATE OR DELETE ON activity_entries
        FOR EACH ROW EXECUTE FUNCTION activity_entries_read_only()`);

    for (const [table, initial, states] of [
      ['contact_messages', 'NEW', `'NEW', 'IN_PROGRESS', 'DONE'`],
      ['reservations', 'PENDING', `'PENDING', 'CONFIRMED', 'CANCELLED', 'COMPLETED'`],
      ['registration_requests', 'NEW', `'NEW', 'CONTACTED', 'APPROVED', 'REJECTED'`],
    ]) {
      await q.query(
        `ALTER TABLE ${table}
           ADD COLUMN status VARCHAR(20) NOT NULL DEFAULT '${initial}' CHECK (status IN (${states})),
           ADD COLUMN status_note VARCHAR(1000)`,
      );
      await q.query(`CREATE INDEX ${table}_status ON ${table} (status)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['contact_messages', 'reservations', 'registration_requests']) {
      await q.query(`ALTER TABLE ${table} DROP COLUMN status, DROP COLUMN status_note`);
    }
    await q.query(`DROP TABLE activity_entries`);
    await q.query(`DROP FUNCTION activity_entries_read_only()`);
    await q.query(`ALTER TABLE users DROP CONSTRAINT users_role, DROP COLUMN active`);
  }
}
