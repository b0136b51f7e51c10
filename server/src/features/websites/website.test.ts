import request from 'supertest';
import { appPerFile, filesIn, gqlUpload, pngImage } from '../../test/harness';
import { seedWebsites } from './website.seed';

const ADMIN_ACTOR = { id: 1, username: 'admin' };
const RINA = { id: 99, username: 'rina' };
const t = appPerFile();
beforeEach(async () => {
  editorToken = await t.staffToken('rina', 'editor');
});

/** A real editor account: every signed-in request re-reads the account. */
let editorToken: string;
const editor = () => editorToken;
const input = (change: Record<string, unknown> = {}) => ({
  name: 'Padma Clinic',
  url: 'https://padma.example',
  type: 'WEBSITE',
  client: 'Padma Diagnostic',
  description: 'Booking online.',
  year: 2022,
  ...change,
});
const CREATE = `mutation($input: WebsiteInput!, $image: Upload!) {
  createWebsite(input: $input, image: $image) { id name type imageUrl year }
}`;
const create = async (change: Record<string, unknown> = {}) =>
  t.services.websites.create(
    input(change),
    { buffer: await pngImage(), originalName: 'a.png' },
    ADMIN_ACTOR,
  );
const grid = (body: object) =>
  request(t.app).post('/api/Common/Websites/SelectAll_Grid').send(body);

describe('portfolio websites', () => {
  it(
    'seeds eight entries with drawn screenshots',
    async () => {
      await seedWebsites(t.services, t.services.log);
      const page = await t.services.websites.grid({ pageSize: 20 });
      expect(page.total).toBe(8);
      expect(new Set(page.items.map((w) => w.type))).toEqual(
        new Set(['WEBSITE', 'MOBILE_APP', 'SOFTWARE']),
      );
      expect(filesIn(t.config.uploadDir).filter((f) => f.endsWith('.png'))).toHaveLength(8);
    },
    60_000 /* drawing eight screenshots is slow on a busy machine */,
  );

  it('editors create one through GraphQL with a screenshot; anonymous callers cannot', async () => {
    const png = { image: { buffer: await pngImage(), name: 'shot.png' } };
    const ok = await gqlUpload(t.app, CREATE, { input: input(), image: null }, png, editor());
    expect(ok.body.data.createWebsite).toMatchObject({ name: 'Padma Clinic', type: 'WEBSITE' });
    const anon = await gqlUpload(t.app, CREATE, { input: input(), image: null }, png);
    expect(anon.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['an empty name', { name: ' ' }, 'name', 'Name is required'],
    [
      'a javascript: URL',
      { url: 'javascript:alert(1)' },
      'url',
      'URL must be a web address starting with http:// or https://',
    ],
    ['a year far ahead', { year: 2999 }, 'year', 'Year cannot be more than a year ahead'],
  ])('refuses %s and stores nothing', async (_c, change, field, message) => {
    await expect(create(change)).rejects.toMatchObject({
      kind: 'BAD_USER_INPUT',
      fields: [{ field, message }],
    });
    expect(await t.services.websites.count()).toBe(0);
    expect(filesIn(t.config.uploadDir)).toEqual([]);
  });

  it('refuses a file that is not an image', async () => {
    const bad = { image: { buffer: Buffer.from('%PDF-1.4 not an image'), name: 'x.png' } };
    const res = await gqlUpload(
      t.app,
      CREATE,
      { input: input(), image: null },
      bad,
      t.adminToken(),
    );
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await t.services.websites.count()).toBe(0);
  });

  it('updates without a new screenshot and deletes, removing the files', async () => {
    const site = await create();
    const updated = await t.services.websites.update(
      site.id,
      input({ name: 'Padma 2' }),
      undefined,
      RINA,
    );
    expect(updated).toMatchObject({ name: 'Padma 2', image: site.image });
    await t.services.websites.remove(site.id, RINA);
    expect(filesIn(t.config.uploadDir)).toEqual([]);
    await expect(t.services.websites.remove(site.id, RINA)).rejects.toMatchObject({
      kind: 'NOT_FOUND',
    });
  });
});

describe('the Common/Websites REST helpers', () => {
  beforeEach(async () => {
    await create({ name: 'Alpha Shop', client: 'Alpha Retail', type: 'MOBILE_APP', year: 2020 });
    await create({ name: 'Beta School', client: 'Beta Trust', type: 'SOFTWARE', year: 2024 });
    await create({ name: 'Gamma News', client: 'Gamma Media', year: 2022 });
  });

  it('GetById answers the entry and 404 or 400 otherwise', async () => {
    const [first] = (await t.services.websites.grid({})).items;
    const res = await request(t.app).get(`/api/Common/Websites/GetById?id=${first.id}`).expect(200);
    expect(Object.keys(res.body).sort()).toEqual([
      'client',
      'description',
      'id',
      'imageUrl',
      'name',
      'type',
      'url',
      'year',
    ]);
    await request(t.app).get('/api/Common/Websites/GetById?id=99999').expect(404);
    await request(t.app).get('/api/Common/Websites/GetById?id=abc').expect(400);
  });

  it('GetAllByLike finds by one field, ignoring case, optionally of one type', async () => {
    const byClient = await request(t.app)
      .get('/api/Common/Websites/GetAllByLike?fieldName=client&likeValue=BETA')
      .expect(200);
    expect(byClient.body.map((w: { name: string }) => w.name)).toEqual(['Beta School']);
    const all = await request(t.app).get('/api/Common/Websites/GetAllByLike').expect(200);
    expect(all.body).toHaveLength(3);
    const apps = await request(t.app)
      .get('/api/Common/Websites/GetAllByLike?type=MOBILE_APP')
      .expect(200);
    expect(apps.body.map((w: { name: string }) => w.name)).toEqual(['Alpha Shop']);
    const bad = await request(t.app)
      .get('/api/Common/Websites/GetAllByLike?fieldName=image&likeValue=x')
      .expect(400);
    expect(bad.body.message).toBe('fieldName must be one of name, client, url, description');
  });

  it('SelectAll_Grid pages, searches, filters and sorts', async () => {
    const res = await grid({ page: 1, pageSize: 2, sortBy: 'year', sortDir: 'asc' }).expect(200);
    expect(res.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(res.body.items.map((w: { year: number }) => w.year)).toEqual([2020, 2022]);
    const found = await grid({ page: 1, pageSize: 10, search: 'gamma', type: 'WEBSITE' }).expect(
      200,
    );
    expect(found.body.items.map((w: { name: string }) => w.name)).toEqual(['Gamma News']);
    const byName = await grid({ page: 1, pageSize: 10, sortBy: 'name', sortDir: 'desc' });
    expect(byName.body.items[0].name).toBe('Gamma News');
  });

  it.each([
    [{ pageSize: 101 }, 'pageSize', 'pageSize must be at most 100'],
    [{ sortBy: 'image' }, 'sortBy', 'sortBy must be one of name, year, createdAt'],
    [{ type: 'GAME' }, 'type', 'type must be one of WEBSITE, MOBILE_APP, SOFTWARE'],
    [{ sortDir: 'up' }, 'sortDir', 'sortDir must be one of asc, desc'],
    [{ page: 0 }, 'page', 'page must be 1 or more'],
  ])('SelectAll_Grid answers 400 for %j', async (body, field, message) => {
    const res = await grid({ page: 1, pageSize: 10, ...body }).expect(400);
    expect(res.body).toMatchObject({ message, errors: [{ field, message }] });
  });
});
