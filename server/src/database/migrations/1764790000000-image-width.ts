import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The width of each stored image's WebP copy, so that srcset offers only true widths (a narrow
 * upload is never claimed at 960 or 1200 px). Rows stored before it get theirs from the image job.
 */
export class ImageWidth1764790000000 implements MigrationInterface {
  name = 'ImageWidth1764790000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['news', 'press_coverage', 'websites'])
      await q.query(`ALTER TABLE ${table} ADD COLUMN image_width INTEGER`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['news', 'press_coverage', 'websites'])
      await q.query(`ALTER TABLE ${table} DROP COLUMN image_width`);
  }
}
