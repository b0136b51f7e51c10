const fs = require('node:fs');

/* Stops the app with SIGTERM (it stops its embedded PostgreSQL) and removes its data. */
module.exports = async function globalTeardown() {
  const app = globalThis.__E2E_APP__;
  if (!app) return;
  const exited = new Promise((resolve) => app.child.once('exit', resolve));
  app.child.kill('SIGTERM');
  const timer = setTimeout(() => app.child.kill('SIGKILL'), 15000);
  await exited;
  clearTimeout(timer);
  fs.rmSync(app.dataDir, { recursive: true, force: true });
};
