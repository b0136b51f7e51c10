/**
 * Lite mode on the server (lite.ts): who gets it, the footer's switch without JavaScript, and the
 * HTML cache that keeps the two renderings of a page apart. The page renderer here says which
 * rendering it made; the pages themselves are checked in the browser (e2e site-offline).
 */
import request from 'supertest';
import express from 'express';
import { LIMITS_TABLE } from '../limits';
import { createTestApp, type TestApp } from '../test/harness';
import { ssrRoutes } from './index';
import type { PageRenderer } from './renderer';

let t: TestApp;
let app: express.Express;
let renders: boolean[] = [];

const renderer = {
  render: async (url: string, _origin: string, _formPost?: unknown, lite = false) => {
    renders.push(lite);
    return { kind: 'page' as const, status: 200, html: `<p>${url} ${lite ? 'lite' : 'full'}</p>` };
  },
  publicPaths: () => null,
  bundle: () => null,
  shell: () => '<html></html>',
} as unknown as PageRenderer;

beforeAll(async () => {
  // No reset(): its TRUNCATE's NOTIFY would empty the HTML cache a moment later, under the
  // cache test's feet. Nothing here reads a table.
  t = await createTestApp({ PUBLIC_WRITE_LIMIT_PER_MIN: '3' });
  app = express();
  app.use(
    ssrRoutes({ config: t.config, services: t.services, log: t.services.log, renderer, forms: [] }),
  );
});
beforeEach(async () => {
  // Every budget full.
  await t.ds.query(`DELETE FROM ${LIMITS_TABLE}`);
  t.services.publicWrites.forget();
  renders = [];
});
afterAll(() => t.close());

// One host for all: the cache keys pages by origin, and each supertest request has a port of its own.
const page = (path: string, headers: Record<string, string> = {}) =>
  request(app)
    .get(path)
    .set({ host: 'digitalride.test', accept: 'text/html', ...headers });

it('renders lite for Save-Data: on, and the cache never serves one rendering for the other', async () => {
  const path = `/pages/about-us?cache=${Date.now()}`;
  const lite = await page(path, { 'save-data': 'on' });
  expect(lite.text).toContain('lite');
  expect(lite.headers.vary).toMatch(/Save-Data/);
  expect(lite.headers.vary).toMatch(/Cookie/);

  const full = await page(path);
  expect(full.text).toContain('full');
  expect(full.headers['x-cache']).toBe('miss');

  // Both are kept now, each under its own key.
  const again = await page(path, { 'save-data': 'on' });
  expect(again.headers['x-cache']).toBe('hit');
  expect(again.text).toContain('lite');
  const fullAgain = await page(path);
  expect(fullAgain.headers['x-cache']).toBe('hit');
  expect(fullAgain.text).toContain('full');
  expect(renders).toEqual([true, false]);
});

it("follows the visitor's own choice over the browser's", async () => {
  const path = `/pages/help?choice=${Date.now()}`;
  expect((await page(path, { cookie: 'lite=1' })).text).toContain('lite');
  expect((await page(path, { cookie: 'a=b; lite=0', 'save-data': 'on' })).text).toContain('full');
  expect((await page(path, { cookie: 'lite=2', 'save-data': 'on' })).text).toContain('lite');
});

it('the footer switch remembers the choice and goes back to the same page of this site', async () => {
  const on = await request(app)
    .post('/lite')
    .type('form')
    .send({ lite: 'on', back: '/bn/pages/news?page=2' });
  expect(on.status).toBe(303);
  expect(on.headers.location).toBe('/bn/pages/news?page=2');
  const cookie = on.headers['set-cookie'] as unknown as string[];
  expect(cookie.join()).toMatch(/^lite=1; .*HttpOnly/);
  expect(cookie.join()).toMatch(/SameSite=Lax/);

  // From a Bangla page the switch posts under /bn.
  const bn = await request(app).post('/bn/lite').type('form').send({ lite: 'on', back: '/bn' });
  expect([bn.status, bn.headers.location]).toEqual([303, '/bn']);

  const off = await request(app).post('/lite').type('form').send({ lite: 'off', back: '/' });
  expect((off.headers['set-cookie'] as unknown as string[]).join()).toMatch(/^lite=0;/);

  for (const back of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', '']) {
    const res = await request(app).post('/lite').type('form').send({ lite: 'on', back });
    const followed = new URL(res.headers.location, 'https://digitalride.example/pages/news');
    expect({ back, host: followed.host }).toEqual({ back, host: 'digitalride.example' });
  }
});

it('refuses a switch it cannot read, in the page language, and changes nothing', async () => {
  for (const body of [{ lite: 'maybe', back: '/bn/pages/about-us' }, { back: '/bn' }]) {
    const res = await request(app).post('/lite').type('form').send(body);
    expect(res.status).toBe(400);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.text).toContain('লাইট মোডের বোতামটি ঠিকমতো কাজ করেনি');
    expect(res.text).toContain('lang="bn"');
  }
  const big = await request(app)
    .post('/lite')
    .type('form')
    .send({ lite: 'on', back: `/${'a'.repeat(5000)}` });
  expect(big.status).toBe(400);
  expect(big.headers['set-cookie']).toBeUndefined();
  expect(big.text).toContain('The lite-mode switch could not be read');
});

it('is limited like the other public forms', async () => {
  const press = () => request(app).post('/lite').type('form').send({ lite: 'on', back: '/' });
  for (let i = 0; i < 3; i++) expect((await press()).status).toBe(303);
  const refused = await press();
  expect(refused.status).toBe(429);
  expect(refused.headers['set-cookie']).toBeUndefined();
  expect(refused.headers['retry-after']).toBeDefined();
  expect(refused.text).toContain('Too many requests from your network');
});
