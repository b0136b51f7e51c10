import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['contact_messages', 'reservations', 'registration_requests'];

/**
 * Consent on record: which version of the privacy notice was in force when a
 * visitor sent a request, and when. Rows sent before the notice sat by the forms have neither.
 */
export class Consent1764850000000 implements MigrationInterface {
  name = 'Consent1764850000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await q.query(
        `ALTER TABLE ${table} ADD COLUMN privacy_notice_version INTEGER, ADD COLUMN consented_at TIMESTAMPTZ`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await q.query(
        `ALTER TABLE ${table} DROP COLUMN privacy_notice_version, DROP COLUMN consented_at`,
      );
    }
  }
}
