// npm run bench:late — the inbox's "Late" view at 1,000,000 contact messages (issue 51). Starts an
// embedded PostgreSQL and the built app on it (`npm run build` first), seeds 1M messages one
// minute apart (lib/big-tables.mjs), leaves one in 20 unanswered, and times:
//   before: the deadline worked out per row at read time — every unanswered row read and its
//           working-hours deadline computed (deadline.ts), as a list without the column must;
//   after:  contactMessages(late: true) over HTTP, reading the stored reply_by (partial index),
//           and page 1 of the whole list with each row's clock (replyClock).
//   saved views: the sidebar's savedViews, counting a Late view and a status view.
// Also how long the start's recompute of every open row takes (the reply-clock job). Prints p50,
// p99 and the fastest try with the load average. Target: p50 < 100 ms.
// usage: node scripts/bench-late.mjs [--rows 1000000] [--tries 21]
import os from 'node:os';
import path from 'node:path';
import { arg, builtServer, graphqlData, scratch, tries } from './bench/big-app.mjs';
import { loadavg, median, ms, p99 } from './bench/timing.mjs';
import { seed } from './lib/big-tables.mjs';

const ROWS = Number(arg('rows', 1_000_000));
const TRIES = Number(arg('tries', 21));
const PASSWORD = 'bench-late-password';
const { fromDist, startApp, Client } = builtServer();
const { startEmbeddedPostgres } = fromDist('database/embedded.js');
const { dueAt } = fromDist('features/service-levels/deadline.js');

const quiet = { info() {}, warn: console.warn, debug() {}, error: console.error };
const { dir: tmp, cleanups, cleanUp } = scratch('bench-late');

async function timed(label, run, sum, count = TRIES) {
  const { answer, times } = await tries(run, count);
  console.log(
    `${label.padEnd(44)} ${ms(median(times))} ${ms(p99(times))} ${ms(Math.min(...times))}  ${sum(answer)}`,
  );
}

try {
  const pg = await startEmbeddedPostgres(path.join(tmp, 'pg'), quiet);
  cleanups.push(() => pg.stop());
  const env = { DATABASE_URL: pg.url, ADMIN_PASSWORD: PASSWORD, SEED_DEMO: 'false' };
  let app = await startApp({ env: { ...env, LOG_LEVEL: 'warn' } });
  cleanups.push(() => app.stop());
  const db = new Client({ connectionString: pg.url });
  await db.connect();
  cleanups.push(() => db.end());

  let t0 = performance.now();
  await seed(db, ROWS, ['contact_messages']);
  // One in 20 unanswered: the rest answered (no clock), as in a working inbox.
  await db.query(`UPDATE contact_messages SET status = 'DONE' WHERE id % 20 <> 0`);
  await db.query('VACUUM ANALYZE contact_messages');
  console.log(
    `seeded ${ROWS.toLocaleString('en')} messages in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  // The start's reply-clock job works out every open row: restart and wait for it.
  await app.stop();
  t0 = performance.now();
  app = await startApp({ env: { ...env, LOG_LEVEL: 'warn' } });
  const open = ROWS / 20;
  for (;;) {
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM contact_messages WHERE reply_by IS NOT NULL`,
    );
    if (rows[0].n >= open) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  console.log(
    `start to every open row's reply_by (${open.toLocaleString('en')} rows): ` +
      `${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  await db.query('VACUUM ANALYZE contact_messages');

  const token = (
    await graphqlData(
      app.url,
      'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { accessToken } }',
      { u: 'admin', p: PASSWORD },
    )
  ).login.accessToken;

  console.log(
    `\n${TRIES} tries per case after one warm-up, page size 10, ${ROWS.toLocaleString('en')} ` +
      `messages; load average ${loadavg()} on ${os.cpus().length} cores`,
  );
  console.log(`${'case'.padEnd(44)}   p50 ms   p99 ms   min ms  answer`);
  const week = {
    timeZone: 'Asia/Dhaka',
    days: [0, 1, 2, 3, 4],
    start: 540,
    end: 1080,
    holidays: new Set(
      (await db.query(`SELECT to_char(date, 'YYYY-MM-DD') AS d FROM holidays`)).rows.map(
        (r) => r.d,
      ),
    ),
  };
  await timed(
    'before: open rows read, deadline per row',
    async () => {
      const { rows } = await db.query(
        `SELECT id, created_at FROM contact_messages WHERE status = 'NEW' ORDER BY created_at DESC`,
      );
      const now = Date.now();
      return rows.filter((r) => dueAt(week, r.created_at, 4).getTime() < now).length;
    },
    (n) => `${n} late`,
    5,
  );
  const LIST = `query($late: Boolean, $clock: Boolean!) {
    contactMessages(late: $late, page: 1, pageSize: 10) {
      total totalIsExact
      items { id name subject status replyBy replyClock @include(if: $clock) { minutesLeft tone } }
    }
  }`;
  const list = (vars) => async () =>
    (await graphqlData(app.url, LIST, vars, token)).contactMessages;
  const sum = (a) => `${a.total}${a.totalIsExact ? '' : '+'} total, ${a.items.length} rows`;
  await timed('after: Late view (late: true), with clocks', list({ late: true, clock: true }), sum);
  await timed('after: Late view (late: true), no clocks', list({ late: true, clock: false }), sum);
  await timed('page 1, every row, with clocks', list({ clock: true }), sum);
  await timed('page 1, every row, no clocks', list({ clock: false }), sum);
  // Saved views: the sidebar counts each (the Late view, a status) as the list would.
  const SAVE = `mutation($input: SavedViewInput!) { saveView(input: $input) { id count } }`;
  await graphqlData(app.url, SAVE, { input: { name: 'Late', kind: 'MESSAGE', late: true } }, token);
  await graphqlData(
    app.url,
    SAVE,
    { input: { name: 'New', kind: 'MESSAGE', status: 'NEW' } },
    token,
  );
  await timed(
    'saved views: the sidebar (2 views, counted)',
    async () =>
      (await graphqlData(app.url, '{ savedViews { id name count } }', {}, token)).savedViews,
    (views) => views.map((v) => `${v.name} ${v.count}`).join(', '),
  );
  console.log(`load average after: ${loadavg()}`);
} finally {
  await cleanUp();
}
