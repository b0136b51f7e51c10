import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Optional Bangla title and text for news items and press coverage (null: English only). */
export class ArticlesBn1764620000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    for (const table of ['news', 'press_coverage']) {
      await q.query(
        `ALTER TABLE ${table} ADD COLUMN title_bn varchar(200), ADD COLUMN description_bn text`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['news', 'press_coverage']) {
      await q.query(`ALTER TABLE ${table} DROP COLUMN title_bn, DROP COLUMN description_bn`);
    }
  }
}
