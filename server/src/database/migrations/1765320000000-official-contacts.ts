import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The company's official contacts ("Is this really us?", PRODUCT.md §24): each with the key the
 * check compares (`match_key`: a phone's national digits, a sender name folded, a domain), and
 * the kind of a contact message, so that a visitor's fraud report reaches the same inbox.
 */
export class OfficialContacts1765320000000 implements MigrationInterface {
  name = 'OfficialContacts1765320000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE official_contacts (
        id SERIAL PRIMARY KEY,
        kind VARCHAR(20) NOT NULL,
        value VARCHAR(254) NOT NULL,
        match_key VARCHAR(254) NOT NULL,
        department_en VARCHAR(100) NOT NULL,
        department_bn VARCHAR(100) NOT NULL,
        channel_en VARCHAR(100) NOT NULL,
        channel_bn VARCHAR(100) NOT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
      )`);
    await q.query(
      `ALTER TABLE contact_messages ADD COLUMN kind VARCHAR(20) NOT NULL DEFAULT 'GENERAL'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE contact_messages DROP COLUMN kind`);
    await q.query(`DROP TABLE official_contacts`);
  }
}
