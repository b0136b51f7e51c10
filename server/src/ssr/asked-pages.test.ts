/**
 * A question asked in a page's address without JavaScript (a help search, a parcel price) is
 * counted against the visitor's own limit, as the same question on /graphql is. The page renderer
 * here is the real one (renderer.ts) with a stand-in server bundle that asks the question
 * through the app's schema with the context it is given, and answers what came back as a redirect.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { LIMITS_TABLE } from '../limits';
import { appPerFile, createTestApp } from '../test/harness';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'drw-asked-'));
const BUNDLE = `
const { graphql } = require(${JSON.stringify(require.resolve('graphql'))});
const HELP = 'query ($q: String!) { helpSearch(q: $q, locale: "en") { slug } }';
const PRICE = 'query { parcelPrice(zone: "INSIDE_DHAKA", weightGrams: 500) { total } }';
exports.ssrBundle = {
  publicPaths: [],
  site: {},
  classify: () => ({ kind: 'render' }),
  async render({ url, schema, context }) {
    const u = new URL(url, 'http://x');
    const help = u.pathname.endsWith('/help');
    const res = await graphql({
      schema,
      contextValue: context,
      source: help ? HELP : PRICE,
      variableValues: help ? { q: u.searchParams.get('q') } : {},
    });
    const refused = res.errors && res.errors[0].originalError;
    // Only whether a limit refused counts here (AppError RATE_LIMITED or TOO_MANY_REQUESTS): a
    // price may find no rate card on this worker's database, which is another answer.
    const limited = refused && /RATE_LIMITED|TOO_MANY_REQUESTS/.test(refused.kind);
    return { kind: 'redirect', location: limited ? '/limited' : '/answered' };
  },
};`;
fs.writeFileSync(path.join(dir, 'entry-server.cjs'), BUNDLE);
fs.mkdirSync(path.join(dir, '.vite'));
fs.writeFileSync(
  path.join(dir, '.vite', 'site-assets.json'),
  JSON.stringify({ critical: '', site: [], entryCss: [] }),
);
fs.mkdirSync(path.join(dir, 'islands', '.vite'), { recursive: true });
fs.writeFileSync(path.join(dir, 'islands', '.vite', 'islands.json'), '{}');
fs.writeFileSync(path.join(dir, 'index.html'), '<html><head></head><body></body></html>');

const t = appPerFile(
  () =>
    createTestApp({
      CLIENT_DIST: dir,
      CLIENT_SSR: path.join(dir, 'entry-server.cjs'),
      PARCEL_PRICE_LIMIT_PER_MIN: '3',
    }),
  { resetEach: false },
);
beforeEach(async () => {
  await t.ds.query(`DELETE FROM ${LIMITS_TABLE}`);
  t.services.helpSearchLimit.forget();
}, 60_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The page at `url` as a visitor at `ip` gets it without JavaScript: where it was sent. */
const asked = async (url: string, ip: string) => {
  // One host for all: the page cache keys by origin, and each request has a port of its own.
  const res = await request(t.app)
    .get(url)
    .set({ host: 'digitalride.test', accept: 'text/html', 'x-forwarded-for': ip });
  expect(res.status).toBeLessThan(500);
  return res.headers.location;
};

it("counts no-JS help searches against the visitor's limit, the same one asked again too", async () => {
  for (let i = 0; i < 30; i++) {
    expect(await asked(`/help?q=bkash+${i % 2}`, '203.0.113.7')).toBe('/answered');
  }
  expect(await asked('/help?q=bkash+0', '203.0.113.7')).toBe('/limited');
  expect(await asked('/bn/help?q=bkash+9', '203.0.113.7')).toBe('/limited');
  // Another visitor is not held back by the first.
  expect(await asked('/help?q=bkash+0', '203.0.113.8')).toBe('/answered');
}, 60_000);

it("counts no-JS parcel prices per visitor: one visitor's flood leaves the others theirs", async () => {
  for (let i = 0; i < 3; i++) {
    expect(await asked(`/parcel/price?weight=${i}`, '203.0.113.7')).toBe('/answered');
  }
  expect(await asked('/parcel/price?weight=9', '203.0.113.7')).toBe('/limited');
  expect(await asked('/bn/parcel/price?weight=9', '203.0.113.8')).toBe('/answered');
}, 60_000);
