import request from 'supertest';
import { sitemapXml } from '../../ssr/sitemap';
import { appPerFile, gqlUpload, pngImage } from '../../test/harness';

const t = appPerFile();
let editor: string;
beforeEach(async () => {
  editor = await t.staffToken('editor1', 'editor');
});

const CREATE = `mutation($input: NewsInput!, $image: Upload!) {
  createNews(input: $input, image: $image) { id draft publishAt imageUrl imageWebpUrl }
}`;
const UPDATE = `mutation($id: Int!, $input: NewsInput!) {
  updateNews(id: $id, input: $input) { id draft publishAt }
}`;
const LIST = '{ news(page: 1, pageSize: 10) { total items { id title } } }';
const base = { title: 'Rides in Sylhet', description: 'We now serve Sylhet.', date: '2026-03-01' };

async function create(input: Record<string, unknown>, token = editor) {
  const res = await gqlUpload(
    t.app,
    CREATE,
    { input: { ...base, ...input }, image: null },
    { image: { buffer: await pngImage(), name: 'pic.png' } },
    token,
  );
  return res.body as {
    data?: { createNews: Record<string, unknown> };
    errors?: { extensions: Record<string, unknown> }[];
  };
}

/** What an anonymous visitor sees of the news, everywhere it is read. */
async function publicView() {
  const [gql, rest, sitemap] = await Promise.all([
    t.gql(LIST).expect(200),
    request(t.app).get('/api/news').expect(200),
    sitemapXml(t.services, 'http://x', { paths: [], builtAt: new Date(0) }),
  ]);
  return {
    gql: gql.body.data.news.items.map((n: { title: string }) => n.title),
    total: gql.body.data.news.total,
    rest: rest.body.map((n: { newstitle: string }) => n.newstitle),
    // The English <loc> of each item (its Bangla page and the alternates name it again).
    sitemap: [...sitemap.matchAll(/<loc>http:\/\/x\/pages\/news\/(\d+)</g)].map((m) =>
      Number(m[1]),
    ),
  };
}

describe('drafts and scheduled publishing', () => {
  it('defaults to published now, not a draft', async () => {
    const { data } = await create({});
    expect(data!.createNews).toMatchObject({ draft: false });
    expect(Date.parse(data!.createNews.publishAt as string)).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await publicView()).gql).toEqual([base.title]);
  });

  it('an editor saves a draft: staff see it, anonymous readers and /uploads do not', async () => {
    const { data } = await create({ title: 'Secret plan', draft: true });
    const draft = data!.createNews as { id: number; imageUrl: string; imageWebpUrl: string };
    expect(draft.imageUrl).toMatch(/\?preview=/);
    expect(await publicView()).toEqual({ gql: [], total: 0, rest: [], sitemap: [] });
    const item = `query { newsItem(id: ${draft.id}) { title draft } }`;
    expect((await t.gql(item).expect(200)).body.data.newsItem).toBeNull();
    await request(t.app).get(`/api/news/${draft.id}`).expect(404);

    const staff = await t.gql(LIST, undefined, editor).expect(200);
    expect(staff.body.data.news.items).toEqual([{ id: draft.id, title: 'Secret plan' }]);
    expect((await t.gql(item, undefined, editor)).body.data.newsItem).toEqual({
      title: 'Secret plan',
      draft: true,
    });
    const rest = await request(t.app).get('/api/news').set('authorization', `Bearer ${editor}`);
    expect(rest.body).toHaveLength(1);

    const bare = (url: string) => url.replace(/\?.*$/, '');
    for (const url of [draft.imageUrl, draft.imageWebpUrl]) {
      await request(t.app).get(bare(url)).expect(404);
      await request(t.app)
        .get(`${bare(url)}?preview=forged`)
        .expect(404);
      const seen = await request(t.app).get(url).expect(200);
      expect(seen.headers['cache-control']).toBe('private, no-store');
    }

    // Published: everywhere, image included, with no preview key.
    const out = await t.gql(UPDATE, { id: draft.id, input: { ...base, draft: false } }, editor);
    expect(out.body.data.updateNews.draft).toBe(false);
    await waitFor(async () => (await publicView()).rest.length === 1);
    expect(await publicView()).toMatchObject({ gql: [base.title], sitemap: [draft.id] });
    await request(t.app).get(bare(draft.imageWebpUrl)).expect(200);
  });

  it('a scheduled item appears when its time comes, though the answers before it were cached', async () => {
    const at = new Date(Date.now() + 2500).toISOString();
    const { data } = await create({ title: 'Tomorrow 9:00', publishAt: at });
    expect(data!.createNews.publishAt).toBe(at);
    await create({ title: 'Already out' });
    // Twice: the second answers come from the public caches.
    for (let i = 0; i < 2; i++) {
      expect(await publicView()).toMatchObject({ gql: ['Already out'], rest: ['Already out'] });
    }
    expect(t.services.publicCache.stats.hits).toBeGreaterThan(0);
    const url = (data!.createNews.imageWebpUrl as string).replace(/\?.*$/, '');
    await request(t.app).get(url).expect(404);

    // No write happens from here on: the clock alone empties the caches at the publish time.
    await waitFor(async () => (await publicView()).total === 2);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(at));
    const view = await publicView();
    expect(view.rest).toEqual(expect.arrayContaining(['Tomorrow 9:00', 'Already out']));
    expect(view.sitemap).toHaveLength(2);
    await waitFor(async () => (await request(t.app).get(url)).status === 200);
  });

  it('an update without publishing fields keeps them; publishAt null means now', async () => {
    const later = new Date(Date.now() + 3600_000).toISOString();
    const { data } = await create({ publishAt: later });
    const id = data!.createNews.id;
    const kept = await t.gql(UPDATE, { id, input: { ...base, title: 'Renamed' } }, editor);
    expect(kept.body.data.updateNews).toMatchObject({ draft: false, publishAt: later });
    const now = await t.gql(UPDATE, { id, input: { ...base, publishAt: null } }, editor);
    expect(Date.parse(now.body.data.updateNews.publishAt)).toBeLessThanOrEqual(Date.now() + 1000);
    await waitFor(async () => (await publicView()).total === 1);
  });

  it('refuses a publish time that is not a date or more than 5 years ahead, writing nothing', async () => {
    const notADate = await create({ publishAt: 'tomorrow morning' });
    expect(notADate.errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'publishAt', message: expect.stringMatching(/must be a date and time/) }],
    });
    const sixYears = new Date(Date.now() + 6 * 366 * 86_400_000).toISOString();
    const tooFar = await create({ publishAt: sixYears });
    expect(tooFar.errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'publishAt', message: 'Publish time must be at most 5 years ahead' }],
    });
    const rest = await request(t.app)
      .post('/api/news')
      .set('authorization', `Bearer ${editor}`)
      .field('newstitle', 'T')
      .field('description', 'D')
      .field('date', '2026-04-02')
      .field('publishAt', '31/12/2026')
      .field('draft', 'maybe')
      .attach('image', await pngImage(), 'p.png')
      .expect(400);
    expect(rest.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'publishAt', message: expect.stringMatching(/must be a date and time/) },
        { field: 'draft', message: 'Draft must be true or false' },
      ]),
    );
    expect(await t.services.news.count()).toBe(0);
    expect(await t.objects('public')).toEqual([]);
  });

  it('the REST shim schedules with text fields', async () => {
    const at = new Date(Date.now() + 3600_000).toISOString();
    const res = await request(t.app)
      .post('/api/news')
      .set('authorization', `Bearer ${editor}`)
      .field('newstitle', 'Later')
      .field('description', 'D')
      .field('date', '2026-04-02')
      .field('publishAt', at)
      .attach('image', await pngImage(), 'p.png')
      .expect(201);
    expect(res.body).toMatchObject({ draft: false, publishAt: at });
    expect((await publicView()).rest).toEqual([]);
  });
});

/** Waits for what a reader would see, giving up after 15 s. */
async function waitFor(check: () => Promise<boolean>) {
  const end = Date.now() + 15_000;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('gave up waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}
