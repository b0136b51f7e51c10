import { EntityManager } from 'typeorm';
import { ActivityEntry } from '../../records/activity.entity';
import request from 'supertest';
import { appPerFile, filesIn, gqlUpload, pngImage, ADMIN_ACTOR } from '../../test/harness';
import { News } from './news.entity';

const t = appPerFile();

const CREATE = `mutation($input: NewsInput!, $image: Upload!) {
  createNews(input: $input, image: $image) { id title description date imageUrl imageWebpUrl }
}`;
const UPDATE = `mutation($id: Int!, $input: NewsInput!, $image: Upload) {
  updateNews(id: $id, input: $input, image: $image) { id title imageUrl }
}`;
const input = {
  title: 'Rides in Sylhet',
  description: 'We now serve Sylhet city.',
  date: '2026-03-01',
};

/** One news item made by the admin through the service, with a small picture. */
const createNews = async () =>
  t.services.news.create(input, { buffer: await pngImage(), originalName: 'a.png' }, ADMIN_ACTOR);

async function seed(n: number) {
  const png = await pngImage();
  for (let i = 1; i <= n; i++) {
    const day = String(i).padStart(2, '0');
    await t.services.news.create(
      { title: `Item ${i}`, description: `Text ${i}`, date: `2026-01-${day}` },
      { buffer: png, originalName: 'a.png' },
      ADMIN_ACTOR,
    );
  }
}

describe('NewsService', () => {
  it('pages newest first with the total, and searches titles on the server', async () => {
    await seed(23);
    const p1 = await t.services.news.list({ page: 1, pageSize: 10 });
    expect(p1.total).toBe(23);
    expect(p1.items.map((n) => n.title).slice(0, 2)).toEqual(['Item 23', 'Item 22']);
    const p3 = await t.services.news.list({ page: 3, pageSize: 10 });
    expect(p3.items).toHaveLength(3);
    const found = await t.services.news.list({ search: 'item 1' });
    expect(found.total).toBe(11); // Item 1, 10-19
    const literal = await t.services.news.list({ search: '%' });
    expect(literal.total).toBe(0);
  });

  it('stores the image and a WebP copy, and removes both on delete', async () => {
    const news = await t.services.news.create(
      input,
      {
        buffer: await pngImage(1600, 900),
        originalName: 'x.png',
      },
      ADMIN_ACTOR,
    );
    expect(news.imageUrl).toMatch(/^\/uploads\/[\w-]+\.png$/);
    expect(news.imageWebpUrl).toMatch(/^\/uploads\/[\w-]+\.webp$/);
    const webp = await request(t.app).get(news.imageWebpUrl!).expect(200);
    expect(webp.headers['cache-control']).toMatch(/max-age=31536000/);
    const sharp = (await import('sharp')).default;
    expect((await sharp(webp.body).metadata()).width).toBe(1200);
    await t.services.news.delete(news.id, ADMIN_ACTOR);
    expect(filesIn(t.config.uploadDir)).toEqual([]);
  });

  it('keeps no file when the insert fails', async () => {
    const repo = t.ds.getRepository(News);
    // The row is saved by the transaction's own manager (see database/write.ts).
    const spy = jest
      .spyOn(EntityManager.prototype, 'save')
      .mockRejectedValueOnce(new Error('database went away'));
    try {
      await expect(
        t.services.news.create(
          input,
          { buffer: await pngImage(), originalName: 'x.png' },
          ADMIN_ACTOR,
        ),
      ).rejects.toThrow('database went away');
    } finally {
      spy.mockRestore();
    }
    expect(filesIn(t.config.uploadDir)).toEqual([]);
    expect(await repo.count()).toBe(0);
    expect(await t.ds.getRepository(ActivityEntry).count()).toBe(0);
  });
});

describe('GraphQL news', () => {
  it('an admin creates news with an upload; anyone reads it', async () => {
    const res = await gqlUpload(
      t.app,
      CREATE,
      { input, image: null },
      { image: { buffer: await pngImage(), name: 'pic.png' } },
      t.adminToken(),
    ).expect(200);
    expect(res.body.errors).toBeUndefined();
    const created = res.body.data.createNews;
    expect(created).toMatchObject({ title: input.title, date: '2026-03-01' });
    const list = await t
      .gql('{ news(page: 1, pageSize: 10) { total page pageSize items { id title } } }')
      .expect(200);
    expect(list.body.data.news).toEqual({
      total: 1,
      page: 1,
      pageSize: 10,
      items: [{ id: created.id, title: input.title }],
    });
    const one = await t.gql('query($id:Int!){ newsItem(id:$id){ title } }', { id: created.id });
    expect(one.body.data.newsItem.title).toBe(input.title);
    const none = await t.gql('{ newsItem(id: 999) { title } }');
    expect(none.body.data.newsItem).toBeNull();
  });

  it('refuses bad fields with BAD_USER_INPUT and field errors, writing nothing', async () => {
    const res = await gqlUpload(
      t.app,
      CREATE,
      { input: { title: '   ', description: '', date: '2026-02-30' }, image: null },
      { image: { buffer: await pngImage(), name: 'pic.png' } },
      t.adminToken(),
    );
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors[0].extensions.fields).toEqual(
      expect.arrayContaining([
        { field: 'title', message: 'News title is required' },
        { field: 'description', message: 'description is required' },
        { field: 'date', message: 'Date must be a real date written YYYY-MM-DD' },
      ]),
    );
    expect(await t.services.news.count()).toBe(0);
    expect(filesIn(t.config.uploadDir)).toEqual([]);
  });

  it('judges the image by content: a text file named .png is refused', async () => {
    const res = await gqlUpload(
      t.app,
      CREATE,
      { input, image: null },
      { image: { buffer: Buffer.from('not an image at all'), name: 'fake.png' } },
      t.adminToken(),
    );
    expect(res.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'image', message: 'Image must be a JPEG, PNG, WEBP, GIF file' }],
    });
    expect(filesIn(t.config.uploadDir)).toEqual([]);
  });

  it('refuses an image over the limit', async () => {
    const big = Buffer.concat([await pngImage(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await gqlUpload(
      t.app,
      CREATE,
      { input, image: null },
      { image: { buffer: big, name: 'big.png' } },
      t.adminToken(),
    );
    expect(res.body.errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
    expect(res.body.errors[0].message).toBe('Image must be at most 5 MB');
    expect(await t.services.news.count()).toBe(0);
  });

  it('updates with or without a new image, replacing the old files', async () => {
    const created = await createNews();
    const textOnly = await gqlUpload(
      t.app,
      UPDATE,
      { id: created.id, input: { ...input, title: 'Renamed' }, image: null },
      {},
      t.adminToken(),
    );
    expect(textOnly.body.data.updateNews).toMatchObject({
      title: 'Renamed',
      imageUrl: created.imageUrl,
    });
    const withImage = await gqlUpload(
      t.app,
      UPDATE,
      { id: created.id, input, image: null },
      { image: { buffer: await pngImage(30, 30), name: 'b.png' } },
      t.adminToken(),
    );
    const newUrl = withImage.body.data.updateNews.imageUrl;
    expect(newUrl).not.toBe(created.imageUrl);
    expect(filesIn(t.config.uploadDir)).toHaveLength(5); // new original + its WebP copies (1200, 480, 720, 960)
    const missing = await gqlUpload(
      t.app,
      UPDATE,
      { id: 999, input, image: null },
      {},
      t.adminToken(),
    );
    expect(missing.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('deletes', async () => {
    const created = await createNews();
    const res = await t.gql(
      'mutation($id:Int!){ deleteNews(id:$id) }',
      { id: created.id },
      t.adminToken(),
    );
    expect(res.body.data.deleteNews).toBe(true);
    expect(await t.services.news.count()).toBe(0);
  });
});

describe('REST news (original field names)', () => {
  it('POST multipart creates; GET lists newest first and one by id', async () => {
    const png = await pngImage();
    const res = await request(t.app)
      .post('/api/news')
      .set('authorization', `Bearer ${t.adminToken()}`)
      .field('newstitle', 'Bikes in Rajshahi')
      .field('description', 'Bike rides now in Rajshahi.')
      .field('date', '2026-04-02')
      .attach('image', png, 'photo.png')
      .expect(201);
    expect(res.body).toMatchObject({
      newstitle: 'Bikes in Rajshahi',
      date: '2026-04-02',
      image: expect.stringMatching(/^\/uploads\//),
    });
    await t.services.news.create(
      { ...input, date: '2026-05-01' },
      { buffer: png, originalName: 'b.png' },
      ADMIN_ACTOR,
    );
    const list = await request(t.app).get('/api/news').expect(200);
    expect(list.body.map((n: { newstitle: string }) => n.newstitle)).toEqual([
      input.title,
      'Bikes in Rajshahi',
    ]);
    expect(Object.keys(list.body[0])).toEqual(
      expect.arrayContaining(['id', 'newstitle', 'description', 'date', 'image']),
    );
    await request(t.app).get(`/api/news/${res.body.id}`).expect(200);
    await request(t.app).get('/api/news/999').expect(404);
    await request(t.app).get('/api/news/abc').expect(400);
  });

  it('POST without an image or with bad fields answers 400 with errors named as the original', async () => {
    const res = await request(t.app)
      .post('/api/news')
      .set('authorization', `Bearer ${t.adminToken()}`)
      .field('newstitle', '')
      .field('description', 'x')
      .field('date', '2026-04-02')
      .expect(400);
    expect(res.body.errors).toEqual([{ field: 'newstitle', message: 'News title is required' }]);
    const noImage = await request(t.app)
      .post('/api/news')
      .set('authorization', `Bearer ${t.adminToken()}`)
      .send({ newstitle: 'T', description: 'D', date: '2026-04-02' })
      .expect(400);
    expect(noImage.body.errors).toEqual([{ field: 'image', message: 'Image is required' }]);
    expect(await t.services.news.count()).toBe(0);
  });

  it('POST with an oversized image answers 413 and writes nothing', async () => {
    const res = await request(t.app)
      .post('/api/news')
      .set('authorization', `Bearer ${t.adminToken()}`)
      .field('newstitle', 'T')
      .field('description', 'D')
      .field('date', '2026-04-02')
      .attach('image', Buffer.alloc(5 * 1024 * 1024 + 1), 'huge.png')
      .expect(413);
    expect(res.body.message).toBe('Image must be at most 5 MB');
    expect(filesIn(t.config.uploadDir)).toEqual([]);
  });

  it('DELETE answers 204, then 404', async () => {
    const created = await createNews();
    const auth = { authorization: `Bearer ${t.adminToken()}` };
    await request(t.app).delete(`/api/news/${created.id}`).set(auth).expect(204);
    await request(t.app).delete(`/api/news/${created.id}`).set(auth).expect(404);
  });
});
