/* Two-step sign-in in the browser: set up from My account by typing the key
   shown, sign out, sign in with a code; a recovery code works once. */
import type { Page } from 'playwright-core';
import { describeInBrowser, openPage } from '../support/browser';
import { shots } from '../support/shots';
import { totpCode } from '../support/totp';
import { adminToken, chooseOwnPassword, graphql, sharedBrowser, uniqueTag } from './backoffice-api';

async function password(page: Page, username: string, secret: string) {
  await page.goto('/login?next=%2Fdashbord%2Faccount');
  await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
}

describeInBrowser('two-step sign-in', () => {
  const browser = sharedBrowser();

  it('set up from My account, then sign in with a code; a recovery code works once', async () => {
    const username = uniqueTag('twostep');
    const own = 'two-step-owner-secret';
    await graphql(
      'mutation($input: StaffUserInput!) { createStaffUser(input: $input) { id } }',
      { input: { username, role: 'admin', password: 'set-by-the-admin' } },
      await adminToken(),
    );
    await chooseOwnPassword(username, 'set-by-the-admin', own);

    const { page, problems, context } = await openPage(browser(), 375, 800);
    await password(page, username, own);
    await page.waitForURL((url) => url.pathname === '/dashbord/account');
    await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    await shots(page, 'two-step-setup');
    const key = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    await page.getByLabel('2. The 6-digit code your app shows').fill('000000');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByText('That code is not right').waitFor();
    await page.getByLabel('2. The 6-digit code your app shows').fill(totpCode(key));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const list = page.getByTestId('recovery-codes');
    await list.waitFor();
    const codes = (await list.locator('li').allTextContents()).map((c) => c.trim());
    expect(codes).toHaveLength(10);
    await shots(page, 'two-step-recovery-codes');
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByText('On: signing in asks for a code').waitFor();

    await signOut(page);
    await password(page, username, own);
    await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
    await shots(page, 'login-code-step');
    // The enrolment's code was used: the next one, as the app shows it a moment later.
    await page.getByLabel('Code from your app').fill(totpCode(key, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/dashbord/account');

    await signOut(page);
    await password(page, username, own);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(codes[0]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/dashbord/account');

    await signOut(page);
    await password(page, username, own);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(codes[0]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText(/^That code is not right/).waitFor();
    await shots(page, 'login-recovery-refused');
    expect(page.url()).toContain('/login');
    expect(problems).toEqual([]);
    await context.close();
  });
});
