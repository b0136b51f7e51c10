// npm run bench:pages — the admin lists with 1,000,000 rows each. Starts an embedded PostgreSQL
// and the built app on it (`npm run build` first), seeds 1M contact messages, reservations and
// registrations, then times over HTTP with an admin token: page 1, the middle page, the last page,
// a rare-term and a common-term search, a search for two common words, two words of which the
// first is in every row (the search must start from the rarer one), and the back office's search
// box (staffSearch) with every shape a query takes, bad input included. Prints p50 and p99 of the
// tries per case (nearest rank: with fewer than 100 tries, p99 is the slowest) and the fastest
// try (on a busy machine it shows what the median's queueing hides). It asserts nothing: targets
// are < 50 ms per page, < 100 ms p50 per search.
// usage: node scripts/bench-pages.mjs [--rows 1000000] [--tries 21] [--keep DIR] [--only TEXT]
//        [--explain FILE]
//   --keep DIR     keep the database in DIR and reuse it on the next run (seeded once)
//   --only TEXT    only the cases whose label contains TEXT
//   --explain FILE after timing, run each case once more with auto_explain (EXPLAIN ANALYZE of
//                  every statement the app runs) and write PostgreSQL's log to FILE
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { arg, builtServer, graphql, scratch, tries } from './bench/big-app.mjs';
import { loadavg, median, ms, p99 } from './bench/timing.mjs';
import { MESSAGE_TERMS, REGISTRATION_TERMS, RESERVATION_TERMS, seed } from './lib/big-tables.mjs';

const ROWS = Number(arg('rows', 1_000_000));
const TRIES = Number(arg('tries', 21));
const KEEP = arg('keep');
const ONLY = arg('only', '');
const EXPLAIN = arg('explain');
const PAGE_SIZE = 10;
const PASSWORD = 'bench-pages-password';
const { fromDist, startApp, Client } = builtServer();
const { startEmbeddedPostgres } = fromDist('database/embedded.js');

// PostgreSQL's own log (auto_explain's plans) arrives as debug lines: kept while explaining.
const pgLog = [];
let capturing = false;
const quiet = {
  info() {},
  warn: console.warn,
  debug: (o) => capturing && pgLog.push(o.pg),
  error: console.error,
};
const { dir: tmp, cleanups, cleanUp } = scratch('bench-pages', KEEP);

/** Times `run` TRIES times after one warm-up; returns the last answer and the times. */
const timed = (run) => tries(run, TRIES);

try {
  const pg = await startEmbeddedPostgres(path.join(tmp, 'pg'), quiet, {
    persistent: Boolean(KEEP),
  });
  cleanups.push(() => pg.stop());
  const env = {
    DATABASE_URL: pg.url,
    ADMIN_PASSWORD: PASSWORD,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  };
  let app = await startApp({ env });
  cleanups.push(() => app.stop());

  const db = new Client({ connectionString: pg.url });
  await db.connect();
  cleanups.push(() => db.end());
  const tables = ['contact_messages', 'reservations', 'registration_requests'];
  const { rows: kept } = await db.query(
    'SELECT table_name, row_count FROM table_row_counts WHERE table_name = ANY($1)',
    [tables],
  );
  const unseeded = tables.filter(
    (t) => Number(kept.find((k) => k.table_name === t)?.row_count ?? 0) < ROWS,
  );
  if (unseeded.length > 0) {
    // The admin account of a kept database has this run's password (the app set it on start).
    const t0 = performance.now();
    for (const table of unseeded) await db.query(`TRUNCATE ${table} CASCADE`);
    await seed(db, ROWS, unseeded);
    console.log(
      `seeded ${ROWS.toLocaleString('en')} rows into ${unseeded.join(', ')} in ` +
        `${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
  } else {
    console.log(`reusing ${ROWS.toLocaleString('en')} rows per table in ${tmp}`);
    // What autovacuum would do a minute after a migration rebuilt a table (visibility map,
    // statistics); quick when there is nothing to do.
    for (const table of tables) await db.query(`VACUUM ANALYZE ${table}, ${table}_words`);
  }

  const login = async () =>
    (
      await graphql(
        app.url,
        'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { accessToken } }',
        { u: 'admin', p: PASSWORD },
      )
    ).login.accessToken;
  let token = await login();

  // Every case: a label and what to ask; the answer is summed up as "total rows" or "hits".
  const cases = [];
  const lastPage = Math.ceil(ROWS / PAGE_SIZE);
  const lists = [
    // number: six digits that begin some 1,000 of the list's phone numbers (lib/big-tables.mjs)
    {
      field: 'contactMessages',
      terms: MESSAGE_TERMS,
      number: '017123',
      fields: 'id name email subject createdAt',
    },
    {
      field: 'reservations',
      terms: RESERVATION_TERMS,
      number: '018123',
      fields: 'id passengerName departureLocation destinationLocation createdAt',
    },
    {
      field: 'registrationRequests',
      terms: REGISTRATION_TERMS,
      number: '019123',
      fields: 'id name city createdAt',
    },
  ];
  for (const list of lists) {
    const query = `query($page: Int!, $pageSize: Int!, $search: String) {
      ${list.field}(page: $page, pageSize: $pageSize, search: $search) { total totalIsExact items { ${list.fields} } }
    }`;
    const shapes = [
      ['page 1', { page: 1 }],
      [`middle page ${Math.ceil(lastPage / 2)}`, { page: Math.ceil(lastPage / 2) }],
      [`last page ${lastPage}`, { page: lastPage }],
      [`"${list.terms.rare}"`, { page: 1, search: list.terms.rare }],
      [`"${list.terms.common}"`, { page: 1, search: list.terms.common }],
      [`"${list.terms.words}"`, { page: 1, search: list.terms.words }],
      [`"${list.terms.everyRow}"`, { page: 1, search: list.terms.everyRow }],
      // A word in every row and a short number prefix (issue 41): counted up to 10,001 only.
      ['"com 12"', { page: 1, search: 'com 12' }],
      ['"tanvir 12"', { page: 1, search: 'tanvir 12' }],
      // A number prefix alone, and one digit: the oldest rows hold them (ids rise with time).
      ['"12"', { page: 1, search: '12' }],
      ['"com 1"', { page: 1, search: 'com 1' }],
      ['"%_@"', { page: 1, search: '%_@' }],
      // Search as staff type (issue 51): the beginning of a phone number.
      [`"${list.number}"`, { page: 1, search: list.number }],
    ];
    for (const [label, vars] of shapes)
      cases.push({
        label: `${list.field} ${label}`,
        run: async () =>
          (await graphql(app.url, query, { pageSize: PAGE_SIZE, search: null, ...vars }, token))[
            list.field
          ],
        sum: (a) => `${a.total}${a.totalIsExact ? '' : '+'} total, ${a.items.length} rows`,
      });
  }

  // The back office's search box: every shape a query can take, bad input included.
  const [{ reference }] = (await db.query('SELECT reference FROM reservations WHERE id = 1')).rows;
  const bangla = (digits) => digits.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]);
  const staffShapes = [
    ['reference', reference.toLowerCase().replace(/-/g, '')],
    // Search as staff type (issue 51): the beginning of a reference, of a number, a word that
    // could begin a reference ("dr" and four letters).
    ['reference beginning', reference.slice(0, 7)],
    ['phone beginning', '017123'],
    ['phone beginning, +880', '+880 17123'],
    ['word like a reference', 'drawer'],
    ['phone', '+880 1700-007919'],
    ['phone, Bangla digits', bangla('01700007919')],
    ['e-mail beginning', 'tanvir.12'],
    ['name word', 'tanvir'],
    ['word in every row + 2 digits', 'com 12'],
    ['rare words', 'double charge'],
    ['30 digits', '9'.repeat(30)],
    ['punctuation only', '%_@'],
    ['@ alone', '@'],
    ['SQL metacharacters', "'; DROP TABLE news; --"],
    ['regex metacharacters', '.*+?^${}()|[]\\'],
    ['mixed scripts', 'Tanvir তানভীর ১২৩'],
    ['one letter, 200 times', 'a.'.repeat(100)],
    ['200 characters, one word', 'x'.repeat(200)],
    ['500 characters', 'tanvir '.repeat(72).slice(0, 500)],
  ];
  const staffQuery =
    'query($q: String!) { staffSearch(q: $q) { kind id reference title createdAt } }';
  for (const [label, q] of staffShapes)
    cases.push({
      label: `staffSearch ${label}`,
      run: async () => {
        const data = await graphql(app.url, staffQuery, { q }, token);
        return data.refused ? data : data.staffSearch;
      },
      sum: (a) => (a.refused ? `refused: ${a.refused}` : `${a.length} hits`),
    });

  const chosen = cases.filter((c) => c.label.includes(ONLY));
  console.log(
    `\n${TRIES} tries per case after one warm-up, over HTTP, page size ${PAGE_SIZE}, ` +
      `${ROWS.toLocaleString('en')} rows per table; load average ${loadavg()} on ` +
      `${os.cpus().length} cores`,
  );
  console.log(`${'case'.padEnd(52)}   p50 ms   p99 ms   min ms  answer`);
  for (const c of chosen) {
    const { answer, times } = await timed(c.run);
    console.log(
      `${c.label.padEnd(52)} ${ms(median(times))} ${ms(p99(times))} ${ms(Math.min(...times))}  ` +
        c.sum(answer),
    );
  }
  console.log(`load average after: ${loadavg()}`);

  if (EXPLAIN) {
    // auto_explain in every new session of the app: restart it, run each case once.
    await db.query(`ALTER SYSTEM SET session_preload_libraries = 'auto_explain'`);
    for (const [name, value] of Object.entries({
      log_min_duration: '0',
      log_analyze: 'on',
      log_buffers: 'on',
      log_timing: 'on',
      log_nested_statements: 'on',
    }))
      await db.query(`ALTER SYSTEM SET auto_explain.${name} = '${value}'`);
    await db.query('SELECT pg_reload_conf()');
    await app.stop();
    app = await startApp({ env });
    token = await login();
    const out = [];
    for (const c of chosen) {
      await c.run(); // warm
      pgLog.length = 0;
      capturing = true;
      const answer = await c.run();
      // The log arrives a moment after the answer.
      await new Promise((r) => setTimeout(r, 300));
      capturing = false;
      out.push(`\n===== ${c.label}: ${c.sum(answer)}\n${pgLog.join('\n')}`);
    }
    await db.query('ALTER SYSTEM RESET session_preload_libraries');
    await db.query('ALTER SYSTEM RESET ALL');
    await db.query('SELECT pg_reload_conf()');
    fs.writeFileSync(EXPLAIN, out.join('\n'));
    console.log(`plans of every case written to ${EXPLAIN}`);
  }
} finally {
  await cleanUp();
}
