import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Server-side sessions: one row per sign-in, named by the token's `sid`. Ending
 * a session deletes its row; a statement trigger then NOTIFYs `sessions_ended` on the event bus
 * channel at commit, so every instance forgets the sessions it remembers (auth/accounts.ts) and
 * refuses the token within milliseconds. Inserts and last-seen updates notify nobody.
 */
export class Sessions1764730000000 implements MigrationInterface {
  name = 'Sessions1764730000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE sessions (
        id UUID PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        last_seen_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        expires_at TIMESTAMPTZ NOT NULL,
        user_agent VARCHAR(500) NOT NULL DEFAULT '',
        ip VARCHAR(64) NOT NULL DEFAULT ''
      )`);
    await q.query(`CREATE INDEX sessions_user ON sessions (user_id)`);
    await q.query(`CREATE INDEX sessions_expiry ON sessions (expires_at)`);
    await q.query(`
      CREATE FUNCTION drw_notify_sessions_ended() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('drw_events',
          json_build_object('topic', 'sessions_ended', 'payload', json_build_object())::text);
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER sessions_ended AFTER DELETE OR TRUNCATE ON sessions
        FOR EACH STATEMENT EXECUTE FUNCTION drw_notify_sessions_ended()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sessions`);
    await q.query(`DROP FUNCTION drw_notify_sessions_ended()`);
  }
}
