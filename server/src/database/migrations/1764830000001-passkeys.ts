import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Passkeys (WebAuthn with user verification): each account's registered
 * credentials (their public keys: nothing here signs anyone in), and the challenges a
 * registration or a sign-in answers, in PostgreSQL so any instance can finish what another
 * started; each good once, for 5 minutes.
 */
export class Passkeys1764830000001 implements MigrationInterface {
  name = 'Passkeys1764830000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE passkeys (
        id SERIAL PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        credential_id VARCHAR(1400) NOT NULL UNIQUE,
        public_key BYTEA NOT NULL,
        counter BIGINT NOT NULL DEFAULT 0,
        transports VARCHAR(200) NOT NULL DEFAULT '',
        name VARCHAR(64) NOT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        last_used_at TIMESTAMPTZ
      )`);
    await q.query(`CREATE INDEX passkeys_user ON passkeys (user_id)`);
    await q.query(`
      CREATE TABLE webauthn_challenges (
        challenge_hash CHAR(64) PRIMARY KEY,
        purpose VARCHAR(16) NOT NULL CHECK (purpose IN ('register', 'sign-in')),
        user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
        expires_at TIMESTAMPTZ NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE webauthn_challenges`);
    await q.query(`DROP TABLE passkeys`);
  }
}
