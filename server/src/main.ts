import 'reflect-metadata';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { databaseUrls, loadConfigOrExit, type Config } from './config';
import { tooPrivileged } from './database/app-role';
import { openDatabase } from './database/data-source';
import { startEmbeddedPostgres } from './database/embedded';
import { seedDatabase } from './database/seed';
import { withStartupLock } from './database/startup-lock';
import { createApolloServer } from './graphql/server';
import { createLogger, prettyLogs, type Logger } from './logger';
import { JobQueue } from './jobs/queue';
import { attachRealtime } from './graphql/ws';
import { createDeps } from './deps';
import { allEntities, appSchema, createServices, features, startWorkers } from './features';
import { Drain, stopAccepting, whileStarting } from './http/drain';

type Cleanup = { name: string; run: () => Promise<unknown> };

/**
 * Starts everything in order and registers how to undo each step, so that a failure half-way
 * or a signal at any moment stops what was started — no PostgreSQL is ever left behind.
 */
export async function startApp(
  config: Config,
  log: Logger,
  cleanups: Cleanup[],
  drain = new Drain(),
) {
  const t0 = Date.now();
  // Listening first: until the app below takes over, /healthz says "up" and /readyz "starting".
  const httpServer = http.createServer(whileStarting);
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.PORT, config.HOST, resolve);
  });
  cleanups.push({
    name: 'HTTP listener',
    run: () =>
      new Promise((resolve) =>
        httpServer.listening ? httpServer.close(resolve) : resolve(undefined),
      ),
  });
  let urls = databaseUrls(config);
  if (!urls) {
    const pg = await startEmbeddedPostgres(path.join(config.DATA_DIR, 'pg'), log);
    cleanups.push({ name: 'embedded PostgreSQL', run: () => pg.stop() });
    urls = { owner: pg.url, app: pg.appUrl };
  }
  const ds = await openDatabase(urls, allEntities());
  cleanups.push({ name: 'database pool', run: () => ds.destroy() });
  const privileged = await tooPrivileged(ds);
  if (privileged) log.warn(privileged);

  const jobs = await JobQueue.start({
    connectionString: urls.app,
    ownerConnectionString: urls.owner,
    log,
  });
  cleanups.push({ name: 'job queue', run: () => jobs.stop() });
  const deps = createDeps(ds, config, log, { jobs });
  cleanups.push({ name: 'limits pool', run: () => deps.pool.end() });
  const services = createServices(deps);
  await services.bus.start();
  cleanups.push({ name: 'event listener', run: () => services.bus.close() });
  await services.publishing.start();
  cleanups.push({ name: 'publishing clock', run: async () => services.publishing.stop() });
  await services.storage.store.check();
  cleanups.push({ name: 'object store', run: async () => services.storage.store.close() });
  // Replicas starting together take turns: seeding, and pg-boss's creation of each queue.
  await withStartupLock(ds, async () => {
    await seedDatabase(services, log, features);
    await startWorkers(jobs, services);
  });
  await jobs.endSetUp();

  const schema = await appSchema();
  const apollo = await createApolloServer(config, log, httpServer, schema);
  // Apollo's drain plugin stops accepting connections and waits for requests in flight. After a
  // drain (SIGTERM), the connections already accepted end on their own first (stopAccepting).
  cleanups.push({
    name: 'HTTP server',
    run: async () => {
      if (drain.reason) await stopAccepting(httpServer, config.SHUTDOWN_DRAIN_MS);
      await apollo.stop();
    },
  });
  httpServer.off('request', whileStarting);
  httpServer.on('request', createApp({ services, ds, apollo, drain }));
  const realtime = await attachRealtime(httpServer, services, schema);
  // Runs before the HTTP server's drain (cleanups run in reverse): open sockets would hold it.
  cleanups.push({ name: 'WebSocket subscriptions', run: () => realtime.close() });
  const { port } = httpServer.address() as AddressInfo;
  log.info({ port, ms: Date.now() - t0 }, `DigitalRideWeb is ready on http://localhost:${port}`);
  return { port };
}

/** Entry point of `npm start` (scripts/start.mjs) and of `node server/dist/main.js`. */
export function main() {
  const config = loadConfigOrExit();
  const log = createLogger(config.LOG_LEVEL, prettyLogs(config.isProduction));
  const cleanups: Cleanup[] = [];
  let stopping: Promise<void> | undefined;
  const drain = new Drain();
  let started = false;

  const startup = startApp(config, log, cleanups, drain).then(() => (started = true));

  const shutdown = (reason: string, code: number) => {
    stopping ??= (async () => {
      log.info({ reason }, 'shutting down');
      await startup.catch(() => undefined); // let a half-done start-up register what it started
      if (reason === 'SIGTERM' && started && config.SHUTDOWN_DRAIN_MS > 0) {
        // A load balancer stops sending here; what it sent meanwhile is still answered.
        drain.start(`stopping (${reason})`);
        log.info({ ms: config.SHUTDOWN_DRAIN_MS }, 'draining before closing');
        await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS));
      }
      for (const step of cleanups.reverse()) {
        try {
          log.debug({ step: step.name }, 'stopping');
          await step.run();
        } catch (err) {
          log.error({ err, step: step.name }, 'shutdown step failed');
        }
      }
      log.flush?.();
      process.exit(code);
    })();
    return stopping;
  };

  process.on('SIGINT', () => void shutdown('SIGINT', 0));
  process.on('SIGTERM', () => void shutdown('SIGTERM', 0));
  process.on('uncaughtException', (err) => {
    log.fatal({ err }, 'uncaught exception');
    void shutdown('uncaught exception', 1);
  });
  startup.catch((err) => {
    log.fatal({ err }, 'start-up failed');
    void shutdown('start-up failure', 1);
  });
}

if (require.main === module) main();
