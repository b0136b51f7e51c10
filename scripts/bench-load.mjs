// `npm run bench:load`: many staff at once (PRODUCT.md §21) reading the three inbox lists in
// turn, page 1 as the back office's tables ask for it, signed in, against the built app on
// loopback with a fresh embedded PostgreSQL and the demo data. Two runs, both printed:
// - the target (open loop, scripts/bench/open-loop.mjs): 200 staff, each asking about once a
//   second (a random 0.5-1.5 s between planned requests), each over its own connection, 30 s;
//   latency from the planned time to the answer. Target: 0 errors, p99 < 100 ms.
// - saturation (closed loop, autocannon): 200 connections that ask again the moment an answer
//   lands. Its req/s is the most one process serves; its latency is the queue (200 / req/s).
// Errors: socket errors, timeouts, non-2xx answers and answers carrying GraphQL errors. Prints the
// load average. It builds nothing: run `npm run build` first.
// env: LOAD_CONNECTIONS (200), LOAD_SECONDS (30), LOAD_WARMUP (3), LOAD_GAP_MS (1000).
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openLoop, percentile } from './bench/open-loop.mjs';
import processes from './lib/processes.cjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const dist = path.join(root, 'server', 'dist');
if (!fs.existsSync(path.join(dist, 'main.js'))) {
  console.error('server/dist is missing: run `npm run build` first');
  process.exit(1);
}
const { startEmbeddedPostgres } = require(path.join(dist, 'database', 'embedded.js'));
const { createLogger } = require(path.join(dist, 'logger.js'));

const env = (name, fallback) => Number(process.env[name] ?? fallback);
const CONNECTIONS = env('LOAD_CONNECTIONS', 200);
const SECONDS = env('LOAD_SECONDS', 30);
const WARMUP = env('LOAD_WARMUP', 3);
const GAP_MS = env('LOAD_GAP_MS', 1000);

// The back office's three inbox tables, page 1, with the fields each table shows
// (client/src/admin/*/…Documents.ts: their staff fragments).
const LISTS = {
  contactMessages:
    'id reference name contactNumber email subject message status statusNote visitorNote createdAt',
  reservations:
    'id reference kind departureLocation destinationLocation passengerName email mobile numberOfPassengers journeyDate bookingDocument { id fileName mimeType size downloadUrl } status statusNote visitorNote',
  registrationRequests:
    'id reference kind name countryCode phone email city details { vehicleType businessName fleetSize productCategory } status statusNote visitorNote createdAt',
};
const body = (list) =>
  JSON.stringify({
    query: `{ list: ${list}(page: 1, pageSize: 10) { total totalIsExact items { ${LISTS[list]} } } }`,
  });

const loadavg = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'digitalride-bench-load-'));
fs.chmodSync(work, 0o755);
const started = [];

async function main() {
  const db = await startEmbeddedPostgres(path.join(work, 'pg'), createLogger('warn', false), {
    persistent: false,
  });
  started.push(() => db.stop());
  const password = 'bench-password';
  const app = await processes.startApp({
    env: {
      NODE_ENV: 'production',
      DATABASE_URL: db.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_PASSWORD: password,
      REQUIRE_2FA: 'none',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'info',
    },
    logFile: path.join(work, 'app.log'),
  });
  started.push(() => app.stop());
  const url = `${app.url}/graphql`;
  const login = await (
    await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation($u:String!,$p:String!){login(username:$u,password:$p){accessToken}}',
        variables: { u: 'admin', p: password },
      }),
    })
  ).json();
  const headers = {
    'content-type': 'application/json',
    authorization: `Bearer ${login.data.login.accessToken}`,
  };
  // Each list answers rows once, without errors, before the load.
  for (const list of Object.keys(LISTS)) {
    const res = await fetch(url, { method: 'POST', headers, body: body(list) });
    const json = await res.json();
    if (!res.ok || json.errors) throw new Error(`${list}: ${res.status} ${JSON.stringify(json)}`);
    console.log(`${list}: ${json.data.list.items.length} rows, total ${json.data.list.total}`);
  }

  console.log(`load average ${loadavg()} (${os.cpus().length} CPUs), Node ${process.version}`);
  await openRun(url, headers);
  await closedRun(url, headers);
}

/** The target: staff who ask about once a second each (open loop). */
async function openRun(url, headers) {
  const requests = Object.keys(LISTS).map((list) => ({
    headers,
    body: body(list),
    check: (status, text) =>
      status !== 200 ? 'non-2xx' : text.includes('"errors"') ? 'GraphQL' : null,
  }));
  const run = (seconds) =>
    openLoop({ url, clients: CONNECTIONS, seconds, requests, meanGapMs: GAP_MS });
  await run(WARMUP);
  console.log(
    `\nopen loop: ${CONNECTIONS} signed-in staff, each a request every ${GAP_MS / 2}-${(GAP_MS * 3) / 2} ms (mean ${GAP_MS}), ${SECONDS} s`,
  );
  const { latencies, errors, sent } = await run(SECONDS);
  console.log(`load average ${loadavg()} at the end`);
  const errorCount = Object.values(errors).reduce((a, b) => a + b, 0);
  const ms = (p) => percentile(latencies, p).toFixed(1);
  console.log(
    [
      `requests ${sent}, ${(sent / SECONDS).toFixed(0)} req/s offered`,
      `latency p50 ${ms(50)} ms, p90 ${ms(90)} ms, p99 ${ms(99)} ms, max ${ms(100)} ms`,
      `errors ${errorCount} ${JSON.stringify(errors)}`,
      `target: 0 errors and p99 < 100 ms: ${errorCount === 0 && percentile(latencies, 99) < 100 ? 'met' : 'MISSED'}`,
    ].join('\n'),
  );
}

/** Saturation: as many requests as the server answers, none waiting for a person (closed loop). */
async function closedRun(url, headers) {
  let gqlErrors = 0;
  const requests = Object.keys(LISTS).map((list) => ({
    method: 'POST',
    headers,
    body: body(list),
    onResponse: (status, text) => {
      if (status === 200 && text.includes('"errors"')) gqlErrors++;
    },
  }));
  const options = { url, connections: CONNECTIONS, requests, timeout: 10 };
  await autocannon({ ...options, duration: WARMUP });
  gqlErrors = 0;
  console.log(
    `\nclosed loop (saturation): ${CONNECTIONS} connections asking again at once, ${SECONDS} s; load average ${loadavg()}`,
  );
  const res = await autocannon({ ...options, duration: SECONDS });
  console.log(`load average ${loadavg()} at the end`);
  const errors = res.errors + res.timeouts + res.non2xx + gqlErrors;
  console.log(
    [
      `requests ${res.requests.total}, ${res.requests.average.toFixed(0)} req/s`,
      `latency p50 ${res.latency.p50} ms, p90 ${res.latency.p90} ms, p99 ${res.latency.p99} ms, max ${res.latency.max} ms (the queue: ${CONNECTIONS} in flight)`,
      `errors ${errors} (socket ${res.errors}, timeouts ${res.timeouts}, non-2xx ${res.non2xx}, GraphQL ${gqlErrors})`,
    ].join('\n'),
  );
}

let exitCode = 0;
try {
  await main();
} catch (err) {
  console.error(err);
  console.error(`logs in ${work}`);
  exitCode = 1;
} finally {
  for (const stop of started.reverse()) await stop().catch((err) => console.error(err));
  if (exitCode === 0) fs.rmSync(work, { recursive: true, force: true });
  process.exit(exitCode);
}
