/**
 * Two roles end to end on a fresh database, made the way compose makes them: the postgres image's
 * init script (deploy/postgres/init-roles.sh, run here with psql against the test server) creates
 * the app's role; the owner migrates, sets up pg-boss and grants; the app serves and runs its jobs
 * as its role, which owns nothing. And docker-compose.yml hands each process the right URL.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { ROOT_DIR } from '../config';
import { allEntities } from '../features';
import { createLogger } from '../logger';
import { JobQueue } from '../jobs/queue';
import { roleOf } from './app-role';
import { openDatabase } from './data-source';

const worker = process.env.JEST_WORKER_ID ?? '1';
const base = new URL(process.env.TEST_DATABASE_URL!);
const dbName = `${base.pathname.slice(1)}_roles_w${worker}`;
const role = `drw_app_init_w${worker}`;
const owner = new URL(base);
owner.pathname = `/${dbName}`;
const app = new URL(owner);
app.username = role;
app.password = "it's a secret";
let admin: Client;

beforeAll(async () => {
  admin = new Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${dbName}"`);
  await admin.query(`DROP ROLE IF EXISTS ${role}`);
  await admin.query(`CREATE DATABASE "${dbName}"`);
});
afterAll(async () => {
  await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await admin.query(`DROP ROLE IF EXISTS ${role}`);
  await admin.end();
});

it('the init script makes the app role; the app migrates as the owner, then serves and runs jobs as it', async () => {
  const script = path.join(ROOT_DIR, 'deploy', 'postgres', 'init-roles.sh');
  const env = {
    PATH: process.env.PATH,
    PGHOST: owner.hostname,
    PGPORT: owner.port,
    PGPASSWORD: decodeURIComponent(owner.password),
    POSTGRES_USER: decodeURIComponent(owner.username),
    POSTGRES_DB: dbName,
    APP_DB_USER: role,
    APP_DB_PASSWORD: decodeURIComponent(app.password),
  };
  try {
    execFileSync('psql', ['--version'], { stdio: 'pipe' });
  } catch {
    throw new Error('this test runs psql: apt-get install -y postgresql-client (.ci/run does)');
  }
  execFileSync('sh', [script], { env, stdio: 'pipe' });
  // Run again (by hand, for a database made before): no harm done.
  execFileSync('sh', [script], { env, stdio: 'pipe' });

  const urls = { owner: owner.toString(), app: app.toString() };
  const ds = await openDatabase(urls, allEntities());
  const log = createLogger('silent', false);
  const jobs = await JobQueue.start({
    connectionString: urls.app,
    ownerConnectionString: urls.owner,
    log,
    pollingIntervalSeconds: 0.5,
  });
  try {
    const [{ current_user: servedAs }] = await ds.query(`SELECT current_user`);
    expect(servedAs).toBe(role);
    const ran: number[] = [];
    // A queue new to this database: its table is the owner's to make.
    await jobs.work({
      queue: 'reply-mail',
      retryLimit: 0,
      retryDelay: 1,
      run: async ({ replyId }) => void ran.push(replyId),
    });
    await jobs.endSetUp();
    await ds.transaction((m) => jobs.enqueue({ queue: 'reply-mail', data: { replyId: 7 } }, m));
    const until = Date.now() + 20_000;
    while (!ran.length && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    expect(ran).toEqual([7]);

    await expect(ds.query(`UPDATE activity_entries SET summary = ''`)).rejects.toThrow(
      /permission denied/,
    );
    const check = new Client({ connectionString: urls.owner });
    await check.connect();
    try {
      const { rows } = await check.query(
        `SELECT n.nspname AS schema, r.rolname AS owner, count(*)::int AS n
           FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
           JOIN pg_roles r ON r.oid = c.relowner
          WHERE n.nspname IN ('public', 'pgboss') GROUP BY 1, 2 ORDER BY 1`,
      );
      const ownerRole = roleOf(urls.owner);
      expect(rows.map((r) => [r.schema, r.owner])).toEqual([
        ['pgboss', ownerRole],
        ['public', ownerRole],
      ]);
    } finally {
      await check.end();
    }
  } finally {
    await jobs.stop();
    await ds.destroy();
  }
}, 60_000);

it("docker-compose.yml: the app and the backup (its environment's anchor) use the script's role and the owner's", () => {
  const compose = fs.readFileSync(path.join(ROOT_DIR, 'docker-compose.yml'), 'utf8');
  const value = (key: string) => compose.match(new RegExp(`^ +${key}: (\\S+)$`, 'm'))?.[1];
  expect(compose).toContain(
    './deploy/postgres/init-roles.sh:/docker-entrypoint-initdb.d/init-roles.sh:ro',
  );
  expect(compose).toMatch(/environment: &app-env\n/);
  expect(compose).toMatch(/backup:[^]*<<: \*app-env/);
  expect(roleOf(value('DATABASE_URL')!)).toBe(value('APP_DB_USER'));
  expect(roleOf(value('MIGRATION_DATABASE_URL')!)).toBe(value('POSTGRES_USER'));
});
