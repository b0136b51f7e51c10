import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Booking documents belong to their booking: the upload answers a one-time
 * claim token, kept here only as its SHA-256; the reservation that sends it with the id takes
 * the document and clears it, so a document is claimed once. Documents uploaded before this have
 * none (they are pruned within a day when no booking took them).
 */
export class BookingClaims1764800000002 implements MigrationInterface {
  name = 'BookingClaims1764800000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE booking_documents ADD COLUMN claim_hash VARCHAR(64)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE booking_documents DROP COLUMN claim_hash`);
  }
}
