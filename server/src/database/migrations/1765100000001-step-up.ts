import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Step-up (PRODUCT.md §19): when a session last proved its owner is there (confirmIdentity, a
 * right password or code), for the 5 minutes that the account's own security changes need it.
 * Recovery codes become HMACs under a server-side key: `keyed` tells the ones the app has
 * rewrapped (HMAC of the old SHA-256) from the plain SHA-256 ones written before; the app
 * rewraps those itself, since only it holds the key (auth/recovery-codes.ts).
 */
export class StepUp1765100000001 implements MigrationInterface {
  name = 'StepUp1765100000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE sessions ADD COLUMN confirmed_at TIMESTAMPTZ`);
    await q.query(`ALTER TABLE recovery_codes ADD COLUMN keyed BOOLEAN NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE recovery_codes DROP COLUMN keyed`);
    await q.query(`ALTER TABLE sessions DROP COLUMN confirmed_at`);
  }
}
