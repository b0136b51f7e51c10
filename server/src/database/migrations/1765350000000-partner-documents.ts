import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Partner documents (features/partner-documents, PRODUCT.md §23): the papers a registration
 * sends, one live row per kind (a replaced paper stays as REPLACED, for the record). The number
 * is kept as written; number_key is what a look-up compares (plates in Bangla or Latin alike).
 * A registration may now be SUSPENDED: a required document expired after its approval.
 */
export class PartnerDocuments1765350000000 implements MigrationInterface {
  name = 'PartnerDocuments1765350000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE partner_documents (
        id SERIAL PRIMARY KEY,
        registration_id INT NOT NULL REFERENCES registration_requests(id) ON DELETE CASCADE,
        kind VARCHAR(32) NOT NULL CHECK (kind IN ('NID', 'DRIVING_LICENCE',
          'VEHICLE_REGISTRATION', 'TAX_TOKEN', 'FITNESS', 'INSURANCE', 'TRADE_LICENCE',
          'OWNER_NID')),
        number TEXT NOT NULL,
        number_key TEXT NOT NULL,
        expires_on DATE,
        file_key TEXT NOT NULL,
        content_type VARCHAR(64) NOT NULL,
        size INT NOT NULL,
        state VARCHAR(16) NOT NULL DEFAULT 'PENDING'
          CHECK (state IN ('PENDING', 'ACCEPTED', 'REJECTED', 'REPLACED')),
        reason TEXT,
        reviewed_by INT,
        reviewed_at TIMESTAMPTZ,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        reminded_30_at TIMESTAMPTZ,
        reminded_7_at TIMESTAMPTZ
      )`);
    await q.query(
      `CREATE INDEX partner_documents_registration ON partner_documents (registration_id)`,
    );
    await q.query(`CREATE UNIQUE INDEX partner_documents_live ON partner_documents
      (registration_id, kind) WHERE state <> 'REPLACED'`);
    await q.query(`CREATE INDEX partner_documents_number ON partner_documents
      (kind, number_key) WHERE state = 'ACCEPTED'`);
    await q.query(`CREATE INDEX partner_documents_expiry ON partner_documents
      (expires_on) WHERE state = 'ACCEPTED'`);
    await q.query(`ALTER TABLE registration_requests DROP CONSTRAINT registration_requests_status_check,
      ADD CONSTRAINT registration_requests_status_check
        CHECK (status IN ('NEW', 'CONTACTED', 'APPROVED', 'REJECTED', 'SUSPENDED'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE partner_documents`);
    await q.query(
      `UPDATE registration_requests SET status = 'APPROVED' WHERE status = 'SUSPENDED'`,
    );
    await q.query(`ALTER TABLE registration_requests DROP CONSTRAINT registration_requests_status_check,
      ADD CONSTRAINT registration_requests_status_check
        CHECK (status IN ('NEW', 'CONTACTED', 'APPROVED', 'REJECTED'))`);
  }
}
