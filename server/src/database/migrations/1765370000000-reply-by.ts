import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['contact_messages', 'reservations', 'registration_requests'];

/**
 * A request's reply-by time, stored (features/service-levels/reply-by.ts): the "Late" view and
 * the late alert read it instead of working the deadline out per row, which a list of a million
 * rows cannot afford. Null once answered. The partial index holds the open rows only, a small
 * part of the table. The rows already open get theirs from the reply-clock job at start.
 * `reply_late_alerts`: the requests staff were told are late, so each is told once.
 */
export class ReplyBy1765370000000 implements MigrationInterface {
  name = 'ReplyBy1765370000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN reply_by TIMESTAMPTZ`);
      await q.query(
        `CREATE INDEX ${table}_reply_by ON ${table} (reply_by) WHERE reply_by IS NOT NULL`,
      );
    }
    await q.query(`
      CREATE TABLE reply_late_alerts (
        kind VARCHAR(20) NOT NULL,
        request_id INT NOT NULL,
        at TIMESTAMPTZ NOT NULL DEFAULT now(),
        PRIMARY KEY (kind, request_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE reply_late_alerts`);
    for (const table of TABLES) await q.query(`ALTER TABLE ${table} DROP COLUMN reply_by`);
  }
}
