/* Starts the built app (server/dist + client/dist) on a free port with a fresh embedded
   PostgreSQL and demo content, for the browser journeys. Says loudly when Chromium is missing. */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');
const ADMIN_PASSWORD = 'e2e-admin-password';

function chromiumPath() {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter(Boolean);
  return candidates.find((p) => fs.existsSync(p));
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child, logs, timeoutMs = 90000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null)
      throw new Error(`the app exited during start-up:\n${logs.join('')}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the app did not become healthy in ${timeoutMs} ms:\n${logs.join('')}`);
}

module.exports = async function globalSetup() {
  const chrome = chromiumPath();
  if (!chrome) {
    const line =
      '!!! BROWSER TESTS SKIPPED: no Chromium found. Install one with `apt-get install -y chromium` or set CHROME_PATH. !!!';
    if (process.env.E2E_REQUIRED === '1')
      throw new Error(`${line} (E2E_REQUIRED=1 makes this a failure)`);
    console.warn(`\n${'!'.repeat(line.length)}\n${line}\n${'!'.repeat(line.length)}\n`);
    process.env.E2E_CHROME = '';
    return;
  }
  for (const f of [
    'server/dist/main.js',
    'client/dist/index.html',
    'client/dist-ssr/entry-server.cjs',
  ]) {
    if (!fs.existsSync(path.join(ROOT, f)))
      throw new Error(`${f} is missing: run \`npm run build\` first`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'digitalride-e2e-'));
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const logs = [];
  const child = spawn(process.execPath, [path.join(ROOT, 'server/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD,
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      PUBLIC_WRITE_LIMIT_PER_MIN: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => logs.push(String(d)));
  child.stderr.on('data', (d) => logs.push(String(d)));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child, logs);
  } catch (err) {
    child.kill('SIGTERM');
    throw err;
  }
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_CHROME = chrome;
  process.env.E2E_ADMIN_PASSWORD = ADMIN_PASSWORD;
  globalThis.__E2E_APP__ = { child, dataDir, logs };
};
