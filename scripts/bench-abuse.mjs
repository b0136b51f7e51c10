// Abuse benchmark: the built app, in development and in production mode, each on its own fresh
// database in one throw-away embedded PostgreSQL, against what an attacker would send.
// usage: npm run build && npm run bench:abuse [-- --requests 10000] [--mode dev|prod] [--million]
// (--requests 0: the probes only)
//
// 1. Probes: a 1000-alias flood of news(pageSize: 100), a 10-deep query, a
//    20 000-token query and a 500-operation batch: status, bytes and milliseconds of each.
// 2. A bounded fuzz run (scripts/lib/fuzz.cjs, as the server's fuzz test): bad requests to every
//    REST write route and GraphQL mutation, with and without an admin token; counts of 5xx, of
//    other improper answers and of rows changed (row counts and md5 digests of every table).
// 3. --million: 1 000 000 contact messages (INSERT … SELECT generate_series), then the time of
//    GET /api/contactus (the newest 1000 + X-Total-Count) and ?page=2&pageSize=5.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { startApp } = require('./lib/processes.cjs');
const { badRequests, send, judge } = require('./lib/fuzz.cjs');
const fc = require('fast-check');
const { Client } = require('pg');

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1];
};
const REQUESTS = Number(option('requests', '10000'));
const MODES = option('mode', 'both') === 'both' ? ['dev', 'prod'] : [option('mode')];
const ADMIN_PASSWORD = 'bench-admin-password';
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

async function timed(fn) {
  const t0 = performance.now();
  const res = await fn();
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, bytes: body.length, ms: performance.now() - t0, body, res };
}

const gql = (url, body, token) =>
  timed(() =>
    fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    }),
  );

const ofType = (n) => (n === 0 ? 'name' : `ofType { ${ofType(n - 1)} }`);
const PROBES = {
  'baseline: { __typename } (accepted)': { query: '{ __typename }' },
  'alias flood (1000 × news(pageSize: 100))': {
    query: `{ ${Array.from(
      { length: 1000 },
      (_, i) => `a${i}: news(pageSize: 100) { items { id title description date imageUrl } total }`,
    ).join(' ')} }`,
  },
  '10-deep query': { query: `{ __type(name: "News") { fields { type { ${ofType(6)} } } } }` },
  '20 000-token query': { query: `{ ${'__typename '.repeat(19998)}}` },
  '500-operation batch': Array.from({ length: 500 }, () => ({ query: '{ news { total } }' })),
};

async function probes(url) {
  console.log('  probe                                      status    bytes      ms  message');
  for (const [name, body] of Object.entries(PROBES)) {
    const runs = [];
    for (let i = 0; i < 5; i++) runs.push(await gql(url, body));
    const last = runs[runs.length - 1];
    const ms = runs.map((r) => r.ms).sort((a, b) => a - b)[2];
    const message = JSON.parse(last.body.toString()).errors?.[0]?.message ?? '';
    console.log(
      `  ${name.padEnd(42)} ${String(last.status).padStart(6)} ${String(last.bytes).padStart(8)} ${ms.toFixed(1).padStart(7)}  ${message.slice(0, 70)}`,
    );
  }
}

async function tableStats(db) {
  const { rows } = await db.query(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'migrations'`,
  );
  const stats = {};
  for (const { table_name: t } of rows) {
    const r = await db.query(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS d FROM "${t}" x`,
    );
    stats[t] = r.rows[0];
  }
  return stats;
}

async function fuzz(url, token, db) {
  const { allRoutes, appSchema } = require(path.join(ROOT, 'server/dist/features/index.js'));
  const { targets, arbitrary } = badRequests(await appSchema(), allRoutes());
  const requests = fc.sample(arbitrary, { numRuns: REQUESTS, seed: 42 });
  const before = await tableStats(db);
  const problems = new Map();
  let fiveXx = 0;
  const t0 = performance.now();
  let next = 0;
  // Four at a time: a handful of clients, not one polite one.
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < requests.length) {
        const req = requests[next++];
        const res = await send(url, req, token);
        if (res.status >= 500) fiveXx++;
        for (const p of judge(req, res)) {
          const key = `${req.target}: ${p.slice(0, 120)}`;
          problems.set(key, (problems.get(key) ?? 0) + 1);
        }
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const after = await tableStats(db);
  let rowsChanged = 0;
  const changed = [];
  for (const t of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const b = before[t] ?? { n: 0, d: '' };
    const a = after[t] ?? { n: 0, d: '' };
    rowsChanged += Math.abs(a.n - b.n);
    if (a.d !== b.d) changed.push(t);
  }
  console.log(
    `  fuzz: ${requests.length} bad requests over ${targets.length} routes and mutations in ${seconds.toFixed(1)} s`,
  );
  console.log(`  5xx answers: ${fiveXx}`);
  console.log(`  other improper answers: ${[...problems.values()].reduce((a, b) => a + b, 0)}`);
  for (const [k, n] of [...problems].slice(0, 10)) console.log(`    ${n} × ${k}`);
  console.log(
    `  rows changed: ${rowsChanged} (tables whose content changed: ${changed.join(', ') || 'none'})`,
  );
}

async function million(url, token, db) {
  console.log('  seeding 1 000 000 contact messages …');
  const t0 = performance.now();
  await db.query(`INSERT INTO contact_messages (name, contact_number, email, subject, message, created_at)
    SELECT 'Visitor ' || g, '01711' || lpad(g::text, 6, '0'), 'v' || g || '@example.com', 'Subject ' || g,
           'Message number ' || g, now() - g * interval '1 second'
      FROM generate_series(1, 1000000) g`);
  await db.query('ANALYZE contact_messages');
  console.log(`  seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  for (const q of ['', '?page=2&pageSize=5']) {
    const runs = [];
    for (let i = 0; i < 3; i++) {
      runs.push(
        await timed(() =>
          fetch(`${url}/api/contactus${q}`, { headers: { authorization: `Bearer ${token}` } }),
        ),
      );
    }
    const r = runs[runs.length - 1];
    console.log(
      `  GET /api/contactus${q}: ${r.status}, ${JSON.parse(r.body.toString()).length} rows, ` +
        `X-Total-Count ${r.res.headers.get('x-total-count')}, ${r.bytes} bytes, ` +
        `${runs.map((x) => x.ms.toFixed(0)).join(' / ')} ms (3 runs)`,
    );
  }
}

async function run(mode, pgUrl) {
  const dbName = `bench_abuse_${mode}`;
  const admin = new Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName}`);
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const dbUrl = pgUrl.replace(/\/[^/]*$/, `/${dbName}`);
  const app = await startApp({
    env: {
      NODE_ENV: mode === 'prod' ? 'production' : 'development',
      DATABASE_URL: dbUrl,
      JWT_SECRET,
      ADMIN_PASSWORD,
      SEED_DEMO: 'true',
      // The fuzz run is one client: let its writes through to the services.
      PUBLIC_WRITE_LIMIT_PER_MIN: '1000000',
      LOG_LEVEL: 'silent',
    },
  });
  const db = new Client({ connectionString: dbUrl });
  await db.connect();
  try {
    console.log(`\n== ${mode === 'prod' ? 'production' : 'development'} mode (${app.url})`);
    const login = await fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    const token = (await login.json()).access_token;
    await probes(app.url);
    if (REQUESTS > 0) await fuzz(app.url, token, db);
    if (args.includes('--million')) await million(app.url, token, db);
  } finally {
    await db.end();
    await app.stop();
  }
}

const setup = require('../server/src/test/global-setup.cjs');
const teardown = require('../server/src/test/global-teardown.cjs');
delete process.env.TEST_DATABASE_URL; // always a throw-away one
await setup();
try {
  for (const mode of MODES) await run(mode, process.env.TEST_DATABASE_URL);
} finally {
  await teardown();
}
