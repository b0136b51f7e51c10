import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Forgot password: the links sent by e-mail, kept only as the hash of their
 * token (a copy of the database gives no working link), each good once for 30 minutes. An
 * address belongs to one account at most, so a reset link goes to exactly one.
 */
export class PasswordResets1764830000000 implements MigrationInterface {
  name = 'PasswordResets1764830000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE password_resets (
        token_hash CHAR(64) PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        expires_at TIMESTAMPTZ NOT NULL
      )`);
    await q.query(`CREATE INDEX password_resets_user ON password_resets (user_id)`);
    await q.query(`CREATE UNIQUE INDEX users_email_unique ON users (LOWER(email))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX users_email_unique`);
    await q.query(`DROP TABLE password_resets`);
  }
}
