import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The `Idempotency-Key`s of visitors' forms: a form kept offline and sent again,
 * by the page and by its service worker, is stored once, whichever instance answers each send.
 * One row per kind of request (its table) and key, with a hash of what was sent and the row it
 * made; kept a day (the index on created_at prunes them).
 */
export class IdempotencyKeys1764860000000 implements MigrationInterface {
  name = 'IdempotencyKeys1764860000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE idempotency_keys (
        scope VARCHAR(40) NOT NULL,
        key VARCHAR(100) NOT NULL,
        fingerprint CHAR(64) NOT NULL,
        record_id INTEGER,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        PRIMARY KEY (scope, key)
      )`);
    await q.query(`CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE idempotency_keys`);
  }
}
