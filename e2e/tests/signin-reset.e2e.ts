/* Forgot password, on an app of its own with a real SMTP server: a staff member
   signed in on the dashboard (its live alerts open) sets their e-mail on My account, confirming
   it is them when asked (at the office, then on a phone), later forgets their password elsewhere → "Forgot
   password?" on /login → the e-mail → the link → a new password → the old session's token is
   refused, its alert socket closed with 4401 and the dashboard back at /login; the new password
   signs in. */
import path from 'node:path';
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
/** The address the admin sets first, at the office, before the phone's session moves it. */
const FIRST_ADDRESS = 'admin.first@digitalride.example';
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

/**
 * The step-up prompt at 375 and 1280 px (with SCREENSHOTS_DIR). Not shots(): the back office's
 * live-alerts mark keeps an animation running, so "no animation" never comes; the dialog's own
 * transition is over once it is visible.
 */
async function promptShots(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  const before = page.viewportSize();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('dialog').waitFor();
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`) });
  }
  await page.setViewportSize(before ?? { width: 1280, height: 900 });
}

describeInBrowser('forgot password', () => {
  it('e-mails a link whose new password ends the old session and closes its alert socket', async () => {
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

    // My account → E-mail: a change of address asks, in place, to confirm it is them (step-up,
    // §19); the password answers, and the change that was asked for goes through.
    await office.page.goto('/dashbord/account');
    await office.page.getByLabel('Your e-mail address').fill(FIRST_ADDRESS);
    await office.page.getByRole('button', { name: 'Save e-mail' }).click();
    const prompt = office.page.getByRole('dialog', { name: 'Confirm it is you' });
    await prompt.waitFor();
    await promptShots(office.page, 'step-up-prompt');
    expect(await seriousAxeViolations(office.page)).toEqual([]);
    await prompt.getByLabel('Your password').fill(mailApp.adminPassword);
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    await office.page.getByText('Your e-mail address is saved.').waitFor();
    await prompt.waitFor({ state: 'detached' });
    await mailApp.mailTo(FIRST_ADDRESS, { subject: /^The e-mail address of your/ });

    // On a phone, from a session of its own (a confirmation is per session): a wrong password is
    // told in place, the right one saves the address the reset link uses. (The back office is
    // English only: /bn/dashbord leads to the Bangla home page, so its Bangla texts wait there.)
    const phone = await open(375);
    await phone.page.goto('/login');
    await phone.page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
    await phone.page.getByLabel('Username').fill('admin');
    await phone.page.getByLabel('Password', { exact: true }).fill(mailApp.adminPassword);
    await phone.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await phone.page.waitForURL((url) => url.pathname === '/dashbord');
    await phone.page.goto('/dashbord/account');
    await phone.page.getByLabel('Your e-mail address').fill(ADDRESS);
    await phone.page.getByRole('button', { name: 'Save e-mail' }).click();
    const phonePrompt = phone.page.getByRole('dialog', { name: 'Confirm it is you' });
    await phonePrompt.getByLabel('Your password').fill('not-the-password');
    await phonePrompt.getByRole('button', { name: 'Confirm' }).click();
    await phonePrompt.getByText('That password is not right.').waitFor();
    await promptShots(phone.page, 'step-up-prompt-wrong');
    await phonePrompt.getByLabel('Your password').fill(mailApp.adminPassword);
    await phonePrompt.getByRole('button', { name: 'Confirm' }).click();
    await phone.page.getByText('Your e-mail address is saved.').waitFor();
    // Both addresses hear of it; the old one is not told the new one.
    const toOld = await mailApp.mailTo(FIRST_ADDRESS, {
      subject: /^The e-mail address of your/,
      nth: 2,
    });
    expect(toOld.text).toContain('was changed to another one');
    expect(toOld.text).not.toContain(ADDRESS);
    await mailApp.mailTo(ADDRESS, { subject: /^The e-mail address of your/ });
    expect(phone.problems).toEqual([]);
    await phone.context.close();

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
