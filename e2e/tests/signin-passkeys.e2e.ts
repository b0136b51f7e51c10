/* Passkeys with Chromium's virtual authenticator (CDP WebAuthn domain: CTAP2,
   internal transport, resident keys, user verification): added and named on My account, "Sign
   in with a passkey" on /login without a username; a replayed answer, a disabled account's
   passkey and a removed passkey are refused. The app runs on its own, at http://localhost:<port>
   (WebAuthn needs a secure context and a host name as its RP ID, not 127.0.0.1). */
import type { Browser, Page } from 'playwright-core';
import { freePort, startApp, type AppProcess } from '../support/app-process';
import { describeInBrowser, launch } from '../support/browser';
import { startPostgres } from '../support/postgres';
import { shots } from '../support/shots';
import { seriousAxeViolations } from './site-support';

let pg: Awaited<ReturnType<typeof startPostgres>>;
let app: AppProcess;
let browser: Browser;
let backOffice: string;
const ADMIN_PASSWORD = 'passkey-journey-admin-password';

beforeAll(async () => {
  pg = await startPostgres();
  const port = await freePort();
  backOffice = `http://localhost:${port}`;
  app = await startApp({
    env: {
      PORT: String(port),
      DATABASE_URL: pg.url,
      JWT_SECRET: 'passkey-journey-secret-0123456789abcdefghij',
      ADMIN_PASSWORD,
      BACKOFFICE_URL: backOffice,
      LOG_LEVEL: 'warn',
    },
  });
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await pg?.stop();
});

async function gql<T = Record<string, unknown>>(
  query: string,
  variables: object = {},
  token?: string,
): Promise<{ data?: T; errors?: { message: string; extensions: { code: string } }[] }> {
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return res.json() as never;
}

async function tokenOf(username: string, password: string): Promise<string> {
  const res = await fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function withPassword(page: Page, username: string, password: string) {
  await page.goto('/login?next=%2Fdashbord%2Faccount');
  await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashbord/account');
}

async function withPasskey(page: Page, shot?: string) {
  await page.goto('/login');
  await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
  if (shot) {
    await shots(page, shot);
    expect(await seriousAxeViolations(page)).toEqual([]);
  }
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
}

describeInBrowser('passkeys', () => {
  it('are added on My account, sign in without a username, and are refused replayed, disabled or removed', async () => {
    // An editor with a password of their own.
    const admin = await tokenOf('admin', ADMIN_PASSWORD);
    const created = await gql<{ createStaffUser: { id: number } }>(
      'mutation($input: StaffUserInput!) { createStaffUser(input: $input) { id } }',
      { input: { username: 'keeper', role: 'editor', password: 'set-by-the-admin' } },
      admin,
    );
    const id = created.data!.createStaffUser.id;
    await gql(
      'mutation { changePassword(currentPassword: "set-by-the-admin", newPassword: "keeper-own-secret") }',
      {},
      await tokenOf('keeper', 'set-by-the-admin'),
    );

    const context = await browser.newContext({
      baseURL: backOffice,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    // My account → Passkeys: a name is required, then the passkey is listed.
    await withPassword(page, 'keeper', 'keeper-own-secret');
    await page.getByText('No passkey yet.').waitFor();
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByText('Give the passkey a name').waitFor();
    await page.getByLabel('Name of the new passkey').fill('Work laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    // Adding a passkey takes the account over if the session was stolen: signing in does not
    // count, so the back office asks for the password in place, then adds it (PRODUCT.md §19).
    await confirmIdentity(page, 'keeper-own-secret');
    await page.getByTestId('passkey').filter({ hasText: 'Work laptop' }).waitFor();
    await shots(page, 'account-passkeys');
    // My account, with the notification shown: axe-clean (its close button has a name).
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Signed out, back in with the passkey alone; the answer it sent is kept to replay.
    await page.evaluate(() => localStorage.removeItem('access_token'));
    const answer = page.waitForRequest(
      (r) => r.url().endsWith('/graphql') && (r.postData() ?? '').includes('completePasskeySignIn'),
    );
    const options = page.waitForResponse(
      (r) =>
        r.url().endsWith('/graphql') &&
        (r.request().postData() ?? '').includes('startPasskeySignIn'),
    );
    await withPasskey(page, 'login-with-passkey');
    const firstOptions = await (await options).text();
    await page.waitForURL((url) => url.pathname === '/dashbord');
    const sent = (await answer).postData()!;
    const replay = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: sent,
    });
    const replayed = (await replay.json()) as { errors: { extensions: { code: string } }[] };
    expect(replayed.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    // A fresh signature over a challenge already used: refused too (each is good once).
    await page.evaluate(() => localStorage.removeItem('access_token'));
    await page.route('**/graphql', async (route) => {
      if ((route.request().postData() ?? '').includes('startPasskeySignIn')) {
        await route.fulfill({ contentType: 'application/json', body: firstOptions });
      } else await route.fallback();
    });
    await withPasskey(page);
    await page.getByText('This passkey request has expired or was used').waitFor();
    await page.unroute('**/graphql');

    // A disabled account's passkey signs nobody in.
    await gql(
      'mutation($id: Int!) { setStaffUserActive(id: $id, active: false) { id } }',
      { id },
      admin,
    );
    await page.evaluate(() => localStorage.removeItem('access_token'));
    await withPasskey(page);
    await page.getByText('This account has been disabled').waitFor();
    await gql(
      'mutation($id: Int!) { setStaffUserActive(id: $id, active: true) { id } }',
      { id },
      admin,
    );

    // Removed, the passkey still on the device is refused.
    await withPassword(page, 'keeper', 'keeper-own-secret');
    await page.getByRole('button', { name: 'Remove the passkey Work laptop' }).click();
    await confirmIdentity(page, 'keeper-own-secret');
    await page.getByText('No passkey yet.').waitFor();
    await page.evaluate(() => localStorage.removeItem('access_token'));
    await withPasskey(page);
    await page.getByText('This passkey could not sign you in').waitFor();
    expect(page.url()).toContain('/login');

    const activity = await gql<{ activity: { items: { action: string }[] } }>(
      '{ activity(pageSize: 50) { items { action } } }',
      {},
      admin,
    );
    const actions = activity.data?.activity.items.map((a) => a.action) ?? [];
    expect(actions).toEqual(expect.arrayContaining(['passkey-added', 'passkey-removed']));
    expect(problems).toEqual([]);
    await context.close();
  });
});

/** Answers the back office's step-up prompt with the password. */
async function confirmIdentity(page: Page, password: string) {
  const prompt = page.getByRole('dialog', { name: 'Confirm it is you' });
  await prompt.getByLabel('Your password').fill(password);
  await prompt.getByRole('button', { name: 'Confirm' }).click();
  await prompt.waitFor({ state: 'hidden' });
}
