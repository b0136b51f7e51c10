/**
 * Staff responses are never kept by a browser or a proxy: every answer to a
 * request with a token says `no-store`, REST and GraphQL alike; public answers stay cacheable.
 */
import request from 'supertest';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.reset();
  token = t.adminToken();
});
afterAll(() => t.close());

const staff = (req: request.Test) => req.set('authorization', `Bearer ${token}`);

it('answers every signed-in request with Cache-Control: no-store', async () => {
  const answers = [
    await staff(request(t.app).get('/api/contactus')),
    await staff(request(t.app).get('/api/reservation')),
    await staff(request(t.app).get('/api/auth/profile')),
    await staff(request(t.app).post('/graphql')).send({ query: '{ contactMessages { total } }' }),
    await staff(request(t.app).get('/api/news')),
  ];
  for (const res of answers) {
    expect({ url: res.request.url, status: res.status }).toEqual({
      url: res.request.url,
      status: 200,
    });
    expect({ url: res.request.url, cache: res.headers['cache-control'] }).toEqual({
      url: res.request.url,
      cache: 'no-store',
    });
  }
});

it('leaves anonymous public answers cacheable', async () => {
  const res = await request(t.app).get('/api/news').expect(200);
  expect(res.headers['cache-control'] ?? '').not.toMatch(/no-store/);
});
