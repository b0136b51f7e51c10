import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A message may wait on its visitor (PRODUCT.md §22, "The clock stops while a request waits on
 * the visitor"): staff asked something they need before they can answer, and the reply clock
 * stands still until the visitor answers and the message is moved on.
 */
export class WaitingOnVisitor1765390000200 implements MigrationInterface {
  name = 'WaitingOnVisitor1765390000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE contact_messages DROP CONSTRAINT contact_messages_status_check,
      ADD CONSTRAINT contact_messages_status_check
        CHECK (status IN ('NEW', 'IN_PROGRESS', 'WAITING_ON_VISITOR', 'DONE'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE contact_messages SET status = 'IN_PROGRESS' WHERE status = 'WAITING_ON_VISITOR'`,
    );
    await q.query(`ALTER TABLE contact_messages DROP CONSTRAINT contact_messages_status_check,
      ADD CONSTRAINT contact_messages_status_check
        CHECK (status IN ('NEW', 'IN_PROGRESS', 'DONE'))`);
  }
}
