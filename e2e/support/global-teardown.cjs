/* Stops the app with SIGTERM (it stops its embedded PostgreSQL) and removes its data. */
module.exports = async function globalTeardown() {
  const app = globalThis.__E2E_APP__;
  if (app) await app.stop();
};
