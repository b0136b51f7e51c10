// npm run bench:pages — the admin lists with 1,000,000 rows each. Starts a throw-away embedded
// PostgreSQL and the built app on it (`npm run build` first), seeds 1M contact messages and 1M
// reservations, then times over HTTP with an admin token: page 1, the middle page, the last page,
// a rare-term and a common-term search, a search for two common words, and two words of which
// the first is in every row (the search must start from the rarer one). Prints the median of
// several tries per case (it asserts nothing: targets are < 50 ms per page, < 100 ms per search,
// every total exact). The fastest try is printed too: on a busy machine it shows what the
// median's queueing hides.
// usage: node scripts/bench-pages.mjs [--rows 1000000] [--tries 11]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { MESSAGE_TERMS, RESERVATION_TERMS, seed } from './lib/big-tables.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ROWS = arg('rows', 1_000_000);
const TRIES = arg('tries', 11);
const PAGE_SIZE = 10;
const PASSWORD = 'bench-pages-password';

const dist = path.join(root, 'server/dist');
if (!fs.existsSync(path.join(dist, 'main.js'))) {
  console.error('server/dist is missing: run `npm run build` first');
  process.exit(1);
}
const { startApp } = require('./lib/processes.cjs');
const { startEmbeddedPostgres } = require(path.join(dist, 'database/embedded.js'));
const { Client } = require(require.resolve('pg', { paths: [path.join(root, 'server')] }));

const quiet = { info() {}, warn: console.warn, debug() {}, error: console.error };
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'digitalride-bench-pages-'));
fs.chmodSync(tmp, 0o755);
const cleanups = [() => fs.rmSync(tmp, { recursive: true, force: true })];
const cleanUp = async () => {
  for (const run of cleanups.reverse()) await run();
};
process.on('SIGINT', () => cleanUp().finally(() => process.exit(130)));

async function graphql(base, query, variables, token) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (res.status !== 200 || body.errors) throw new Error(JSON.stringify(body.errors ?? body));
  return body.data;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

try {
  const pg = await startEmbeddedPostgres(path.join(tmp, 'pg'), quiet, { persistent: false });
  cleanups.push(() => pg.stop());
  const app = await startApp({
    env: {
      DATABASE_URL: pg.url,
      ADMIN_PASSWORD: PASSWORD,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
  });
  cleanups.push(() => app.stop());

  const db = new Client({ connectionString: pg.url });
  await db.connect();
  cleanups.push(() => db.end());
  let t0 = performance.now();
  await seed(db, ROWS);
  console.log(
    `seeded ${ROWS.toLocaleString('en')} contact messages and ${ROWS.toLocaleString('en')} ` +
      `reservations in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const { login } = await graphql(
    app.url,
    'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { accessToken } }',
    { u: 'admin', p: PASSWORD },
  );
  const token = login.accessToken;
  const lists = [
    { field: 'contactMessages', terms: MESSAGE_TERMS, fields: 'id name email subject createdAt' },
    {
      field: 'reservations',
      terms: RESERVATION_TERMS,
      fields: 'id passengerName departureLocation destinationLocation createdAt',
    },
  ];
  const lastPage = Math.ceil(ROWS / PAGE_SIZE);
  const load = os.loadavg().map((l) => l.toFixed(1));
  console.log(
    `\nmedian of ${TRIES} tries after one warm-up, over HTTP, page size ${PAGE_SIZE} ` +
      `(load average ${load.join(' ')} on ${os.cpus().length} cores)`,
  );
  console.log('list              case                 median ms  min ms     total  rows');
  for (const list of lists) {
    const query = `query($page: Int!, $pageSize: Int!, $search: String) {
      ${list.field}(page: $page, pageSize: $pageSize, search: $search) { total totalIsExact items { ${list.fields} } }
    }`;
    const cases = [
      ['page 1', { page: 1 }],
      [`middle page ${Math.ceil(lastPage / 2)}`, { page: Math.ceil(lastPage / 2) }],
      [`last page ${lastPage}`, { page: lastPage }],
      [`search "${list.terms.rare}"`, { page: 1, search: list.terms.rare }],
      [`search "${list.terms.common}"`, { page: 1, search: list.terms.common }],
      [`search "${list.terms.words}"`, { page: 1, search: list.terms.words }],
      [`search "${list.terms.everyRow}"`, { page: 1, search: list.terms.everyRow }],
      // A word in every row and a short number prefix (issue 41): counted up to 10,001 only.
      ['search "com 12"', { page: 1, search: 'com 12' }],
    ];
    for (const [label, vars] of cases) {
      const variables = { pageSize: PAGE_SIZE, search: null, ...vars };
      let answer;
      const times = [];
      for (let i = 0; i <= TRIES; i++) {
        t0 = performance.now();
        answer = (await graphql(app.url, query, variables, token))[list.field];
        if (i > 0) times.push(performance.now() - t0);
      }
      console.log(
        `${list.field.padEnd(17)} ${label.padEnd(22)} ${median(times).toFixed(1).padStart(7)} ` +
          `${Math.min(...times)
            .toFixed(1)
            .padStart(7)} ` +
          `${String(answer.total + (answer.totalIsExact ? '' : '+')).padStart(9)} ${String(answer.items.length).padStart(5)}`,
      );
    }
  }

  // The back office's search box: every shape a query can take.
  const [{ reference }] = (await db.query('SELECT reference FROM reservations WHERE id = 1')).rows;
  const bangla = (digits) => digits.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]);
  const shapes = [
    ['reference', reference.toLowerCase().replace(/-/g, '')],
    ['phone', '+880 1700-007919'],
    ['phone, Bangla digits', bangla('01700007919')],
    ['e-mail beginning', 'tanvir.12'],
    ['name word', 'tanvir'],
    ['word in every row + 2 digits', 'com 12'],
    ['rare words', 'double charge'],
    ['30 digits', '9'.repeat(30)],
    ['punctuation', '%_@'],
  ];
  console.log('\nstaffSearch (limit 5 per kind), median of the tries after one warm-up');
  console.log('shape                         median ms  min ms  hits');
  const query = 'query($q: String!) { staffSearch(q: $q) { kind id reference title createdAt } }';
  for (const [label, q] of shapes) {
    let hits;
    const times = [];
    for (let i = 0; i <= TRIES; i++) {
      t0 = performance.now();
      hits = (await graphql(app.url, query, { q }, token)).staffSearch;
      if (i > 0) times.push(performance.now() - t0);
    }
    console.log(
      `${label.padEnd(29)} ${median(times).toFixed(1).padStart(9)} ${Math.min(...times)
        .toFixed(1)
        .padStart(7)} ${String(hits.length).padStart(5)}`,
    );
  }
  console.log(
    `load average after: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await cleanUp();
}
