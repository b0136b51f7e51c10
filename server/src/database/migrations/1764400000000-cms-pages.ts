import type { MigrationInterface, QueryRunner } from 'typeorm';
import { notifyChangesOn } from '../change-notifications';
import { CMS_PAGES_SEED } from './1764400000000-cms-pages.data';

const json = (v: unknown) => (v === null ? null : JSON.stringify(v));

/**
 * Staff-edited company pages and their revisions. The pages are site copy rather than demo
 * content, so every database gets them whatever SEED_DEMO says.
 */
export class CmsPages1764400000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE cms_pages (
        id serial PRIMARY KEY,
        slug varchar(60) NOT NULL,
        locale varchar(5) NOT NULL DEFAULT 'en',
        title varchar(200) NOT NULL,
        lead varchar(500) NOT NULL DEFAULT '',
        description varchar(300) NOT NULL DEFAULT '',
        body text NOT NULL DEFAULT '',
        members jsonb,
        faqs jsonb,
        fines jsonb,
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by varchar(100)
      )`);
    // Slugs are unique per locale ignoring case: /pages/Career and /pages/career are one page.
    await q.query(`CREATE UNIQUE INDEX cms_pages_slug_locale ON cms_pages (LOWER(slug), locale)`);
    await q.query(`
      CREATE TABLE cms_page_revisions (
        id serial PRIMARY KEY,
        page_id int NOT NULL REFERENCES cms_pages(id) ON DELETE CASCADE,
        title varchar(200) NOT NULL,
        lead varchar(500) NOT NULL DEFAULT '',
        description varchar(300) NOT NULL DEFAULT '',
        body text NOT NULL DEFAULT '',
        members jsonb,
        faqs jsonb,
        fines jsonb,
        saved_at timestamptz NOT NULL,
        saved_by varchar(100),
        replaced_at timestamptz NOT NULL DEFAULT now(),
        replaced_by varchar(100)
      )`);
    // Public pages are cached: a save tells every instance (events/bus.ts, cache/).
    await q.query(notifyChangesOn('cms_pages'));
    await q.query(`CREATE INDEX cms_page_revisions_page ON cms_page_revisions (page_id, id DESC)`);
    for (const p of CMS_PAGES_SEED) {
      await q.query(
        `INSERT INTO cms_pages (slug, title, lead, description, body, members, faqs, fines)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
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
    await q.query('DROP TABLE cms_page_revisions');
    await q.query('DROP TABLE cms_pages');
  }
}
