import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CMS_PAGES_BN } from './1764610000000-cms-pages-bn.data';

const json = (v: unknown) => (v === null ? null : JSON.stringify(v));

/**
 * The Bangla version (locale `bn`) of every seeded company page, beside the English one. Like the
 * English pages they are site copy, seeded whatever SEED_DEMO says; a Bangla page staff already
 * created under the same slug is kept.
 */
export class CmsPagesBn1764610000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    for (const p of CMS_PAGES_BN) {
      await q.query(
        `INSERT INTO cms_pages (slug, locale, title, lead, description, body, members, faqs, fines)
         VALUES ($1, 'bn', $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT ((LOWER(slug)), locale) DO NOTHING`,
        [
          p.slug,
          p.title,
          p.lead,
          p.description,
          p.body,
          json(p.members),
          json(p.faqs),
          json(p.fines),
        ],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `DELETE FROM cms_pages WHERE locale = 'bn' AND slug = ANY($1) AND updated_by IS NULL`,
      [CMS_PAGES_BN.map((p) => p.slug)],
    );
  }
}
