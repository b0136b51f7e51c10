import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SAFETY_MORE, SAFETY_PAGE } from './1765320000001-safety-page.data';

/**
 * The safety centre, `/pages/safety` and `/bn/pages/safety` (PRODUCT.md §24): the page seeded in
 * round 2 gains how to verify a captain, how to check a contact and how to report, appended while
 * staff have not edited it (an edited page is theirs: they add it in the back office); where no
 * page exists, the whole page is seeded. Site copy, whatever SEED_DEMO says.
 */
export class SafetyPage1765320000001 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    for (const locale of ['en', 'bn'] as const) {
      const p = SAFETY_PAGE[locale];
      await q.query(
        `UPDATE cms_pages SET body = body || $2
         WHERE LOWER(slug) = 'safety' AND locale = $1 AND updated_by IS NULL
           AND strpos(body, $3) = 0`,
        [locale, SAFETY_MORE[locale], locale === 'bn' ? 'href="/bn/check"' : 'href="/check"'],
      );
      await q.query(
        `INSERT INTO cms_pages (slug, locale, title, lead, description, body)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT ((LOWER(slug)), locale) DO NOTHING`,
        [p.slug, locale, p.title, p.lead, p.description, p.body],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const locale of ['en', 'bn'] as const)
      await q.query(
        `UPDATE cms_pages SET body = replace(body, $2, '')
         WHERE LOWER(slug) = 'safety' AND locale = $1 AND updated_by IS NULL`,
        [locale, SAFETY_MORE[locale]],
      );
  }
}
