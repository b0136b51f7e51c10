import 'reflect-metadata';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import sharp from 'sharp';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { createApp } from '../app';
import { loadConfig, type Config } from '../config';
import { createDataSource, openDatabase } from '../database/data-source';
import { REFERENCE_TABLES } from '../features/vehicles';
import { LIMITS_TABLE } from '../limits';
import { createApolloServer } from '../graphql/server';
import { createLogger } from '../logger';
import { createDeps } from '../deps';
import { allEntities, appSchema, createServices, startWorkers } from '../features';
import { JobQueue, type JobQueueOptions } from '../jobs/queue';
import type { Services } from '../services';
import type { Area } from '../storage';

export const ADMIN = { username: 'admin', password: 'correct-horse-battery' };
export const JWT_SECRET = 'test-secret-test-secret-test-secret-0123';
/** The admin's session that reset() recreates (adminToken's `sid`). */
const ADMIN_SID = '00000000-0000-4000-8000-000000000001';
/** The admin recreated by reset(), as services take it when staff act. */
export const ADMIN_ACTOR = { id: 1, username: ADMIN.username, role: 'admin', sid: ADMIN_SID };

export interface TestApp {
  app: http.RequestListener;
  /** the owner's connection, for a test's own fixtures and checks */
  ds: DataSource;
  /** the connection the app serves with: the app role's, or `ds` with `{ appRole: false }` */
  served: DataSource;
  services: Services;
  config: Config;
  /** Names of the stored objects in an area, whichever store the app uses. */
  objects(area: Area): Promise<string[]>;
  /** Empties every table but the reference data and the store, and recreates the admin. */
  reset(): Promise<void>;
  /**
   * ANALYZE, after a bulk insert, as after any bulk load: a worker's database keeps the
   * statistics of an earlier test file (reset()'s TRUNCATE leaves them), so PostgreSQL plans a
   * 10,000-row table as a few rows. A filtered search then ran a nested loop for 18 s (CI, fa90e19).
   */
  analyze(): Promise<void>;
  /** A token of the admin's session recreated by reset(). */
  adminToken(): string;
  /**
   * Creates a staff account (password `${username}-password`, already changed by its owner) and
   * answers a token (a new session).
   */
  staffToken(username: string, role: 'admin' | 'editor' | 'compliance'): Promise<string>;
  /** POST /graphql as JSON */
  gql(query: string, variables?: Record<string, unknown>, token?: string): request.Test;
  close(): Promise<void>;
}

/** Each jest worker gets its own database on the test server, so test files can run in parallel. */
async function workerDatabase(base: string): Promise<string> {
  const url = new URL(base);
  const name = `${url.pathname.slice(1)}_w${process.env.JEST_WORKER_ID ?? '1'}`;
  const client = new Client({ connectionString: base });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!found.rowCount) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

/** The URL of this worker's app role (made on first use; grants come with openDatabase). */
async function appRoleUrl(ownerUrl: string): Promise<string> {
  const url = new URL(ownerUrl);
  url.username = `drw_app_w${process.env.JEST_WORKER_ID ?? '1'}`;
  url.password = 'app-role-password';
  const client = new Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [url.username]);
    if (!found.rowCount)
      await client.query(`CREATE ROLE ${url.username} LOGIN PASSWORD '${url.password}'`);
  } finally {
    await client.end();
  }
  return url.toString();
}

/** Where a test's job queue connects: the app role's, the owner's for set-up, and the log. */
export type QueueConnection = Pick<
  JobQueueOptions,
  'connectionString' | 'ownerConnectionString' | 'log'
>;

/** The real app (Express + Apollo + services) against the test database, without listening. */
export async function createTestApp(
  env: Record<string, string> = {},
  /**
   * The job queue, made for the test's database (a test of the jobs themselves passes one): pass
   * `connection` on to JobQueue.start whole, so the queue serves as the app does.
   */
  jobs?: (connection: QueueConnection) => Promise<JobQueue>,
  /**
   * `appRole` (the default): serve as a role granted what the app needs (app-role.ts), as a
   * deployment does, so a missing grant fails any test; false: serve as the owner.
   */
  opts: { appRole?: boolean } = {},
): Promise<TestApp> {
  const appRole = opts.appRole ?? true;
  const base = process.env.TEST_DATABASE_URL;
  if (!base)
    throw new Error('TEST_DATABASE_URL is not set: run the tests through jest (global setup)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'digitalride-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'false',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    ...env,
  });
  const log = createLogger(config.LOG_LEVEL, false);
  const url = await workerDatabase(base);
  const urls = { owner: url, app: appRole ? await appRoleUrl(url) : url };
  const served = await openDatabase(urls, allEntities());
  const ds = appRole ? await createDataSource(url, allEntities()).initialize() : served;
  const queue =
    jobs && (await jobs({ connectionString: urls.app, ownerConnectionString: urls.owner, log }));
  const deps = createDeps(served, config, log, { jobs: queue });
  const services = createServices(deps);
  await services.bus.start();
  await services.publishing.start();
  if (queue) await startWorkers(queue, services);
  await queue?.endSetUp();
  await services.storage.store.check();
  const httpServer = http.createServer();
  const apollo = await createApolloServer(config, log, httpServer, await appSchema());
  const app = createApp({ services, ds: served, apollo });

  const t: TestApp = {
    app,
    ds,
    served,
    services,
    config,
    async analyze() {
      await ds.query('ANALYZE');
    },
    async reset() {
      const tables = ds.entityMetadatas
        .filter((m) => !REFERENCE_TABLES.includes(m.tableName))
        .map((m) => `"${m.tableName}"`)
        .join(', ');
      await ds.query(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`);
      // Jobs earlier tests queued on this database (other files share it) must not run in this
      // one, against rows that now have other ids.
      await ds.query(`DO $$ BEGIN
        IF to_regclass('pgboss.job') IS NOT NULL THEN
          DELETE FROM pgboss.job WHERE state IN ('created', 'retry');
        END IF;
      END $$`);
      // The TRUNCATE's NOTIFY arrives a moment later; the next test must not see cached rows,
      // nor the accounts of the previous test under reused ids.
      services.bus.announceLocally('data_changed', { table: '*' });
      await services.auth.ensureAdmin(ADMIN.username, ADMIN.password, log);
      await ds.query(
        `INSERT INTO sessions (id, user_id, expires_at, user_agent, ip)
         VALUES ($1, $2, now() + interval '1 day', 'test', '127.0.0.1')`,
        [ADMIN_SID, ADMIN_ACTOR.id],
      );
      // Counters live in the database now: a test starts with every budget full (the
      // confirmation mails' daily count included).
      await ds.query(`DELETE FROM ${LIMITS_TABLE}`);
      await ds.query(`DELETE FROM confirmation_mails`);
      services.publicWrites.forget();
      services.statusLookups.forget();
      const { store } = services.storage;
      for (const area of ['public', 'private'] as const) {
        for (const name of await store.list(area)) await store.remove(area, name);
      }
    },
    objects: (area) => services.storage.store.list(area),
    adminToken: () => services.auth.tokens.sign(ADMIN_ACTOR, ADMIN_SID),
    async staffToken(username, role) {
      const user = await services.users.create(
        { username, role, password: `${username}-password` },
        ADMIN_ACTOR,
      );
      // Made by an admin, it would have to change its password first: tests act as its owner did.
      await ds.query('UPDATE users SET must_change_password = false WHERE id = $1', [user.id]);
      user.mustChangePassword = false;
      const sid = await ds.transaction((m) =>
        services.auth.sessions.start(m, user.id, { ip: '127.0.0.1', userAgent: 'test' }),
      );
      return services.auth.tokens.sign(user, sid);
    },
    gql: (query, variables, token) => {
      const req = request(app).post('/graphql').set('content-type', 'application/json');
      if (token) req.set('authorization', `Bearer ${token}`);
      return req.send({ query, variables });
    },
    async close() {
      await apollo.stop();
      await queue?.stop();
      services.publishing.stop();
      await services.bus.close();
      services.storage.store.close();
      await deps.pool.end();
      await served.destroy();
      if (ds !== served) await ds.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return t;
}

/**
 * A test file's app as most files use it: started before the first test (`start`, createTestApp
 * unless given), reset before each test (unless `resetEach` is false), closed after the last.
 * Answers it at once, filled in by the first beforeAll: read it inside hooks and tests only.
 */
export function appPerFile(): TestApp;
export function appPerFile<T extends TestApp>(
  start: () => Promise<T>,
  opts?: { resetEach?: boolean },
): T;
export function appPerFile(start = () => createTestApp(), { resetEach = true } = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await start());
  });
  if (resetEach) beforeEach(() => t.reset());
  afterAll(async () => {
    if ('close' in t) await t.close();
  });
  return t;
}

/**
 * The app of a test file that changes the rows of a reference table `reset()` keeps (cms_pages):
 * it takes a copy of them first and puts it back at its close, so the files after it on the same
 * database find the seeded rows.
 */
export async function keepingRows(table: string): Promise<TestApp> {
  const t = await createTestApp();
  const [{ rows }] = await t.ds.query<{ rows: unknown[] | null }[]>(
    `SELECT json_agg(t) AS rows FROM "${table}" t`,
  );
  return {
    ...t,
    async close() {
      await t.ds.query(`DELETE FROM "${table}"`);
      await t.ds.query(
        `INSERT INTO "${table}" SELECT * FROM json_populate_recordset(null::"${table}", $1)`,
        [JSON.stringify(rows ?? [])],
      );
      await t.close();
    },
  };
}

/** A real PNG drawn on the fly. */
export function pngImage(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#0b7a75' } })
    .png()
    .toBuffer();
}

/** Files under a folder, for "nothing was written" checks. */
export function filesIn(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

/** A GraphQL multipart request (the upload spec) with files at the given variable paths. */
export function gqlUpload(
  app: http.RequestListener,
  query: string,
  variables: Record<string, unknown>,
  files: Record<string, { buffer: Buffer; name: string }>,
  token?: string,
): request.Test {
  const map: Record<string, string[]> = {};
  Object.keys(files).forEach((varPath, i) => (map[String(i)] = [`variables.${varPath}`]));
  const req = request(app).post('/graphql').set('apollo-require-preflight', 'true');
  if (token) req.set('authorization', `Bearer ${token}`);
  req.field('operations', JSON.stringify({ query, variables })).field('map', JSON.stringify(map));
  Object.values(files).forEach((f, i) => req.attach(String(i), f.buffer, f.name));
  return req;
}
