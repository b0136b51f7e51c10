import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SAFETY_PAGE } from './1765320000001-safety-page.data';

/**
 * The safety centre, `/pages/safety` and `/bn/pages/safety`: a company page like the others, site
 * copy seeded whatever SEED_DEMO says and edited by staff afterwards; a page staff already made
 * under the same slug is kept.
 */
export class SafetyPage1765320000001 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    for (const [locale, p] of Object.entries(SAFETY_PAGE)) {
      await q.query(
        `INSERT INTO cms_pages (slug, locale, title, lead, description, body)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT ((LOWER(slug)), locale) DO NOTHING`,
        [p.slug, locale, p.title, p.lead, p.description, p.body],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM cms_pages WHERE slug = 'safety' AND updated_by IS NULL`);
  }
}
