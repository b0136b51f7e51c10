import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Trash (PRODUCT.md §22): a staff delete moves the row out of its table into `trash`, whole (its
 * columns as jsonb) with the rows that go with it (replies, status steps: `parts`), so that no
 * list, count, search word, status page or REST answer can still show it — they read the tables,
 * and it is no longer there. Restore puts it back as it was; the daily job deletes for good what
 * has been here 30 days (records/trash.ts).
 */
export class Trash1765380000000 implements MigrationInterface {
  name = 'Trash1765380000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE trash (
        id SERIAL PRIMARY KEY,
        entity VARCHAR(40) NOT NULL,
        table_name VARCHAR(63) NOT NULL,
        row_id INTEGER NOT NULL,
        summary VARCHAR(500) NOT NULL,
        row JSONB NOT NULL,
        parts JSONB NOT NULL DEFAULT '[]',
        deleted_by VARCHAR(64) NOT NULL,
        deleted_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        UNIQUE (table_name, row_id)
      )`);
    await q.query(`CREATE INDEX trash_deleted_at ON trash (deleted_at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE trash`);
  }
}
