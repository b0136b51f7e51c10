import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['contact_messages', 'reservations', 'registration_requests'];

/**
 * Beside the internal `status_note`, the note staff wrote for the visitor with the last status
 * change, for the back office to show what the visitor was told.
 */
export class VisitorNotes1764800000001 implements MigrationInterface {
  name = 'VisitorNotes1764800000001';

  async up(q: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN visitor_note VARCHAR(1000)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of TABLES) await q.query(`ALTER TABLE ${table} DROP COLUMN visitor_note`);
  }
}
