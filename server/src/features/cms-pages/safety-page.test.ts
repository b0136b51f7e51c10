/**
 * The safety centre (issue 53): the seeded safety page in both languages gains how to verify a
 * captain, check a contact and report, linked in its language; a page staff edited is theirs.
 */
import { CMS_PAGES_SEED } from '../../database/migrations/1764400000000-cms-pages.data';
import { CMS_PAGES_BN } from '../../database/migrations/1764610000000-cms-pages-bn.data';
import { SafetyPage1765320000001 } from '../../database/migrations/1765320000001-safety-page';
import { appPerFile, keepingRows } from '../../test/harness';
import { CmsPage } from './cms-page.entity';

const t = appPerFile(() => keepingRows('cms_pages'));

async function migrate() {
  const runner = t.ds.createQueryRunner();
  try {
    await new SafetyPage1765320000001().up(runner);
  } finally {
    await runner.release();
  }
}

const safety = async (locale: string) =>
  (await t.ds.getRepository(CmsPage).findOneByOrFail({ slug: 'safety', locale })).body;

beforeEach(async () => {
  await t.ds.query('DELETE FROM cms_pages');
  const repo = t.ds.getRepository(CmsPage);
  await repo.insert(CMS_PAGES_SEED.map((p) => ({ ...p })));
  await repo.insert(CMS_PAGES_BN.map((p) => ({ ...p, locale: 'bn' })));
});

it('adds verify, check and report to the seeded page, in its language, once', async () => {
  await migrate();
  await migrate();
  const en = await safety('en');
  const bn = await safety('bn');
  for (const [body, prefix] of [
    [en, ''],
    [bn, '/bn'],
  ] as const) {
    expect(body).toContain('href="tel:999"');
    expect(body).toContain('href="tel:+8809610334455"');
    expect(body).toContain(`href="${prefix}/verify"`);
    expect(body.split(`href="${prefix}/check"`).length - 1).toBe(2);
  }
  expect(en).toContain('<h2>Is this call, SMS or e-mail really from us?</h2>');
  expect(bn).toContain('<h2>ফোন, এসএমএস বা ই-মেইলটি কি সত্যিই আমাদের?</h2>');
});

it('leaves a page staff edited as they left it, and seeds a missing one whole', async () => {
  await t.ds.query(
    `UPDATE cms_pages SET body = '<p>Ours now</p>', updated_by = 'rina' WHERE slug = 'safety' AND locale = 'en'`,
  );
  await t.ds.query(`DELETE FROM cms_pages WHERE slug = 'safety' AND locale = 'bn'`);
  await migrate();
  expect(await safety('en')).toBe('<p>Ours now</p>');
  expect(await safety('bn')).toContain('<h2>জরুরি অবস্থায়</h2>');
  expect(await safety('bn')).toContain('href="/bn/check"');
});
