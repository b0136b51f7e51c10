import request from 'supertest';
import { DataSource } from 'typeorm';
import { EventBus } from '../../events/bus';
import { createLogger } from '../../logger';
import { CMS_PAGES_SEED } from '../../database/migrations/1764400000000-cms-pages.data';
import { ADMIN_ACTOR, appPerFile, gqlUpload, keepingRows, pngImage } from '../../test/harness';
import { CmsPage } from './cms-page.entity';

const RINA = { id: 99, username: 'rina' };
const t = appPerFile(() => keepingRows('cms_pages'));
/** Pages are reference data (reset keeps them): put the seeded copy back before each test. */
beforeEach(async () => {
  editorToken = await t.staffToken('rina', 'editor');
  await t.ds.query('DELETE FROM cms_pages');
  await t.ds.getRepository(CmsPage).insert(CMS_PAGES_SEED.map((p) => ({ ...p })));
});

/** A real editor account: every signed-in request re-reads the account. */
let editorToken: string;
const editor = () => editorToken;
const input = (change: Record<string, unknown> = {}) => ({
  title: 'Directors',
  lead: 'The board.',
  description: 'Our board.',
  body: '<p>Hello</p>',
  members: [{ name: 'Rumana Akter', role: 'Director', bio: 'Co-founder', photoUrl: null }],
  ...change,
});
const UPDATE = `mutation($slug: String!, $input: CmsPageInput!) {
  updateCmsPage(slug: $slug, input: $input) { id slug title body updatedBy members { name } }
}`;
const save = (body: string) => t.services.cmsPages.update('about-us', input({ body }), ADMIN_ACTOR);

describe('CMS pages: the seed and the reads', () => {
  it('seeds every company page with the copy the site showed', async () => {
    const slugs = (await t.services.cmsPages.list()).map((p) => p.slug).sort();
    expect(slugs).toEqual(
      [
        'Career',
        'about-us',
        'advisorteam',
        'ceo-message',
        'directors',
        'help',
        'operation-team',
        'privacy-policy',
        'rideshare_guideline',
        'safety',
        'terms',
      ].sort(),
    );
    const directors = await t.services.cmsPages.get('directors');
    expect(directors.members?.[0]).toMatchObject({ name: 'Tanvir Hasan Chowdhury' });
    expect((await t.services.cmsPages.get('help')).faqs?.length).toBeGreaterThan(10);
    expect((await t.services.cmsPages.get('rideshare_guideline')).fines).toHaveLength(9);
    expect((await t.services.cmsPages.get('about-us')).body).toContain('two-room office in Banani');
  });

  it('answers the REST helper by slug or id, and 404 otherwise', async () => {
    const bySlug = await request(t.app).get('/api/Common/CmsPages/GetById?id=about-us').expect(200);
    expect(Object.keys(bySlug.body).sort()).toEqual(['body', 'id', 'slug', 'title', 'updatedAt']);
    expect(bySlug.body).toMatchObject({ slug: 'about-us', title: 'About DigitalRideWeb' });
    const byId = await request(t.app).get(`/api/Common/CmsPages/GetById?id=${bySlug.body.id}`);
    expect(byId.body.slug).toBe('about-us');
    const missing = await request(t.app).get('/api/Common/CmsPages/GetById?id=nope').expect(404);
    expect(missing.body.message).toBe('Page "nope" not found');
    await request(t.app).get('/api/Common/CmsPages/GetById?id=%3Cscript%3E').expect(404);
    await request(t.app).get('/api/Common/CmsPages/GetById').expect(400);
  });

  it('reads a page through GraphQL for anyone; an odd slug is simply no page', async () => {
    const res = await t.gql(
      '{ a: cmsPage(slug: "directors") { title members { name } } b: cmsPage(slug: "../x") { id } }',
    );
    expect(res.body.data.a.members[1].name).toBe('Rumana Akter');
    expect(res.body.data.b).toBeNull();
  });
});

describe('CMS pages: saving and revisions', () => {
  it('saves new copy and keeps the replaced version with who and when', async () => {
    const before = await t.services.cmsPages.get('directors');
    const res = await t.gql(UPDATE, { slug: 'directors', input: input() }, editor()).expect(200);
    expect(res.body.data.updateCmsPage).toMatchObject({ title: 'Directors', updatedBy: 'rina' });
    const revisions = await t.services.cmsPages.revisions('directors');
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({ savedBy: null, replacedBy: 'rina', lead: before.lead });
    expect(revisions[0].members).toEqual(before.members);
  });

  it('restores a revision as a new revision, and the old copy is back', async () => {
    const original = await t.services.cmsPages.get('directors');
    await t.services.cmsPages.update('directors', input({ members: [] }), ADMIN_ACTOR);
    const [rev] = await t.services.cmsPages.revisions('directors');
    const restored = await t.services.cmsPages.restore(rev.id, RINA, 'directors');
    expect(restored.members).toEqual(original.members);
    expect(restored.updatedBy).toBe('rina');
    const after = await t.services.cmsPages.revisions('directors');
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({ savedBy: 'admin', members: [] });
  });

  it('refuses a missing revision and a revision of another page, changing nothing', async () => {
    await t.services.cmsPages.update('safety', input({ title: 'Safety' }), ADMIN_ACTOR);
    const [rev] = await t.services.cmsPages.revisions('safety');
    const missing = await t.gql(
      'mutation { restoreCmsPageRevision(id: 9999) { id } }',
      {},
      editor(),
    );
    expect(missing.body.errors[0]).toMatchObject({
      message: 'Revision 9999 not found',
      extensions: { code: 'NOT_FOUND' },
    });
    await expect(t.services.cmsPages.restore(rev.id, ADMIN_ACTOR, 'help')).rejects.toMatchObject({
      kind: 'BAD_USER_INPUT',
      message: `Revision ${rev.id} belongs to page "safety", not "help"`,
    });
    expect((await t.services.cmsPages.revisions('help')).length).toBe(0);
    expect((await t.services.cmsPages.get('safety')).title).toBe('Safety');
  });

  it.each([
    ['an empty title', { title: '  ' }, 'title', 'Title is required'],
    [
      'a nameless member',
      { members: [{ name: '', role: 'x', bio: '' }] },
      'members.0.name',
      'Name is required',
    ],
    [
      'a photo from elsewhere',
      { members: [{ name: 'A', role: 'B', bio: '', photoUrl: 'https://evil.example/x.png' }] },
      'members.0.photoUrl',
      'Photo must be an uploaded image',
    ],
    [
      'a fine without penalty',
      { fines: [{ violation: 'v', appliesTo: 'a', penalty: '' }] },
      'fines.0.penalty',
      'Penalty is required',
    ],
  ])('refuses %s and changes nothing', async (_case, change, field, message) => {
    const res = await t.gql(UPDATE, { slug: 'directors', input: input(change) }, t.adminToken());
    expect(res.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field, message }],
    });
    expect((await t.services.cmsPages.get('directors')).title).toBe('Directors');
    expect(await t.services.cmsPages.revisions('directors')).toHaveLength(0);
  });

  it('refuses a body over 200 KB', async () => {
    const body = `<p>${'x'.repeat(200 * 1024)}</p>`;
    const res = await t.gql(UPDATE, { slug: 'about-us', input: input({ body }) }, t.adminToken());
    expect(res.body.errors[0]).toMatchObject({
      message: 'Body must be at most 200 KB',
      extensions: { code: 'PAYLOAD_TOO_LARGE' },
    });
    expect(await t.services.cmsPages.revisions('about-us')).toHaveLength(0);
  });

  it('says which page is missing', async () => {
    await expect(t.services.cmsPages.update('no-such', input(), ADMIN_ACTOR)).rejects.toMatchObject(
      {
        kind: 'NOT_FOUND',
        message: 'Page "no-such" not found',
      },
    );
  });

  it('creates a page; a clashing or odd slug is refused', async () => {
    await t.services.cmsPages.create({ ...input(), slug: 'press-kit' }, ADMIN_ACTOR);
    await expect(
      t.services.cmsPages.create({ ...input(), slug: 'ABOUT-us' }, ADMIN_ACTOR),
    ).rejects.toMatchObject({
      kind: 'CONFLICT',
      message: 'A page with the slug "ABOUT-us" already exists',
    });
    await expect(
      t.services.cmsPages.create({ ...input(), slug: 'a/b c' }, ADMIN_ACTOR),
    ).rejects.toMatchObject({ kind: 'BAD_USER_INPUT', fields: [{ field: 'slug' }] });
    expect(await t.services.cmsPages.count()).toBe(CMS_PAGES_SEED.length + 1);
  });

  it('lets admins and editors write, nobody else', async () => {
    const anon = await t.gql(UPDATE, { slug: 'help', input: input() });
    expect(anon.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    // A token whose account does not exist (or was disabled) is refused like no token at all.
    const stranger = t.services.auth.tokens.sign(
      { id: 5, username: 'x', role: 'editor' },
      '6f1c2a9e-1111-4222-8333-944455556666',
    );
    const res = await t.gql(UPDATE, { slug: 'help', input: input() }, stranger);
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const revs = await t.gql('{ cmsPageRevisions(slug: "help") { id } }');
    expect(revs.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('stores body images through the image pipeline and refuses non-images', async () => {
    const Q = 'mutation($image: Upload!) { uploadCmsImage(image: $image) }';
    const ok = await gqlUpload(
      t.app,
      Q,
      { image: null },
      { image: { buffer: await pngImage(), name: 'a.png' } },
      editor(),
    );
    expect(ok.body.data.uploadCmsImage).toMatch(/^\/uploads\/[\w-]+\.png$/);
    const bad = await gqlUpload(
      t.app,
      Q,
      { image: null },
      { image: { buffer: Buffer.from('<svg onload=alert(1)>'), name: 'x.png' } },
      editor(),
    );
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('CMS pages: never an XSS hole', () => {
  it.each([
    ['a script', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    [
      'an event handler',
      '<p onclick="alert(1)">Hi</p><img src="/uploads/a.png" onerror="alert(1)">',
      '<p>Hi</p><img src="/uploads/a.png" />',
    ],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['a JaVaScRiPt: link with spaces', '<a href=" JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['a data: image', '<img src="data:image/svg+xml,<svg onload=alert(1)>">', '<img />'],
    [
      'an iframe and a style',
      '<iframe src="https://x"></iframe><style>*{}</style><p style="color:red">t</p>',
      '<p>t</p>',
    ],
    [
      'an outside link',
      '<a href="https://example.org" target="_blank">x</a>',
      '<a href="https://example.org" rel="noopener noreferrer" target="_blank">x</a>',
    ],
    [
      'an inside link keeps no rel',
      '<a href="/pages/help" rel="x">help</a>',
      '<a href="/pages/help">help</a>',
    ],
    ['an h1', '<h1>Big</h1>', '<h2>Big</h2>'],
  ])('saves %s and reads back clean HTML', async (_case, dirty, clean) => {
    await save(dirty);
    const res = await request(t.app).get('/api/Common/CmsPages/GetById?id=about-us').expect(200);
    expect(res.body.body).toBe(clean);
  });
});

describe('CMS pages: every instance hears of a save', () => {
  it('announces a save on the bus, so other instances drop cached pages within a second', async () => {
    const url = (t.ds.options as { url: string }).url;
    const otherDs = await new DataSource({ type: 'postgres', url }).initialize();
    const other = new EventBus(otherDs, createLogger('silent', false));
    await other.start();
    try {
      const heard = () =>
        new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('no data_changed within 1 s')), 1000);
          other.subscribe('data_changed', (p) => {
            if (p.table === 'cms_pages') {
              clearTimeout(timer);
              resolve();
            }
          });
        });
      const saved = heard();
      await t.services.cmsPages.update('help', input({ title: 'Help' }), ADMIN_ACTOR);
      await saved;
    } finally {
      await other.close();
      await otherDs.destroy();
    }
  });
});
