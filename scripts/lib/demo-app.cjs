/* The built app (server/dist + client/dist) on a free port with a fresh embedded PostgreSQL and
   demo content: the browser journeys' app (e2e/support/global-setup.cjs) and the benchmarks'.
   Says loudly when Chromium is missing. */
const fs = require('node:fs');
const path = require('node:path');
const { ROOT, startApp } = require('./processes.cjs');

const ADMIN_PASSWORD = 'e2e-admin-password';

function chromiumPath() {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter(Boolean);
  return candidates.find((p) => fs.existsSync(p));
}

async function startDemoApp() {
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
  const app = await startApp({
    env: {
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD,
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
      SEED_DEMO: 'true',
      PUBLIC_WRITE_LIMIT_PER_MIN: '1000',
      // Every journey's pages send field data from this one address.
      VITALS_LIMIT_PER_MIN: '100000',
    },
  });
  process.env.E2E_BASE_URL = app.url;
  process.env.E2E_CHROME = chrome;
  process.env.E2E_ADMIN_PASSWORD = ADMIN_PASSWORD;
  globalThis.__E2E_APP__ = app;
}

/* Stops it with SIGTERM (it stops its embedded PostgreSQL) and removes its data. */
async function stopDemoApp() {
  const app = globalThis.__E2E_APP__;
  if (app) await app.stop();
}

module.exports = { startDemoApp, stopDemoApp };
