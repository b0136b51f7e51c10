/**
 * Bounded REST lists: every list route takes ?page=&pageSize= (pageSize ≤ 100),
 * answers X-Total-Count either way, and without paging at most the newest REST_LIST_CAP rows.
 */
import { features } from '../features';
import request from 'supertest';
import { seedDatabase } from '../database/seed';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let token: string;
const CAP = 3;
beforeAll(async () => {
  t = await createTestApp({ REST_LIST_CAP: String(CAP), SEED_DEMO: 'true' });
  await t.reset();
  await seedDatabase(t.services, t.services.log, features);
  token = t.adminToken();
}, 60000);
afterAll(() => t.close());

const LISTS = [
  '/api/news',
  '/api/press-coverage',
  '/api/contactus',
  '/api/reservation',
  '/api/location',
];
const get = (url: string) => request(t.app).get(url).set('authorization', `Bearer ${token}`);
const ids = (res: request.Response) => (res.body as { id: number }[]).map((r) => r.id);

describe.each(LISTS)('GET %s', (url) => {
  it('without paging answers at most the newest REST_LIST_CAP rows and X-Total-Count', async () => {
    const res = await get(url).expect(200);
    const total = Number(res.headers['x-total-count']);
    expect(total).toBeGreaterThan(CAP);
    expect(res.body).toHaveLength(CAP);
    // The same rows, in the same (newest-first) order, as the first page of that size.
    const first = await get(`${url}?page=1&pageSize=${CAP}`).expect(200);
    expect(ids(first)).toEqual(ids(res));
    expect(first.headers['x-total-count']).toBe(String(total));
  });

  it('answers the page asked for', async () => {
    const four = ids(await get(`${url}?pageSize=4`).expect(200));
    const second = await get(`${url}?page=2&pageSize=2`).expect(200);
    expect(ids(second)).toEqual(four.slice(2, 4));
    expect(Number(second.headers['x-total-count'])).toBeGreaterThan(CAP);
    const beyond = await get(`${url}?page=999&pageSize=100`).expect(200);
    expect(beyond.body).toEqual([]);
  });

  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['page=0x2', 'page'],
    ['page=', 'page'],
    ['page=1&page=2', 'page'],
    ['pageSize=101', 'pageSize'],
    ['pageSize=abc', 'pageSize'],
    ['pageSize=1e1', 'pageSize'],
  ])('?%s → 400 naming %s', async (query, field) => {
    const res = await get(`${url}?${query}`).expect(400);
    expect(res.body.errors).toEqual([{ field, message: expect.stringContaining(field) }]);
  });
});
