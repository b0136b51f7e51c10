import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A send again with an `Idempotency-Key` is answered with what the first send was answered
 * (PRODUCT.md §19), kept with the key: read back from the row, it carried what staff had done
 * since (a later status, their note).
 */
export class IdempotencyAnswers1765100000005 implements MigrationInterface {
  name = 'IdempotencyAnswers1765100000005';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE idempotency_keys ADD COLUMN answer JSONB`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE idempotency_keys DROP COLUMN answer`);
  }
}
