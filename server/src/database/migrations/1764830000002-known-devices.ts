import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The devices and networks each account has signed in from (a sign-in from a
 * device and network not seen before e-mails the owner). Kept as a hash of the browser, the
 * system and the network: no address is stored here, and sessions may be deleted without
 * forgetting them.
 */
export class KnownDevices1764830000002 implements MigrationInterface {
  name = 'KnownDevices1764830000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE known_devices (
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        device_hash CHAR(64) NOT NULL,
        first_seen_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        last_seen_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, device_hash)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE known_devices`);
  }
}
