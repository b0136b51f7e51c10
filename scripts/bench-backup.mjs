// npm run bench:backup — how long `npm run backup` and `npm run restore` take, and how big a
// snapshot is: for the demo data, and for 1,000,000 contact messages (seeded as bench:pages does).
// Each case starts the built app (`npm run build` first) on a throw-away embedded PostgreSQL,
// backs it up while it runs (BACKUP_DIR in a temp folder), stops it, and restores the snapshot
// into a fresh data folder. Times are wall-clock of the whole command (Node's start included).
// It asserts nothing; figures go to docs/benchmarks.md with the load average.
// usage: node scripts/bench-backup.mjs [--rows 1000000]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { seed } from './lib/big-tables.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ROWS = arg('rows', 1_000_000);
const CLI = path.join(root, 'server/dist/backup/cli.js');
if (!fs.existsSync(CLI)) {
  console.error('server/dist is missing: run `npm run build` first');
  process.exit(1);
}
const { startApp } = require('./lib/processes.cjs');
const { Client } = require(require.resolve('pg', { paths: [path.join(root, 'server')] }));

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'digitalride-bench-backup-'));
fs.chmodSync(tmp, 0o755);
let app;
const cleanUp = async () => {
  await app?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
};
process.on('SIGINT', () => cleanUp().finally(() => process.exit(130)));

/** Runs the backup CLI; resolves with its wall time in seconds and what it printed. */
function cli(env, ...args) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) =>
      code === 0
        ? resolve({ s: (performance.now() - t0) / 1000, out: out.trim() })
        : reject(new Error(`${args.join(' ')} exited ${code}: ${out}`)),
    );
  });
}

function megabytes(dir) {
  let bytes = 0;
  for (const f of fs.readdirSync(dir, { recursive: true })) {
    const st = fs.statSync(path.join(dir, f));
    if (st.isFile()) bytes += st.size;
  }
  return bytes / 1e6;
}

async function measure(label, { demo, rows }) {
  const dir = path.join(tmp, label);
  const dataDir = path.join(dir, 'data');
  const env = { DATA_DIR: dataDir, BACKUP_DIR: path.join(dir, 'backups') };
  fs.mkdirSync(dataDir, { recursive: true });
  app = await startApp({
    dataDir,
    keepData: true,
    env: { ...env, SEED_DEMO: String(demo), LOG_LEVEL: 'warn' },
  });
  if (rows) {
    const port = fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3];
    const db = new Client({
      connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/digitalride`,
    });
    await db.connect();
    const t0 = performance.now();
    await seed(db, rows, ['contact_messages']);
    const { rows: size } = await db.query('SELECT pg_database_size(current_database()) AS b');
    await db.end();
    console.log(
      `${label}: seeded ${rows.toLocaleString('en')} contact messages in ` +
        `${((performance.now() - t0) / 1000).toFixed(1)} s (database ${(size[0].b / 1e6).toFixed(0)} MB)`,
    );
  }
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  const before = load();
  const backup = await cli(env, 'backup');
  const name = /Snapshot (\S+)/.exec(backup.out)[1];
  const mb = megabytes(path.join(env.BACKUP_DIR, name));
  await app.stop();
  app = undefined;
  fs.rmSync(dataDir, { recursive: true, force: true });
  const restore = await cli({ ...env, DATA_DIR: path.join(dir, 'restored') }, 'restore', name);
  console.log(
    `${label}: backup ${backup.s.toFixed(1)} s, snapshot ${mb.toFixed(1)} MB; ` +
      `restore ${restore.s.toFixed(1)} s (load average before ${before}, after ${load()})\n` +
      `  ${backup.out}\n  ${restore.out}`,
  );
  fs.rmSync(dir, { recursive: true, force: true });
}

try {
  console.log(`${new Date().toISOString()} on ${os.cpus().length} cores, Node ${process.version}`);
  await measure('demo data', { demo: true, rows: 0 });
  if (ROWS > 0) await measure(`${ROWS.toLocaleString('en')} messages`, { demo: false, rows: ROWS });
} finally {
  await cleanUp();
}
