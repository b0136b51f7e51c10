import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The expiry engine's mark on the registrations it suspended because a required document lapsed
 * (PRODUCT.md §23): only those are made active again when a valid document is accepted, never a
 * partner staff suspended for another reason. Goes with its registration (erasure, retention).
 */
export class DocumentSuspensions1765350000100 implements MigrationInterface {
  name = 'DocumentSuspensions1765350000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE document_suspensions (
        registration_id INTEGER PRIMARY KEY
          REFERENCES registration_requests (id) ON DELETE CASCADE,
        kind VARCHAR(30) NOT NULL,
        expired_on DATE NOT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE document_suspensions`);
  }
}
