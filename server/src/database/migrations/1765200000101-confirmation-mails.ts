import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The confirmation mails sent to each address in the last 24 hours, to send at most 5
 * (mail/confirmation-cap.ts). An address is kept only as its keyed hash, for a day.
 */
export class ConfirmationMails1765200000101 implements MigrationInterface {
  name = 'ConfirmationMails1765200000101';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE confirmation_mails (
        address_hash CHAR(64) NOT NULL,
        sent_at TIMESTAMPTZ NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX confirmation_mails_by_address ON confirmation_mails (address_hash, sent_at)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE confirmation_mails`);
  }
}
