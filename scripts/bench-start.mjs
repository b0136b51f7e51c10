// Measures the time from `npm start` to the first 200 on `/`, for a fresh data folder
// (embedded PostgreSQL initialised, migrations, admin and demo content) and for a second start.
// usage: node scripts/bench-start.mjs [--clean-build]   (--clean-build removes server/dist and client/dist first)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = 4000 + Math.floor(Math.random() * 500) + 500;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'digitalride-bench-'));
fs.chmodSync(dataDir, 0o755);

if (process.argv.includes('--clean-build')) {
  for (const d of ['server/dist', 'client/dist'])
    fs.rmSync(path.join(root, d), { recursive: true, force: true });
}

async function timeStart(label) {
  const t0 = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'bench-password',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
    detached: true,
  });
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { accept: 'text/html' } });
      if (res.status === 200) break;
    } catch {
      /* not yet */
    }
    if (performance.now() - t0 > 180_000) throw new Error('no 200 within 3 minutes');
    await new Promise((r) => setTimeout(r, 50));
  }
  const ms = performance.now() - t0;
  console.log(`${label}: first 200 after ${(ms / 1000).toFixed(2)} s`);
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid, 'SIGINT'); // like Ctrl-C: the whole process group
  await exited;
}

await timeStart(
  process.argv.includes('--clean-build')
    ? 'first start, building server and client'
    : 'first start (fresh database)',
);
await timeStart('second start');
fs.rmSync(dataDir, { recursive: true, force: true });
