/* Shared process helpers for tests, browser journeys and benchmarks: a free TCP port, the built
   app (server/dist/main.js) started on a fresh data folder and waited for, and stopping a process
   by pid. CommonJS so that jest global setups, ts-jest tests and .mjs scripts can all load it. */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');
const MAIN = path.join(ROOT, 'server', 'dist', 'main.js');

/** A TCP port free on 127.0.0.1 right now (the kernel picks it). */
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

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const pause = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Sends `signal` to `pid` and waits until it is gone; SIGKILL after `timeoutMs`.
 * Resolves true when it stopped on the first signal.
 */
async function stopPid(pid, { signal = 'SIGTERM', timeoutMs = 15000 } = {}) {
  if (!pid || !isAlive(pid)) return true;
  try {
    process.kill(pid, signal);
  } catch {
    return true;
  }
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (!isAlive(pid)) return true;
    await pause(50);
  }
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    /* gone meanwhile */
  }
  while (isAlive(pid)) await pause(50);
  return false;
}

/** Polls `${url}/readyz` until it answers 2xx (started, migrated, database and store reachable); fails early when `child` exits. */
async function waitHealthy(url, child, { timeoutMs = 90000, output = () => '' } = {}) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child && child.exitCode !== null)
      throw new Error(`the app exited during start-up (code ${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await pause(100);
  }
  throw new Error(`the app did not become healthy in ${timeoutMs} ms:\n${output()}`);
}

/**
 * Spawns the built app without waiting for it: on a free port (unless env.PORT is given), with a
 * fresh embedded-PostgreSQL data folder (unless `dataDir` is given), in development mode, without
 * demo content, unless `env` says otherwise. `stop()` ends it (SIGTERM, then SIGKILL) and removes
 * the data folder it created.
 */
async function spawnApp({ env = {}, dataDir, keepData = false, echo = false, logFile } = {}) {
  if (!fs.existsSync(MAIN)) throw new Error('server/dist/main.js is missing: run `npm run build`');
  const ownDir = !dataDir;
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'digitalride-app-'));
  fs.chmodSync(dir, 0o755);
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const chunks = [];
  // A log file keeps a busy app's output (a benchmark's request log) out of this process.
  const out = logFile ? fs.openSync(logFile, 'a') : 'pipe';
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // Tests and benchmarks stop their apps at once; the drain test asks for one (scale-out).
      SHUTDOWN_DRAIN_MS: '0',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', out, out],
  });
  if (logFile) fs.closeSync(out);
  const collect = (d) => {
    chunks.push(String(d));
    if (echo) process.stderr.write(d);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const output = () => (logFile ? fs.readFileSync(logFile, 'utf8') : chunks.join(''));
  async function stop({ signal = 'SIGTERM', timeoutMs = 15000 } = {}) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      await exited;
      clearTimeout(timer);
    }
    if (ownDir && !keepData) fs.rmSync(dir, { recursive: true, force: true });
  }
  return { url, port, child, dataDir: dir, output, exited, stop };
}

/** spawnApp() and wait for /readyz; stops the app again when it does not come up. */
async function startApp(options = {}) {
  const app = await spawnApp(options);
  try {
    await waitHealthy(app.url, app.child, { timeoutMs: options.timeoutMs, output: app.output });
  } catch (err) {
    await app.stop({ timeoutMs: 5000 });
    throw err;
  }
  return app;
}

module.exports = { ROOT, freePort, isAlive, stopPid, waitHealthy, spawnApp, startApp };
