/**
 * The restore drill (docs/operations.md), with each store: a site with data added through the API
 * is backed up while it runs (`npm run backup`), stopped, its data folder and store deleted, then
 * restored (`npm run restore`) and started again. Every table's rows, every stored file's bytes, a
 * sign-in with the old password and the old activity log must come back as they were. A snapshot
 * with one altered file, and a restore into a database that is not empty, are refused, changing
 * nothing.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createTarget } from '../../server/src/backup/target';
import { loadConfig } from '../../server/src/config';
import { createStorage, METADATA_REMOVED } from '../../server/src/storage';
import { startS3 } from '../../server/src/test/s3';
import { startSmtpSink, type SmtpSink } from '../../server/src/test/smtp';
import { ROOT, startApp, type AppProcess } from '../support/app-process';
import { drawnPng } from '../support/assets';

const ADMIN = { username: 'admin', password: 'drill-admin-password-1' };
const CLI = path.join(ROOT, 'server', 'dist', 'backup', 'cli.js');

/** `npm run backup` / `npm run restore` with this environment: exit code and what it printed. */
function cli(env: Record<string, string>, ...args: string[]) {
  return new Promise<{ code: number | null; out: string; stdout: string }>((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'development', ...env },
    });
    let out = '';
    let stdout = '';
    child.stdout.on('data', (d) => ((out += d), (stdout += d)));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => resolve({ code, out, stdout }));
  });
}

/** The embedded PostgreSQL of a running app, from its postmaster.pid. */
async function embeddedDb(dataDir: string) {
  const port = fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3];
  const db = new Client({
    connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/digitalride`,
  });
  await db.connect();
  return db;
}

/** A hash of every row of every table of ours (public schema), each table's rows in one order. */
async function tableHashes(db: Client): Promise<Record<string, string>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
  );
  const hashes: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ h: string; n: string }>(
      `SELECT md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS h, count(*) AS n
         FROM "${name}" t`,
    );
    hashes[name] = `${rows[0].n} rows ${rows[0].h}`;
  }
  // The next id each table hands out, too: a restore that left them behind would collide.
  const { rows: seqs } = await db.query<{ name: string; v: string }>(
    `SELECT sequencename AS name, last_value::text AS v FROM pg_sequences WHERE schemaname = 'public'`,
  );
  for (const { name, v } of seqs) hashes[`sequence ${name}`] = v;
  return hashes;
}

/** The app's configuration for `env`, as the test reads the stores (any secret will do). */
const configOf = (env: Record<string, string>) =>
  loadConfig({ ...env, JWT_SECRET: 'x'.repeat(32) });

/** area/name → SHA-256 of every stored file. */
async function fileHashes(env: Record<string, string>): Promise<Record<string, string>> {
  const store = createStorage(configOf(env));
  const hashes: Record<string, string> = {};
  for (const area of ['public', 'private'] as const) {
    for (const name of await store.list(area)) {
      const hash = createHash('sha256');
      for await (const chunk of (await store.read(area, name))!) hash.update(chunk as Buffer);
      hashes[`${area}/${name}`] = hash.digest('hex');
    }
  }
  store.close();
  return hashes;
}

/**
 * Waits (30 s at most) for the image job's first pass to leave its marker in the store
 * (storage.ts, removeStoredMetadata): written at some point after the start, it must be in the
 * hashes taken before the backup, or they would differ from the restored store's by it.
 */
async function cleanedOnce(env: Record<string, string>) {
  const store = createStorage(configOf(env));
  try {
    for (const until = Date.now() + 30_000; !(await store.stat('private', METADATA_REMOVED));) {
      if (Date.now() > until) throw new Error('the image job left no marker in 30 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    store.close();
  }
}

async function graphql<T>(url: string, query: string, variables: object, token: string) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: { message: string }[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function signIn(url: string) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return {
    status: res.status,
    token: ((await res.json()) as { access_token: string }).access_token,
  };
}

/** What a busy day leaves: news with an image, a message and its reply, a CMS revision, a session. */
async function addData(url: string, smtp: SmtpSink) {
  const { token } = await signIn(url);
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: `mutation ($image: Upload!, $input: NewsInput!) { createNews(image: $image, input: $input) { id } }`,
      variables: {
        image: null,
        input: { title: 'Drill news', description: 'Before the disk died', date: '2026-11-20' },
      },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.image'] }));
  form.append(
    '0',
    new Blob([new Uint8Array(await drawnPng(640, 360, '#aa3300'))], { type: 'image/png' }),
    'drill.png',
  );
  const news = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    body: form,
  });
  expect(((await news.json()) as { errors?: unknown }).errors).toBeUndefined();

  const sent = await fetch(`${url}/api/contactus`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Drill Visitor',
      contact_number: '01711000000',
      email: 'drill@example.com',
      subject: 'Restore drill',
      message: 'Will this survive?',
    }),
  });
  expect(sent.status).toBe(201);
  const { id } = (await sent.json()) as { id: number };
  await graphql(
    url,
    `
      mutation ($id: Int!) {
        replyToContactMessage(id: $id, body: "It will.") {
          id
        }
      }
    `,
    { id },
    token,
  );
  while (!smtp.inbox.some((m) => m.subject?.includes('Restore drill'))) {
    await new Promise((r) => setTimeout(r, 50));
  }

  const { cmsPages } = await graphql<{ cmsPages: { slug: string; title: string }[] }>(
    url,
    `
      {
        cmsPages(locale: "en") {
          slug
          title
        }
      }
    `,
    {},
    token,
  );
  await graphql(
    url,
    `
      mutation ($slug: String!, $input: CmsPageInput!) {
        updateCmsPage(slug: $slug, input: $input) {
          id
        }
      }
    `,
    {
      slug: cmsPages[0].slug,
      input: { title: `${cmsPages[0].title} (revised)`, body: '<p>Revised</p>' },
    },
    token,
  );
}

describe.each(['local', 's3'] as const)('the restore drill with STORAGE=%s', (storage) => {
  let s3: Awaited<ReturnType<typeof startS3>> | undefined;
  let smtp: SmtpSink;
  let app: AppProcess | undefined;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `drw-drill-${storage}-`));
  fs.chmodSync(work, 0o755);
  const dataDir = path.join(work, 'data');
  let env: Record<string, string>;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    s3 = storage === 's3' ? await startS3(['drw-test-backups']) : undefined;
    env = {
      ...(s3?.env ?? {}),
      // With S3, the snapshots go to a bucket of their own on the same store.
      ...(s3
        ? { BACKUP_S3_BUCKET: 'drw-test-backups' }
        : { BACKUP_DIR: path.join(work, 'backups') }),
      DATA_DIR: dataDir,
      JWT_SECRET: 'drill-secret-drill-secret-0123456789abcdef',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'true',
      SMTP_URL: smtp.url,
      SMTP_TLS: 'off',
      MAIL_FROM: 'DigitalRide <hello@example.com>',
    };
  }, 60000);

  afterAll(async () => {
    await app?.stop();
    await s3?.close();
    await smtp?.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('backs up a running site, and a restore into an empty database and store brings it back', async () => {
    fs.mkdirSync(dataDir);
    app = await startApp({ dataDir, keepData: true, env });
    await addData(app.url, smtp);
    let db = await embeddedDb(dataDir);
    const tables = await tableHashes(db);
    const activity = await db.query('SELECT * FROM activity_entries ORDER BY id');
    await db.end();
    await cleanedOnce(env);
    const files = await fileHashes(env);
    expect(Object.keys(files).length).toBeGreaterThan(3);
    const marker = `private/${METADATA_REMOVED}`;
    expect(Object.keys(files).some((f) => f.startsWith('private/') && f !== marker)).toBe(true);

    const backup = await cli(env, 'backup');
    expect(backup).toMatchObject({ code: 0, out: expect.stringMatching(/^Snapshot snapshot-/m) });
    const name = /Snapshot (snapshot-\S+)/.exec(backup.out)![1];

    // The disk dies: the app stops, its data folder and its store are gone.
    await app.stop();
    app = undefined;
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (s3) {
      const store = createStorage(configOf(env));
      for (const area of ['public', 'private'] as const) {
        for (const n of await store.list(area)) await store.remove(area, n);
      }
      store.close();
    }
    fs.mkdirSync(dataDir);
    expect(await fileHashes(env)).toEqual({});

    // A snapshot with one stored file altered is refused before anything is written …
    const listed = await cli(env, 'backup', 'list');
    expect(listed.stdout.trim().split('\n')).toEqual([name]);
    const altered = path.join(work, 'altered');
    const target = createTarget(configOf(env));
    fs.cpSync(await target.fetch(name), altered, { recursive: true });
    target.close();
    const publicFile = fs.readdirSync(path.join(altered, 'files', 'public'))[0];
    fs.appendFileSync(path.join(altered, 'files', 'public', publicFile), 'x');
    const refused = await cli(env, 'restore', altered);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('does not match its manifest, so nothing was restored');
    expect(refused.out).toContain(`files/public/${publicFile} (altered)`);

    // … so the real one still finds an empty database and store.
    const restored = await cli(env, 'restore', name);
    expect(restored).toMatchObject({ code: 0, out: expect.stringContaining(`Restored ${name}`) });

    // A second restore finds a database that is not empty: refused, nothing changed.
    const again = await cli(env, 'restore', name);
    expect(again.code).toBe(1);
    expect(again.out).toContain('The database is not empty');

    app = await startApp({ dataDir, keepData: true, env });
    db = await embeddedDb(dataDir);
    expect(await tableHashes(db)).toEqual(tables);
    expect((await db.query('SELECT * FROM activity_entries ORDER BY id')).rows).toEqual(
      activity.rows,
    );
    await db.end();
    expect(await fileHashes(env)).toEqual(files);
    expect((await signIn(app.url)).status).toBe(200);
  }, 240000);
});
