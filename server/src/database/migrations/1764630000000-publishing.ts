import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['news', 'press_coverage'];

/**
 * Drafts and scheduled publishing: anonymous readers see a row once it is not a
 * draft and its publish_at has passed. Rows written before this were published when created.
 */
export class Publishing1764630000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    for (const t of TABLES) {
      await q.query(`
        ALTER TABLE ${t}
          ADD COLUMN draft boolean NOT NULL DEFAULT false,
          ADD COLUMN publish_at timestamptz NOT NULL DEFAULT now()`);
      await q.query(`UPDATE ${t} SET publish_at = created_at`);
      // The next scheduled time and the unpublished images are read after every change.
      await q.query(`CREATE INDEX ${t}_publish_at ON ${t} (publish_at)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of TABLES)
      await q.query(`ALTER TABLE ${t} DROP COLUMN draft, DROP COLUMN publish_at`);
  }
}
