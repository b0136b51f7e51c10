/**
 * Malformed requests get a 4xx with a readable message on every path: bad
 * percent-encoding, broken or truncated multipart, JSON nested too deep, unknown content types
 * and non-decimal ids. Never a 5xx, never a row written.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let token: string;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'digitalride-dist-'));
beforeAll(async () => {
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>x</title>');
  t = await createTestApp({ CLIENT_DIST: dist, PUBLIC_WRITE_LIMIT_PER_MIN: '10000' });
  await t.reset();
  token = t.adminToken();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

function expectReadable4xx(res: request.Response, status = 400) {
  expect({ status: res.status, type: res.type }).toEqual({ status, type: 'application/json' });
  const message: string = res.body.message ?? res.body.errors?.[0]?.message;
  expect(message).toEqual(expect.any(String));
  expect(message).not.toMatch(/Something went wrong|Internal/);
  return message;
}

describe('bad percent-encoding', () => {
  it.each([
    '/%ff',
    '/pages/%E0%A4%A',
    '/assets/%E0%A4%A.js',
    '/api/news/%E0%A4%A',
    '/api/press-coverage/%00%ff',
    '/uploads/%ff.png',
    '/graphql/%ff',
  ])('GET %s → 400', async (url) => {
    const res = await request(t.app).get(url).set('accept', 'text/html,application/json');
    expect(expectReadable4xx(res)).toMatch(/URL|encod/i);
  });

  it('GET /graphql?query=%ff (a query string that is not encoded well) → 400', async () => {
    const res = await request(t.app)
      .get('/graphql?query=%ff')
      .set('apollo-require-preflight', 'true');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
  });
});

describe('multipart', () => {
  const broken = '--x\r\nContent-Disposition: form-data; name="newstitle"\r\n\r\nHello';
  const headerless = '--x\r\nnot a header\r\n\r\nvalue\r\n--x--\r\n';
  it.each([
    ['/api/news', broken],
    ['/api/news', headerless],
    ['/api/booking-doc', broken],
    ['/api/booking-doc', headerless],
    ['/graphql', broken],
    ['/graphql', headerless],
  ])('POST %s with a broken body → 400', async (url, body) => {
    const res = await request(t.app)
      .post(url)
      .set('authorization', `Bearer ${token}`)
      .set('apollo-require-preflight', 'true')
      .set('content-type', 'multipart/form-data; boundary=x')
      .send(body);
    expect(expectReadable4xx(res)).toMatch(/multipart|form/i);
  });

  it('POST /api/news with multipart but no boundary → 400', async () => {
    const res = await request(t.app)
      .post('/api/news')
      .set('authorization', `Bearer ${token}`)
      .set('content-type', 'multipart/form-data')
      .send('x');
    expectReadable4xx(res);
  });

  it('GraphQL multipart whose operations field is not JSON → 400', async () => {
    const res = await request(t.app)
      .post('/graphql')
      .set('apollo-require-preflight', 'true')
      .field('operations', '{oops')
      .field('map', '{}');
    expectReadable4xx(res);
  });
});

describe('JSON bodies', () => {
  const deep = (n: number) => `{"name":${'['.repeat(n)}${']'.repeat(n)}}`;
  it.each(['/api/contactus', '/api/auth/login', '/graphql'])(
    'POST %s with JSON nested 10 000 deep → 400',
    async (url) => {
      const res = await request(t.app)
        .post(url)
        .set('content-type', 'application/json')
        .send(deep(10000));
      expect(expectReadable4xx(res)).toMatch(/nested too deep/);
    },
  );

  it('GraphQL variables nested too deep inside multipart operations → 400', async () => {
    const ops = `{"query":"{ __typename }","variables":{"a":${'['.repeat(5000)}${']'.repeat(5000)}}}`;
    const res = await request(t.app)
      .post('/graphql')
      .set('apollo-require-preflight', 'true')
      .field('operations', ops)
      .field('map', '{}');
    expect(expectReadable4xx(res)).toMatch(/nested too deep/);
  });

  it('refuses unknown content types on write routes with 415', async () => {
    for (const url of ['/api/contactus', '/api/news', '/api/location']) {
      const res = await request(t.app)
        .post(url)
        .set('authorization', `Bearer ${token}`)
        .set('content-type', 'application/xml')
        .send('<a/>');
      expect(expectReadable4xx(res, 415)).toMatch(/application\/json/);
    }
  });
});

describe('text no column can store', () => {
  it.each([
    ['a NUL', 'a\u0000b'],
    ['a lone surrogate', 'x\ud800y'],
  ])('GraphQL and REST refuse %s, naming the field', async (_label, bad) => {
    const gql = await t.gql(
      'mutation($u: String!) { login(username: $u, password: "x") { accessToken } }',
      { u: bad },
    );
    expect(gql.status).toBe(400);
    expect(gql.body.errors[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'u', message: expect.stringMatching(/^u contains a character/) }],
    });
    const rest = await request(t.app).post('/api/contactus').send({ name: bad });
    expect(rest.status).toBe(400);
    expect(rest.body.errors).toEqual([{ field: 'name', message: expect.any(String) }]);
  });

  it('refuses a NUL in the query string', async () => {
    const res = await request(t.app).get('/api/news?search=a%00b');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'search', message: expect.any(String) }]);
  });
});

describe('ids', () => {
  it.each(['0x10', '1e1', '%201', '+1', '1.0', '01', '-1', '0', '99999999999'])(
    'GET /api/news/%s → 400',
    async (id) => {
      const res = await request(t.app).get(`/api/news/${id}`);
      expect(expectReadable4xx(res)).toMatch(/id must be a positive whole number/);
    },
  );
});

it('none of it wrote a row', async () => {
  for (const s of [t.services.news, t.services.messages, t.services.bookingDocuments]) {
    expect(await s.count()).toBe(0);
  }
});
