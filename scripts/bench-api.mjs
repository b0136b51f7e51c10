// `npm run bench:api`: the app's read path against PostGraphile 4 (and PostGraphile 5 on
// Node ≥ 22, see bench/postgraphile5.mjs) and a raw node:http + pg server, all on one fresh
// embedded PostgreSQL with the demo data, in one run. It builds
// nothing: run `npm run build` first. Rounds alternate the targets (A B C A B C …) so that
// machine noise hits them alike; it prints medians over rounds and ratios within this run, and
// each server process's CPU time per request (steadier than req/s on a shared machine) and
// PostgreSQL's (all targets share it; it is measured while each target runs).
// env: BENCH_ROUNDS (5), BENCH_SECONDS (3), BENCH_WARMUP (2), BENCH_CONNECTIONS (10),
//      BENCH_ONLY=<part of a target name> runs only the matching targets and their peers,
//      BENCH_PROFILE=<dir> runs the app under `node --cpu-prof` and leaves the profile there.
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import processes from './lib/processes.cjs';
import { spawnLogged, waitFor } from './bench/process.mjs';
import { postGraphile5Runs, startPostGraphile5 } from './bench/postgraphile5.mjs';
import { cpuMs, postgresCpuMs } from './bench/cpu.mjs';
import { benchTargets, RATIOS } from './bench/targets.mjs';
import { report } from './bench/report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const dist = path.join(root, 'server', 'dist');
if (!fs.existsSync(path.join(dist, 'main.js'))) {
  console.error('server/dist is missing: run `npm run build` first');
  process.exit(1);
}
const { startEmbeddedPostgres } = require(path.join(dist, 'database', 'embedded.js'));
const { freePort, startApp, stopPid } = processes;
const { createLogger } = require(path.join(dist, 'logger.js'));

const env = (name, fallback) => Number(process.env[name] ?? fallback);
const ROUNDS = env('BENCH_ROUNDS', 5);
const SECONDS = env('BENCH_SECONDS', 3);
const WARMUP = env('BENCH_WARMUP', 2);
const CONNECTIONS = env('BENCH_CONNECTIONS', 10);

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'digitalride-bench-api-'));
fs.chmodSync(work, 0o755);
const log = createLogger('warn', false);
const started = [];

async function main() {
  const db = await startEmbeddedPostgres(path.join(work, 'pg'), log, { persistent: false });
  started.push(() => db.stop());
  const postmaster = Number(
    fs.readFileSync(path.join(db.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  const [pgqlPort, pg5Port, rawPort] = [await freePort(), await freePort(), await freePort()];
  const password = 'bench-password';
  const profile = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : null;

  // The app first, with its defaults (LOG_LEVEL info, demo content): its migrations and seed
  // fill the database the others read.
  const app = await startApp({
    env: {
      NODE_ENV: 'production',
      DATABASE_URL: db.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_PASSWORD: password,
      // The bench reads as a signed-in admin with a password only; the session check still
      // reads the account's two-step state on every request.
      REQUIRE_2FA: 'none',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'info',
      ...(profile
        ? {
            NODE_OPTIONS: `--require ${path.join(root, 'scripts', 'bench', 'cpu-profile.cjs')}`,
            BENCH_PROFILE_DIR: profile,
          }
        : {}),
    },
    logFile: path.join(work, 'app.log'),
  });
  started.push(() => app.stop());
  const a = app.url;

  const pgql = spawnLogged(
    [
      ...['-r', path.join(root, 'scripts', 'bench', 'one-graphql.cjs')],
      path.join(root, 'node_modules', 'postgraphile', 'cli.js'),
      ...['-c', db.url, '-s', 'public', '-p', String(pgqlPort), '-n', '127.0.0.1'],
      '--disable-query-log',
    ],
    {},
    path.join(work, 'postgraphile.log'),
  );
  started.push(() => stopPid(pgql.pid));
  const raw = spawnLogged(
    [path.join(root, 'scripts', 'bench', 'raw-baseline.mjs'), db.url, String(rawPort)],
    {},
    path.join(work, 'raw.log'),
  );
  started.push(() => stopPid(raw.pid));
  const p = `http://127.0.0.1:${pgqlPort}`;
  const r = `http://127.0.0.1:${rawPort}`;
  await waitFor(`${r}/news-page`, raw);
  await waitFor(`${p}/graphql`, pgql, { method: 'POST', query: '{__typename}' });
  const pg5 = postGraphile5Runs()
    ? startPostGraphile5(db.url, pg5Port, path.join(work, 'postgraphile5.log'))
    : null;
  const p5 = `http://127.0.0.1:${pg5Port}`;
  if (pg5) {
    started.push(() => stopPid(pg5.pid));
    await waitFor(`${p5}/graphql`, pg5, { method: 'POST', query: '{__typename}' });
  } else {
    console.log(`PostGraphile 5 needs Node ≥ 22 (this is ${process.version}): left out`);
  }

  const login = await gql(`${a}/graphql`, {
    query: 'mutation($u:String!,$p:String!){login(username:$u,password:$p){accessToken}}',
    variables: { u: 'admin', p: password },
  });
  const admin = { authorization: `Bearer ${login.data.login.accessToken}` };

  const targets = benchTargets({ a, p, p5: pg5 ? p5 : null, r, admin });
  // e.g. "signed in": the signed-in paths alone, with the peers they are compared with.
  const only = process.env.BENCH_ONLY;
  if (only) {
    const chosen = new Set(targets.filter((t) => t.name.includes(only)).map((t) => t.name));
    for (const [ours, peer] of RATIOS) if (chosen.has(ours)) chosen.add(peer);
    targets.splice(0, targets.length, ...targets.filter((t) => chosen.has(t.name)));
  }
  const pids = { [a]: app.child.pid, [p]: pgql.pid, [p5]: pg5?.pid, [r]: raw.pid };
  for (const t of targets) {
    t.pid = pids[new URL(t.url).origin];
    t.opts = {
      url: t.url,
      method: t.body ? 'POST' : 'GET',
      headers: { ...(t.body ? { 'content-type': 'application/json' } : {}), ...t.headers },
      body: t.body ? JSON.stringify(t.body) : undefined,
      connections: CONNECTIONS,
    };
    t.rowCount = await checkOnce(t);
    t.rounds = [];
  }
  const sameRows = (names) => {
    const counts = new Set(
      targets.filter((t) => names.some((n) => t.name.includes(n))).map((t) => t.rowCount),
    );
    if (counts.size > 1)
      throw new Error(`row counts differ among ${names.join(', ')}: ${[...counts]}`);
  };
  sameRows(['news page']);
  sameRows(['/api/news']);
  sameRows(['contactMessages']);
  sameRows(['reservations']);
  sameRows(['registrationRequests']);

  console.log(
    `load average ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')} (${os.cpus().length} CPUs)`,
  );
  console.log(
    `${ROUNDS} rounds × ${targets.length} targets × ${SECONDS}s, ${CONNECTIONS} connections, warm-up ${WARMUP}s each`,
  );
  for (const t of targets) await autocannon({ ...t.opts, duration: WARMUP });
  for (let round = 1; round <= ROUNDS; round++) {
    for (const t of targets) {
      const cpu0 = cpuMs(t.pid);
      const pg0 = postgresCpuMs(postmaster);
      const res = await autocannon({ ...t.opts, duration: SECONDS });
      if (res.non2xx || res.errors)
        throw new Error(`${t.name}: ${res.non2xx} non-2xx, ${res.errors} errors`);
      t.rounds.push({
        rps: res.requests.average,
        p50: res.latency.p50,
        p99: res.latency.p99,
        cpuUs: ((cpuMs(t.pid) - cpu0) * 1000) / res.requests.total,
        pgUs: ((postgresCpuMs(postmaster) - pg0) * 1000) / res.requests.total,
      });
    }
    process.stdout.write(`round ${round}/${ROUNDS} done\n`);
  }

  console.log(
    `load average ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')} at the end`,
  );
  report(targets);
}

async function gql(url, body, headers = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (json.errors) throw new Error(`${url}: ${JSON.stringify(json.errors)}`);
  return json;
}

/** One request per target before timing: right status, no GraphQL errors, how many rows. */
async function checkOnce(t) {
  const res = await fetch(t.opts.url, {
    method: t.opts.method,
    headers: t.opts.headers,
    body: t.opts.body,
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${t.name}: HTTP ${res.status} ${text.slice(0, 300)}`);
  const json = JSON.parse(text);
  if (json.errors) throw new Error(`${t.name}: ${JSON.stringify(json.errors)}`);
  return t.rows(json);
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
