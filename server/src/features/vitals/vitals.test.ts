/** Field data: beacons validated and rate-limited, p75 per metric for admins. */
import request from 'supertest';
import { appPerFile, createTestApp } from '../../test/harness';

const TOKEN = 'metrics-token-0123456789';
const t = appPerFile(() => createTestApp({ VITALS_LIMIT_PER_MIN: '20', METRICS_TOKEN: TOKEN }));

let nextIp = 1;
/** Each test's beacons come from an address of its own unless it says. */
const send = (body: unknown, ip = `203.0.113.${nextIp++}`) =>
  request(t.app)
    .post('/api/vitals')
    .set('x-forwarded-for', ip)
    .send(body as object);

const beacon = (metrics: { name: string; value: unknown }[], over: object = {}) => ({
  template: 'home',
  language: 'en',
  connection: '4g',
  metrics,
  ...over,
});
const stored = async () =>
  Number((await t.ds.query(`SELECT count(*) AS n FROM web_vitals`))[0].n as string);

const QUERY = `query($days: Int) { webVitals(days: $days) {
  metric template language p75 good needsImprovement poor count } }`;

it('stores one row per measurement of a good beacon, and nothing personal', async () => {
  await send(
    beacon([
      { name: 'LCP', value: 1234.5 },
      { name: 'CLS', value: 0.02 },
    ]),
  ).expect(204);
  const rows = await t.ds.query(`SELECT * FROM web_vitals ORDER BY metric`);
  expect(rows.map((r: { metric: string; value: number }) => [r.metric, r.value])).toEqual([
    ['CLS', 0.02],
    ['LCP', 1234.5],
  ]);
  expect(Object.keys(rows[0]).sort()).toEqual(
    ['connection', 'created_at', 'id', 'language', 'metric', 'template', 'value'].sort(),
  );
});

it.each([
  ['an unknown metric', beacon([{ name: 'FID', value: 10 }])],
  ['NaN', beacon([{ name: 'LCP', value: 'NaN' }])],
  ['null (what JSON makes of NaN)', beacon([{ name: 'LCP', value: null }])],
  ['a negative value', beacon([{ name: 'INP', value: -1 }])],
  ['an absurd time', beacon([{ name: 'TTFB', value: 3_600_000 }])],
  ['an absurd layout shift', beacon([{ name: 'CLS', value: 1e9 }])],
  ['an unknown template', beacon([{ name: 'LCP', value: 1 }], { template: '/people/42' })],
  ['an unknown language', beacon([{ name: 'LCP', value: 1 }], { language: 'fr' })],
  ['an extra field', beacon([{ name: 'LCP', value: 1 }], { email: 'a@b.c' })],
  ['no measurements', beacon([])],
  ['too many measurements', beacon(Array(6).fill({ name: 'LCP', value: 1 }))],
  ['not an object', ['LCP', 1]],
])('refuses %s with a 400 and stores nothing', async (_what, body) => {
  const res = await send(body).expect(400);
  expect(res.body.message).toMatch(/beacon/i);
  expect(await stored()).toBe(0);
});

it('refuses a 1 MB body with a 400 without reading it, even one that would parse', async () => {
  // Valid JSON of a valid beacon, padded with whitespace to 1 MB.
  const big = JSON.stringify(beacon([{ name: 'LCP', value: 1 }])).replace(
    '{',
    `{${' '.repeat(1024 * 1024)}`,
  );
  await request(t.app)
    .post('/api/vitals')
    .set('content-type', 'application/json')
    .send(big)
    .expect(400);
  expect(await stored()).toBe(0);
});

it('answers a flood from one address 429, and stores only what came within the budget', async () => {
  const ip = '198.51.100.99';
  const good = beacon([{ name: 'FCP', value: 900 }]);
  for (let i = 0; i < 20; i++) await send(good, ip).expect(204);
  const res = await send(good, ip).expect(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(await stored()).toBe(20);
  await send(good, '198.51.100.100').expect(204);
  // The visitors' forms keep their own budget: beacons do not use it up.
  await request(t.app)
    .post('/api/contactus')
    .set('x-forwarded-for', ip)
    .send({
      name: 'V',
      contact_number: '01711000000',
      email: 'v@example.com',
      subject: 'S',
      message: 'M',
    })
    .expect(201);
});

it('gives admins p75 and the rating counts per metric, template and language', async () => {
  // LCP on the English home page: 1000, 2000, 3000, 5000 ms → p75 3500, 2 good, 1 NI, 1 poor.
  for (const value of [1000, 2000, 3000, 5000]) await send(beacon([{ name: 'LCP', value }]));
  await send(beacon([{ name: 'LCP', value: 4500 }], { language: 'bn' }));
  await send(
    beacon(
      [
        { name: 'CLS', value: 0.1 },
        { name: 'INP', value: 600 },
      ],
      { template: 'contact' },
    ),
  );
  // Older than the span asked for.
  await send(beacon([{ name: 'LCP', value: 100 }]));
  await t.ds.query(
    `UPDATE web_vitals SET created_at = now() - interval '10 days' WHERE value = 100`,
  );

  const res = await t.gql(QUERY, { days: 7 }, t.adminToken()).expect(200);
  expect(res.body.data.webVitals).toEqual([
    {
      metric: 'INP',
      template: 'contact',
      language: 'en',
      p75: 600,
      good: 0,
      needsImprovement: 0,
      poor: 1,
      count: 1,
    },
    {
      metric: 'CLS',
      template: 'contact',
      language: 'en',
      p75: 0.1,
      good: 1,
      needsImprovement: 0,
      poor: 0,
      count: 1,
    },
    {
      metric: 'LCP',
      template: 'home',
      language: 'bn',
      p75: 4500,
      good: 0,
      needsImprovement: 0,
      poor: 1,
      count: 1,
    },
    {
      metric: 'LCP',
      template: 'home',
      language: 'en',
      p75: 3500,
      good: 2,
      needsImprovement: 1,
      poor: 1,
      count: 4,
    },
  ]);
  const all = await t.gql(QUERY, {}, t.adminToken()).expect(200);
  const home = all.body.data.webVitals.find(
    (s: { template: string; language: string }) => s.template === 'home' && s.language === 'en',
  );
  expect(home.count).toBe(5);

  const anonymous = await t.gql(QUERY, {});
  expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  const bad = await t.gql(QUERY, { days: 0 }, t.adminToken());
  expect(bad.body.errors[0].message).toMatch(/days must be a whole number/);
});

it('puts what it stored in the /metrics histograms', async () => {
  await send(
    beacon(
      [
        { name: 'TTFB', value: 250 },
        { name: 'CLS', value: 0.3 },
      ],
      { template: 'news' },
    ),
  );
  const res = await request(t.app)
    .get('/metrics')
    .set('authorization', `Bearer ${TOKEN}`)
    .expect(200);
  expect(res.text).toContain(
    'web_vitals_seconds_bucket{le="0.5",metric="TTFB",template="news",language="en"} 1',
  );
  expect(res.text).toContain(
    'web_vitals_seconds_bucket{le="0.2",metric="TTFB",template="news",language="en"} 0',
  );
  expect(res.text).toContain(
    'web_vitals_cls_bucket{le="0.5",metric="CLS",template="news",language="en"} 1',
  );
});
