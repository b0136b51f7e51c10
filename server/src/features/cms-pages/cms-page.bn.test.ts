import request from 'supertest';
import { CMS_PAGES_SEED } from '../../database/migrations/1764400000000-cms-pages.data';
import { CMS_PAGES_BN } from '../../database/migrations/1764610000000-cms-pages-bn.data';
import { CmsPagesBn1764610000000 } from '../../database/migrations/1764610000000-cms-pages-bn';
import {
  CmsPagesBnWording1764720000000,
  wordingTexts,
} from '../../database/migrations/1764720000000-cms-pages-bn-wording';
import { ADMIN_ACTOR, appPerFile, keepingRows } from '../../test/harness';
import { CmsPage } from './cms-page.entity';

const t = appPerFile(() => keepingRows('cms_pages'));
let editorToken: string;
/** Pages are reference data (reset keeps them): the seeded copy, then the Bangla migration. */
beforeEach(async () => {
  editorToken = await t.staffToken('rina', 'editor');
  await t.ds.query('DELETE FROM cms_pages');
  await t.ds.getRepository(CmsPage).insert(CMS_PAGES_SEED.map((p) => ({ ...p })));
  await migrate();
});

async function migrate(
  step: (runner: ReturnType<typeof t.ds.createQueryRunner>) => Promise<void> = (runner) =>
    new CmsPagesBn1764610000000().up(runner),
) {
  const runner = t.ds.createQueryRunner();
  try {
    await step(runner);
  } finally {
    await runner.release();
  }
}

const BENGALI = /[\u0980-\u09FF]/;
/** Every string of a page, its structured rows included. */
const textsOf = (p: (typeof CMS_PAGES_BN)[number]) => [
  p.title,
  p.lead,
  p.description,
  p.body,
  ...(p.members ?? []).flatMap((m) => [m.name, m.role, m.bio]),
  ...(p.faqs ?? []).flatMap((f) => [f.group, f.question, f.answer]),
  ...(p.fines ?? []).flatMap((f) => [f.violation, f.appliesTo, f.penalty]),
];

describe('CMS pages in Bangla: the seed', () => {
  it('has a Bangla version of every English page, with the same structure', () => {
    expect(CMS_PAGES_BN.map((p) => p.slug)).toEqual(CMS_PAGES_SEED.map((p) => p.slug));
    for (const [i, bn] of CMS_PAGES_BN.entries()) {
      const en = CMS_PAGES_SEED[i];
      expect([bn.slug, bn.members?.length, bn.faqs?.length, bn.fines?.length]).toEqual([
        en.slug,
        en.members?.length,
        en.faqs?.length,
        en.fines?.length,
      ]);
      // Same headings and the same links: nothing left out, nothing added.
      const count = (html: string, tag: RegExp) => (html.match(tag) ?? []).length;
      for (const tag of [/<h2>/g, /<h3>/g, /<li>/g, /<a /g])
        expect([bn.slug, count(bn.body, tag)]).toEqual([en.slug, count(en.body, tag)]);
    }
  });

  it('is written in Bangla, stored in NFC, and links to the Bangla pages', () => {
    for (const page of CMS_PAGES_BN) {
      for (const text of textsOf(page).filter(Boolean)) {
        expect([page.slug, text, BENGALI.test(text)]).toEqual([page.slug, text, true]);
        expect(text.normalize('NFC')).toBe(text);
      }
      for (const [, href] of page.body.matchAll(/href="([^"]*)"/g)) {
        if (href.startsWith('/')) expect(href).toMatch(/^\/bn\//);
      }
    }
  });

  it('keeps the English and Bangla pages apart: same slug, own id, own copy', async () => {
    const en = await t.services.cmsPages.get('about-us');
    const bn = await t.services.cmsPages.get('about-us', 'bn');
    expect(en.id).not.toBe(bn.id);
    expect(bn).toMatchObject({ locale: 'bn', title: 'DigitalRideWeb সম্পর্কে' });
    expect((await t.services.cmsPages.list('bn')).map((p) => p.slug).sort()).toEqual(
      CMS_PAGES_SEED.map((p) => p.slug).sort(),
    );
  });

  it('keeps a Bangla page staff made before the migration ran', async () => {
    await t.ds.query(`DELETE FROM cms_pages WHERE locale = 'bn' AND slug = 'terms'`);
    await t.services.cmsPages.create(
      { slug: 'terms', locale: 'bn', title: 'আমাদের শর্ত' },
      ADMIN_ACTOR,
    );
    await migrate();
    expect((await t.services.cmsPages.get('terms', 'bn')).title).toBe('আমাদের শর্ত');
  });
});

describe('CMS pages in Bangla: the rewording migration (1764720000000)', () => {
  const reword = () => migrate((runner) => new CmsPagesBnWording1764720000000().up(runner));
  const unreword = () => migrate((runner) => new CmsPagesBnWording1764720000000().down(runner));
  const field = async (slug: string, name: 'description' | 'body') =>
    (await t.services.cmsPages.get(slug, 'bn'))[name];

  it('rewords every seeded page still holding the seeded text, and down puts it back', async () => {
    const texts = wordingTexts();
    expect(texts.map((x) => x.slug)).toEqual(['directors', 'Career', 'privacy-policy', 'terms']);
    await reword();
    for (const x of texts)
      expect([x.slug, await field(x.slug, x.field)]).toEqual([x.slug, x.reworded]);
    expect(await field('directors', 'description')).toContain('DigitalRideWeb লিমিটেড-এর');
    expect(await field('Career', 'body')).toContain('<span lang="en">Kotlin</span>');
    expect(await field('Career', 'body')).not.toMatch(/SQL|Python/);
    // Run twice (a second instance starting): nothing changes.
    await reword();
    expect(await field('terms', 'body')).toBe(texts[3].reworded);
    await unreword();
    for (const x of texts)
      expect([x.slug, await field(x.slug, x.field)]).toEqual([x.slug, x.seeded]);
  });

  it('keeps a page staff edited: only a field still holding the seeded text changes', async () => {
    const terms = await t.services.cmsPages.get('terms', 'bn');
    const staffBody = '<p>আমাদের নতুন শর্ত</p>';
    await t.services.cmsPages.update(
      'terms',
      { title: terms.title, body: staffBody },
      ADMIN_ACTOR,
      'bn',
    );
    // A page whose title staff changed still holds the seeded body: that body is reworded.
    const privacy = await t.services.cmsPages.get('privacy-policy', 'bn');
    const { lead, description, body } = privacy;
    await t.services.cmsPages.update(
      'privacy-policy',
      { title: 'গোপনীয়তা', lead, description, body },
      ADMIN_ACTOR,
      'bn',
    );
    const revisionsBefore = await t.ds.query('SELECT id FROM cms_page_revisions ORDER BY id');
    await reword();
    expect(await field('terms', 'body')).toBe(staffBody);
    const reworded = await t.services.cmsPages.get('privacy-policy', 'bn');
    expect([reworded.title, reworded.updatedBy]).toEqual(['গোপনীয়তা', 'admin']);
    expect(reworded.body).toContain('<span lang="en">STOP</span>');
    expect(await field('directors', 'description')).toContain('DigitalRideWeb লিমিটেড-এর');
    // Not a staff save: no revision is written.
    expect(await t.ds.query('SELECT id FROM cms_page_revisions ORDER BY id')).toEqual(
      revisionsBefore,
    );
  });
});

describe('CMS pages in Bangla: reads', () => {
  it('answers cmsPage(slug, locale: "bn"), and English without a locale', async () => {
    const res = await t.gql(
      '{ bn: cmsPage(slug: "directors", locale: "bn") { title locale members { name } } en: cmsPage(slug: "directors") { title locale } }',
    );
    expect(res.body.data.bn).toMatchObject({ title: 'পরিচালনা পর্ষদ', locale: 'bn' });
    expect(res.body.data.bn.members[0].name).toBe('তানভীর হাসান চৌধুরী');
    expect(res.body.data.en).toEqual({ title: 'Directors', locale: 'en' });
  });

  it('answers the REST helper in Bangla with locale=bn, by slug or by the Bangla id', async () => {
    const url = '/api/Common/CmsPages/GetById';
    const bn = await request(t.app).get(`${url}?id=safety&locale=bn`).expect(200);
    expect(Object.keys(bn.body).sort()).toEqual(['body', 'id', 'slug', 'title', 'updatedAt']);
    expect(bn.body.title).toBe('প্রতিটি ট্রিপে নিরাপত্তা');
    const byId = await request(t.app).get(`${url}?id=${bn.body.id}&locale=bn`).expect(200);
    expect(byId.body.title).toBe(bn.body.title);
    const en = await request(t.app).get(`${url}?id=safety`).expect(200);
    expect(en.body.title).toBe('Safety, on every trip');
    // The Bangla page's id asked in English names no English page: it falls back to slugs.
    await request(t.app).get(`${url}?id=${bn.body.id}`).expect(404);
    const odd = await request(t.app).get(`${url}?id=safety&locale=fr`).expect(400);
    expect(odd.body.errors).toEqual([{ field: 'locale', message: 'locale must be en or bn' }]);
  });
});

describe('CMS pages in Bangla: saves and revisions per language', () => {
  const UPDATE = `mutation($slug: String!, $input: CmsPageInput!, $locale: String!) {
    updateCmsPage(slug: $slug, input: $input, locale: $locale) { title locale updatedBy }
  }`;
  const REVISIONS = `query($slug: String!, $locale: String!) {
    cmsPageRevisions(slug: $slug, locale: $locale) { id title }
  }`;

  it('saves the Bangla page with its own revisions; the English page is untouched', async () => {
    const input = { title: 'নিরাপত্তা', body: '<p>নতুন লেখা</p>' };
    const saved = await t.gql(UPDATE, { slug: 'safety', input, locale: 'bn' }, editorToken);
    expect(saved.body.data.updateCmsPage).toEqual({
      title: 'নিরাপত্তা',
      locale: 'bn',
      updatedBy: 'rina',
    });
    const bnRevs = await t.gql(REVISIONS, { slug: 'safety', locale: 'bn' }, editorToken);
    expect(bnRevs.body.data.cmsPageRevisions).toEqual([
      { id: expect.any(Number), title: 'প্রতিটি ট্রিপে নিরাপত্তা' },
    ]);
    const enRevs = await t.gql(REVISIONS, { slug: 'safety', locale: 'en' }, editorToken);
    expect(enRevs.body.data.cmsPageRevisions).toEqual([]);
    expect((await t.services.cmsPages.get('safety')).title).toBe('Safety, on every trip');
    const [entry] = await t.ds.query(
      'SELECT summary FROM activity_entries ORDER BY id DESC LIMIT 1',
    );
    expect(entry.summary).toBe('Edited page safety (bn)');
  });

  it('restores a Bangla revision into the Bangla page only', async () => {
    await t.services.cmsPages.update('help', { title: 'সাহায্য' }, ADMIN_ACTOR, 'bn');
    const [rev] = await t.services.cmsPages.revisions('help', 'bn');
    const res = await t.gql(
      'mutation($id: Int!) { restoreCmsPageRevision(id: $id, slug: "help", locale: "bn") { title locale } }',
      { id: rev.id },
      editorToken,
    );
    expect(res.body.data.restoreCmsPageRevision).toEqual({
      title: 'সহায়তা ও সাধারণ প্রশ্ন',
      locale: 'bn',
    });
    expect((await t.services.cmsPages.get('help')).title).toBe('Help & FAQ');
    await expect(
      t.services.cmsPages.restore(rev.id, ADMIN_ACTOR, 'help', 'en'),
    ).rejects.toMatchObject({
      kind: 'BAD_USER_INPUT',
      message: `Revision ${rev.id} belongs to page "help (bn)", not "help"`,
    });
  });

  it('refuses a language the site does not have, changing nothing', async () => {
    const res = await t.gql(
      UPDATE,
      { slug: 'safety', input: { title: 'x' }, locale: 'fr' },
      editorToken,
    );
    expect(res.body.errors[0]).toMatchObject({
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'locale', message: 'Locale must be en or bn' }],
      },
    });
    expect(await t.ds.query('SELECT id FROM cms_page_revisions')).toEqual([]);
  });
});
