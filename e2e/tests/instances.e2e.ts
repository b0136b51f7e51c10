import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, startApp, type AppProcess } from '../support/app-process';
import type { Browser } from 'playwright-core';
import { drawnPng } from '../support/assets';
import { describeInBrowser, launch, signIn } from '../support/browser';

/**
 * Two app processes on one PostgreSQL, as behind a load balancer: a write through one must be
 * on the other's public reads (GraphQL and REST, both cached) within one second — the cache
 * invalidation travels through PostgreSQL LISTEN/NOTIFY.
 */
const JWT_SECRET = 'instances-secret-instances-secret-0123456789';
const ADMIN_PASSWORD = 'instances-admin-password';
let pg: ChildProcess;
let pgDir: string;
let one: AppProcess;
let two: AppProcess;

async function startPostgres(): Promise<string> {
  pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'digitalride-instances-pg-'));
  fs.chmodSync(pgDir, 0o755);
  pg = spawn(
    process.execPath,
    [path.join(ROOT, 'e2e/support/postgres-process.cjs'), `${pgDir}/pg`],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    pg.stdout!.on('data', (d) => {
      out += String(d);
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line).url);
    });
    pg.once('exit', (code) => reject(new Error(`PostgreSQL exited (${code}): ${out}`)));
  });
}

beforeAll(async () => {
  const env = {
    DATABASE_URL: await startPostgres(),
    JWT_SECRET,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
  };
  // One after the other: the first runs the migrations.
  one = await startApp({ env });
  two = await startApp({ env });
}, 120_000);

afterAll(async () => {
  for (const app of [one, two].filter(Boolean)) await app.stop();
  if (pg && pg.exitCode === null) {
    const exited = new Promise((r) => pg.once('exit', r));
    pg.kill('SIGTERM');
    await exited;
  }
  if (pgDir) fs.rmSync(pgDir, { recursive: true, force: true });
});

async function gql(app: AppProcess, query: string, variables = {}, token?: string) {
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const json = await res.json();
  expect(json.errors).toBeUndefined();
  return json.data;
}

/** Anonymous public reads of the other instance: the GraphQL page and the REST list. */
const readers = {
  graphql: async (app: AppProcess) =>
    (await gql(app, '{ news(page: 1, pageSize: 100) { items { title } } }')).news.items.map(
      (n: { title: string }) => n.title,
    ),
  rest: async (app: AppProcess) =>
    ((await (await fetch(`${app.url}/api/news`)).json()) as { newstitle: string }[]).map(
      (n) => n.newstitle,
    ),
};

/** Polls until `check` holds; fails unless a read *started* within one second of `since` saw it. */
async function within1s<T>(read: () => Promise<T>, check: (seen: T) => boolean) {
  const since = Date.now();
  for (;;) {
    const started = Date.now() - since;
    if (check(await read())) return;
    if (started > 1000) throw new Error('the other instance still answered as before after 1 s');
  }
}

describe('two app processes on one PostgreSQL', () => {
  it('a news item created through one is on the other’s public lists within 1 s, and a delete too', async () => {
    const login = await gql(
      one,
      'mutation($p: String!) { login(username: "admin", password: $p) { accessToken } }',
      { p: ADMIN_PASSWORD },
    );
    const token: string = login.login.accessToken;
    const title = `Two instances ${Date.now()}`;
    // The other instance has the list in its public cache before the write.
    for (const read of Object.values(readers)) {
      expect(await read(two)).not.toContain(title);
      expect(await read(two)).not.toContain(title);
    }

    const form = new FormData();
    form.set('newstitle', title);
    form.set('description', 'Written through the first instance');
    form.set('date', '2026-01-15');
    form.set(
      'image',
      new Blob([new Uint8Array(await drawnPng(40, 30))], { type: 'image/png' }),
      'a.png',
    );
    const created = await fetch(`${one.url}/api/news`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await Promise.all(
      Object.values(readers).map((read) =>
        within1s(
          () => read(two),
          (t) => t.includes(title),
        ),
      ),
    );

    await gql(one, 'mutation($id: Int!) { deleteNews(id: $id) }', { id }, token);
    await Promise.all(
      Object.values(readers).map((read) =>
        within1s(
          () => read(two),
          (t) => !t.includes(title),
        ),
      ),
    );
  });

  it('a disabled account’s token is refused by the other process as soon as the NOTIFY arrives', async () => {
    const admin = (
      await gql(
        one,
        'mutation($p: String!) { login(username: "admin", password: $p) { accessToken } }',
        { p: ADMIN_PASSWORD },
      )
    ).login.accessToken as string;
    const username = `editor${Date.now()}`;
    const { createStaffUser } = await gql(
      one,
      'mutation($i: StaffUserInput!) { createStaffUser(input: $i) { id } }',
      { i: { username, role: 'editor', password: 'editor-password-1' } },
      admin,
    );
    const token = (
      await gql(
        two,
        'mutation($u: String!) { login(username: $u, password: "editor-password-1") { accessToken } }',
        { u: username },
      )
    ).login.accessToken as string;
    const profile = async (app: AppProcess) =>
      (
        await fetch(`${app.url}/api/auth/profile`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).status;
    // Both processes have seen (and remember) the account before it is disabled.
    for (const app of [one, two, one, two]) expect(await profile(app)).toBe(200);

    await gql(
      one,
      'mutation($id: Int!) { setStaffUserActive(id: $id, active: false) { active } }',
      { id: createStaffUser.id },
      admin,
    );
    expect(await profile(one)).toBe(401);
    await within1s(
      () => profile(two),
      (status) => status === 401,
    );
  });
});

describeInBrowser('sessions across the two processes (a browser signed in on the first)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  /** REST status and GraphQL error code (or 'OK') a process answers for `token`. */
  const answers = async (app: AppProcess, token: string) => {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const rest = await fetch(`${app.url}/api/auth/profile`, { headers });
    const gqlRes = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: '{ me { username } }' }),
    });
    const body = await gqlRes.json();
    return `${rest.status} ${body.errors?.[0]?.extensions?.code ?? 'OK'}`;
  };

  async function signedIn(app: AppProcess) {
    const context = await browser.newContext({ baseURL: app.url });
    const page = await context.newPage();
    await signIn(page, '/dashbord', { username: 'admin', password: ADMIN_PASSWORD });
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    expect(token).toBeTruthy();
    return { context, page, token: token! };
  }

  it('a copied token is refused by REST and GraphQL on both processes within a second of Logout', async () => {
    const { context, page, token } = await signedIn(one);
    for (const app of [one, two]) expect(await answers(app, token)).toBe('200 OK');

    await page.getByRole('button', { name: 'Logout' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Ready to Leave?' });
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    const loggedOutAt = Date.now();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await Promise.all(
      [one, two].map((app) =>
        within1s(
          () => answers(app, token),
          (seen) => seen === '401 UNAUTHENTICATED',
        ),
      ),
    );
    console.log(
      `copied token refused on both processes ${Date.now() - loggedOutAt} ms after Logout`,
    );
    await context.close();
  });

  it('"Sign out everywhere else" on My account signs the other browser out', async () => {
    const laptop = await signedIn(one);
    const office = await signedIn(two);
    await laptop.page.goto('/dashbord/account');
    const panel = laptop.page.getByRole('heading', { name: 'Where you are signed in' });
    await panel.waitFor();
    await laptop.page.getByText('This device', { exact: true }).waitFor();
    await laptop.page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await laptop.page.getByText(/Signed out \d+ other sessions?\./).waitFor();
    await within1s(
      () => answers(two, office.token),
      (seen) => seen === '401 UNAUTHENTICATED',
    );
    expect(await answers(one, laptop.token)).toBe('200 OK');
    // The other browser's next request is refused and it is sent to sign in again.
    await office.page.goto('/dashbord/account');
    await office.page.waitForURL((url) => url.pathname === '/login');
    await Promise.all([laptop.context.close(), office.context.close()]);
  });
});
