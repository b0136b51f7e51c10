/**
 * The public cache in front of GraphQL and REST reads. To see what is served from the cache,
 * a title is changed "quietly" — in replica mode, which skips the NOTIFY trigger — so the cache
 * is not told, and a cached answer shows the old text while a fresh one shows the new.
 */
import request from 'supertest';
import { CHANNEL } from '../events/bus';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An UPDATE that PostgreSQL does not announce (replica mode skips the NOTIFY trigger). */
async function quietly(sql: string, params: unknown[] = []) {
  const qr = t.ds.createQueryRunner();
  await qr.connect();
  try {
    await qr.query('SET session_replication_role = replica');
    return await qr.query(sql, params);
  } finally {
    await qr.query('SET session_replication_role = DEFAULT');
    await qr.release();
  }
}

/** Waits until every NOTIFY sent so far has arrived here (they arrive in commit order). */
async function settle() {
  const heard = new Promise<void>((resolve) => {
    const off = t.services.bus.subscribe('data_changed', ({ table }) => {
      if (table !== 'settled') return;
      off();
      resolve();
    });
  });
  const envelope = { topic: 'data_changed', payload: { table: 'settled' } };
  await t.ds.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(envelope)]);
  await heard;
}

let newsId: number;
beforeEach(async () => {
  await t.reset();
  const [row] = await t.ds.query(
    `INSERT INTO news (title, description, date, image) VALUES ('Old title', 'Text', '2026-01-02', 'a.png') RETURNING id`,
  );
  newsId = row.id;
  await settle(); // the reset's and the insert's announcements must not empty the cache mid-test
});

const retitle = (title: string) => quietly('UPDATE news SET title = $1', [title]);
const NEWS = '{ news(page: 1) { items { id title } total } }';
const titles = (res: request.Response) => {
  expect(res.body.errors).toBeUndefined();
  return res.body.data.news.items.map((n: { title: string }) => n.title);
};

describe('GraphQL public reads', () => {
  it('serves an anonymous query from the cache until a change is announced', async () => {
    expect(titles(await t.gql(NEWS))).toEqual(['Old title']);
    expect(t.services.publicCache.size).toBe(1);
    await retitle('New title');
    expect(titles(await t.gql(NEWS))).toEqual(['Old title']);
    // Any write announces data_changed (locally at once; other instances hear the trigger).
    t.services.bus.announceLocally('data_changed', { table: 'news' });
    expect(titles(await t.gql(NEWS))).toEqual(['New title']);
  });

  it('never lets a signed-in request (valid or invalid token) read or fill the cache', async () => {
    expect(titles(await t.gql(NEWS))).toEqual(['Old title']);
    await retitle('New title');
    expect(titles(await t.gql(NEWS, {}, t.adminToken()))).toEqual(['New title']);
    const badToken = await t.gql(NEWS, {}, 'not-a-real-token');
    expect(titles(badToken)).toEqual(['New title']);
    t.services.publicCache.clear();
    await t.gql(NEWS, {}, t.adminToken());
    await t.gql(NEWS, {}, 'not-a-real-token');
    expect(t.services.publicCache.size).toBe(0);
  });

  it('shows an admin delete to anonymous visitors at once', async () => {
    expect(titles(await t.gql(NEWS))).toEqual(['Old title']);
    const del = await t.gql(
      'mutation($id: Int!) { deleteNews(id: $id) }',
      { id: newsId },
      t.adminToken(),
    );
    expect(del.body.errors).toBeUndefined();
    expect(titles(await t.gql(NEWS))).toEqual([]);
  });

  it('keeps errors, mutations and queries with private fields out of the cache', async () => {
    const invalid = await t.gql('{ news(page: 0) { total } }');
    expect(invalid.body.errors[0].message).toMatch(/page must be 1 or more/);
    const privateField = await t.gql('{ news(page: 1) { total } me { username } }');
    expect(privateField.body.errors).toBeDefined();
    expect(t.services.publicCache.size).toBe(0);
  });

  it('answers a hit with the very bytes and content type Apollo sent', async () => {
    const accept = 'application/graphql-response+json,application/json;q=0.9';
    const ask = () =>
      request(t.app).post('/graphql').set('accept', accept).send({ query: NEWS }).expect(200);
    const first = await ask();
    const hit = await ask();
    expect(t.services.publicCache.size).toBe(1);
    expect(hit.text).toBe(first.text);
    expect(hit.headers['content-type']).toBe(first.headers['content-type']);
    expect(hit.headers['content-type']).toMatch(/^application\/graphql-response\+json/);
  });

  it('answers signed-in POSTs from the database, and REST GETs with an ETag', async () => {
    const signedIn = await request(t.app)
      .post('/graphql')
      .set('authorization', `Bearer ${t.adminToken()}`)
      .send({ query: NEWS })
      .expect(200);
    expect(titles(signedIn)).toEqual(['Old title']);
    expect((await request(t.app).get('/api/news').expect(200)).headers.etag).toMatch(/^W\/"/);
  });

  it('keys on the variables: another page is another answer', async () => {
    const PAGE = 'query($p: Int!) { news(page: $p, pageSize: 1) { items { title } } }';
    expect((await t.gql(PAGE, { p: 1 })).body.data.news.items).toHaveLength(1);
    expect((await t.gql(PAGE, { p: 2 })).body.data.news.items).toHaveLength(0);
    expect(t.services.publicCache.size).toBe(2);
  });
});

describe('REST public reads', () => {
  const list = (token?: string) => {
    const req = request(t.app).get('/api/news');
    return token ? req.set('authorization', `Bearer ${token}`) : req;
  };

  it('serves anonymous GETs from the cache with an ETag, and 304 on If-None-Match', async () => {
    const first = await list().expect(200);
    expect(first.body.map((n: { newstitle: string }) => n.newstitle)).toEqual(['Old title']);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"/);
    await retitle('New title');
    const cached = await list().expect(200);
    expect(cached.body[0].newstitle).toBe('Old title');
    expect(cached.headers.etag).toBe(etag);
    expect(cached.headers['x-total-count']).toBe('1'); // headers the route set come back too
    const notModified = await list().set('if-none-match', etag).expect(304);
    expect(notModified.text).toBe('');
    // A signed-in GET is never served from the cache.
    expect((await list(t.adminToken()).expect(200)).body[0].newstitle).toBe('New title');
    t.services.bus.announceLocally('data_changed', { table: 'news' });
    const fresh = await list().set('if-none-match', etag).expect(200);
    expect(fresh.body[0].newstitle).toBe('New title');
    expect(fresh.headers.etag).not.toBe(etag);
  });

  it('tags admin GETs too, answering 304 when nothing changed', async () => {
    await t.gql(
      'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }',
      {
        input: {
          name: 'V',
          contactNumber: '01711000000',
          email: 'v@example.com',
          subject: 'S',
          message: 'M',
        },
      },
    );
    const auth = `Bearer ${t.adminToken()}`;
    const first = await request(t.app).get('/api/contactus').set('authorization', auth).expect(200);
    expect(first.headers.etag).toBeDefined();
    await request(t.app)
      .get('/api/contactus')
      .set('authorization', auth)
      .set('if-none-match', first.headers.etag)
      .expect(304);
    expect(t.services.publicCache.size).toBe(0);
  });

  it('does not cache a refusal', async () => {
    await request(t.app).get('/api/news/99999').expect(404);
    expect(t.services.publicCache.size).toBe(0);
  });
});
