import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The visitors' requests whose creates take an Idempotency-Key (InboxRecordService.receive). */
const TABLES = ['contact_messages', 'reservations', 'registration_requests'];

/**
 * A send again with an `Idempotency-Key` is answered with what the first send was answered
 * (PRODUCT.md §19), kept with the key: read back from the row, it carried what staff had done
 * since (a later status, their note).
 *
 * That answer is the visitor's data: it goes with the row. Whatever deletes a request (staff, the
 * retention job, an erasure, an erasure re-applied after a restore) deletes its keys in the same
 * statement, by a trigger, so no path can forget them.
 */
export class IdempotencyAnswers1765100000005 implements MigrationInterface {
  name = 'IdempotencyAnswers1765100000005';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE idempotency_keys ADD COLUMN answer JSONB`);
    await q.query(`CREATE INDEX idempotency_keys_record ON idempotency_keys (scope, record_id)`);
    await q.query(`
      CREATE FUNCTION drw_forget_idempotency_keys() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM idempotency_keys k USING gone
         WHERE k.scope = TG_TABLE_NAME AND k.record_id = gone.id;
        RETURN NULL;
      END $$`);
    for (const table of TABLES) {
      await q.query(`
        CREATE TRIGGER ${table}_forget_idempotency_keys AFTER DELETE ON ${table}
        REFERENCING OLD TABLE AS gone FOR EACH STATEMENT
        EXECUTE FUNCTION drw_forget_idempotency_keys()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await q.query(`DROP TRIGGER ${table}_forget_idempotency_keys ON ${table}`);
    }
    await q.query(`DROP FUNCTION drw_forget_idempotency_keys()`);
    await q.query(`DROP INDEX idempotency_keys_record`);
    await q.query(`ALTER TABLE idempotency_keys DROP COLUMN answer`);
  }
}
