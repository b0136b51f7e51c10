/* Forgot password, on an app of its own with a real SMTP server: a staff member
   signed in on the dashboard (its live alerts open) forgets their password elsewhere → "Forgot
   password?" on /login → the e-mail → the link → a new password → the old session's token is
   refused, its alert socket closed with 4401 and the dashboard back at /login; the new password
   signs in. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { freePort, type AppProcess } from '../support/app-process';
import { startMailApp, type MailApp } from '../support/mail-app';
import { describeInBrowser, launch } from '../support/browser';
import { shots } from '../support/shots';
import { seriousAxeViolations } from './site-support';

let mailApp: MailApp;
let app: AppProcess;
let browser: Browser;
const ADDRESS = 'admin@digitalride.example';
let backOffice: string;

beforeAll(async () => {
  const port = await freePort();
  backOffice = `http://localhost:${port}`;
  mailApp = await startMailApp('reset-journey', {
    PORT: String(port),
    BACKOFFICE_URL: backOffice,
  });
  app = mailApp.app;
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await mailApp?.stop();
});

async function apiLogin(password: string): Promise<Response> {
  return fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
}

async function open(
  width = 1280,
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({
    baseURL: backOffice,
    viewport: { width, height: 900 },
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  return { context, page, problems };
}

describeInBrowser('forgot password', () => {
  it('e-mails a link whose new password ends the old session and closes its alert socket', async () => {
    // The admin's address, as they would set it on My account.
    const { access_token: first } = (await (await apiLogin(mailApp.adminPassword)).json()) as {
      access_token: string;
    };
    const set = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${first}` },
      body: JSON.stringify({ query: `mutation { setMyEmail(email: "${ADDRESS}") { email } }` }),
    });
    expect(await set.json()).toEqual({ data: { setMyEmail: { email: ADDRESS } } });

    // Signed in at the office, the dashboard open with its live alerts; each socket's close code kept.
    const office = await open();
    await office.page.addInitScript(() => {
      const closes: number[] = [];
      (window as unknown as { wsCloses: number[] }).wsCloses = closes;
      const Native = window.WebSocket;
      window.WebSocket = class extends Native {
        constructor(...args: ConstructorParameters<typeof WebSocket>) {
          super(...args);
          this.addEventListener('close', (e) => closes.push(e.code));
        }
      };
    });
    await office.page.goto('/login?next=%2Fdashbord');
    await office.page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
    await office.page.getByLabel('Username').fill('admin');
    await office.page.getByLabel('Password', { exact: true }).fill(mailApp.adminPassword);
    await office.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await office.page.locator('nav[data-live-alerts]').waitFor();
    const oldToken = (await office.page.evaluate(() => localStorage.getItem('access_token')))!;

    // At home, the password forgotten.
    const home = await open(375);
    await home.page.goto('/login');
    await home.page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
    await home.page.getByRole('link', { name: 'Forgot password?' }).click();
    await home.page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    await shots(home.page, 'forgot-password');
    expect(await seriousAxeViolations(home.page)).toEqual([]);
    await home.page.getByLabel('E-mail').fill(ADDRESS);
    await home.page.getByRole('button', { name: 'Send me a link' }).click();
    await home.page.getByText('Check your e-mail').waitFor();
    await shots(home.page, 'forgot-password-sent');

    // (The office's sign-in, from a browser the account had not used, brought its own notice.)
    const subject = 'Reset your DigitalRideWeb back-office password';
    const mail = await mailApp.mailTo(ADDRESS, { subject: new RegExp(`^${subject}$`) });
    const link = new RegExp(`${backOffice}/reset-password\\?token=[\\w-]+`).exec(mail.text ?? '');
    expect(link).not.toBeNull();

    await home.page.goto(link![0]);
    await home.page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await home.page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
    // The token leaves the address bar once read.
    await home.page.waitForFunction(() => window.location.search === '');
    await home.page.getByLabel(/^New password(?! again)/).fill('password1234');
    await home.page.getByLabel('New password again').fill('password1234');
    await home.page.getByRole('button', { name: 'Set the new password' }).click();
    await home.page.getByText(/most common/).waitFor();
    await shots(home.page, 'reset-password');
    expect(await seriousAxeViolations(home.page)).toEqual([]);
    await home.page.getByLabel(/^New password(?! again)/).fill('a-fresh-home-secret');
    await home.page.getByLabel('New password again').fill('a-fresh-home-secret');
    await home.page.getByRole('button', { name: 'Set the new password' }).click();
    await home.page.getByText('Your password has been changed').waitFor();
    await shots(home.page, 'reset-password-done');

    // The office's session ended with it: its socket closed (4401), its page back at /login.
    await office.page.waitForURL((url) => url.pathname === '/login');
    await office.page.getByText('You were signed out').waitFor();
    expect(
      await office.page.evaluate(() => (window as unknown as { wsCloses: number[] }).wsCloses),
    ).toContain(4401);
    const refused = await fetch(`${app.url}/api/auth/profile`, {
      headers: { authorization: `Bearer ${oldToken}` },
    });
    expect(refused.status).toBe(401);

    // The new password signs in; the old one does not.
    expect((await apiLogin(mailApp.adminPassword)).status).toBe(401);
    await home.page.getByRole('link', { name: 'Sign in with your new password' }).click();
    await home.page.getByLabel('Username').fill('admin');
    await home.page.getByLabel('Password', { exact: true }).fill('a-fresh-home-secret');
    await home.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await home.page.waitForURL((url) => url.pathname === '/dashbord');

    // Staff accounts: each account's e-mail, 2FA and lock, and Unlock for a locked one.
    const admin = (await (await apiLogin('a-fresh-home-secret')).json()) as {
      access_token: string;
    };
    await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${admin.access_token}`,
      },
      body: JSON.stringify({
        query:
          'mutation { createStaffUser(input: {username: "forgetful", role: "editor", password: "set-by-the-admin"}) { id } }',
      }),
    });
    for (let i = 0; i < 6; i++) {
      await fetch(`${app.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'forgetful', password: `wrong-guess-${i}` }),
      });
    }
    await home.page.setViewportSize({ width: 1280, height: 900 });
    await home.page.goto('/dashbord/users');
    const row = home.page.getByRole('row').filter({ hasText: 'forgetful' });
    await row.getByText(/^Locked until/).waitFor();
    await home.page.getByRole('row').filter({ hasText: ADDRESS }).getByText('2FA off').waitFor();
    await shots(home.page, 'staff-accounts');
    expect(await seriousAxeViolations(home.page)).toEqual([]);
    await home.page.getByRole('button', { name: 'Unlock forgetful' }).click();
    await home.page.getByText('forgetful can sign in again.').waitFor();
    await row.getByText(/^Locked until/).waitFor({ state: 'detached' });
    expect(
      (
        await fetch(`${app.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'forgetful', password: 'set-by-the-admin' }),
        })
      ).status,
    ).toBe(200);
    expect(office.problems).toEqual([]);
    expect(home.problems).toEqual([]);
    await office.context.close();
    await home.context.close();
  });
});
