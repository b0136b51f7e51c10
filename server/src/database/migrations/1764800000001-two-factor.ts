import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * TOTP two-factor sign-in: an account's secret (sealed with the server's key),
 * the one being enrolled until a code confirms it, the last time step used (a code is good
 * once), single-use recovery codes (hashed), and the sign-in challenges waiting for a code
 * (in PostgreSQL, so any instance can finish a sign-in another started).
 */
export class TwoFactor1764800000001 implements MigrationInterface {
  name = 'TwoFactor1764800000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN totp_enabled BOOLEAN NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE users ADD COLUMN totp_secret VARCHAR(200)`);
    await q.query(`ALTER TABLE users ADD COLUMN totp_pending_secret VARCHAR(200)`);
    await q.query(`ALTER TABLE users ADD COLUMN totp_last_step BIGINT`);
    await q.query(`
      CREATE TABLE recovery_codes (
        id SERIAL PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        code_hash CHAR(64) NOT NULL,
        used_at TIMESTAMPTZ
      )`);
    await q.query(`CREATE INDEX recovery_codes_user ON recovery_codes (user_id)`);
    await q.query(`
      CREATE TABLE login_challenges (
        id_hash CHAR(64) PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        expires_at TIMESTAMPTZ NOT NULL,
        tries INTEGER NOT NULL DEFAULT 0
      )`);
    // Two-step sign-in is on exactly when a confirmed secret is there: never half-done.
    await q.query(`ALTER TABLE users ADD CONSTRAINT users_totp_whole
      CHECK (totp_enabled = (totp_secret IS NOT NULL))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE login_challenges`);
    await q.query(`DROP TABLE recovery_codes`);
    await q.query(`ALTER TABLE users DROP COLUMN totp_last_step`);
    await q.query(`ALTER TABLE users DROP COLUMN totp_pending_secret`);
    await q.query(`ALTER TABLE users DROP COLUMN totp_secret`);
    await q.query(`ALTER TABLE users DROP COLUMN totp_enabled`);
  }
}
