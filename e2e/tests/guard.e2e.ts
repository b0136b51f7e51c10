import type { Browser } from 'playwright-core';
import { unsignedToken } from '../support/assets';
import { describeInBrowser, launch, openPage, signIn } from '../support/browser';

describeInBrowser('who may open the back office', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  const now = () => Math.floor(Date.now() / 1000);

  it('a visitor asking for a staff page signs in and lands on the page asked for', async () => {
    const { page, problems, context } = await openPage(browser);
    await page.goto('/dashbord/news/viewnews');
    await page.waitForURL(
      (u) => u.pathname === '/login' && u.searchParams.get('next') === '/dashbord/news/viewnews',
    );
    await signIn(page, '/dashbord/news/viewnews');
    await page.getByRole('table').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toMatch(/^ey/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a signed-in user of another role is sent to /unauthorized', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/');
    const token = unsignedToken({
      sub: '9',
      username: 'viewer',
      userrole: 'viewer',
      iat: now(),
      exp: now() + 3600,
    });
    await page.evaluate((t) => localStorage.setItem('access_token', t), token);
    await page.goto('/dashbord');
    await page.waitForURL((u) => u.pathname === '/unauthorized');
    await context.close();
  });

  it('an expired or undecodable token counts as signed out and is removed, without a crash', async () => {
    const { page, problems, context } = await openPage(browser);
    await page.goto('/');
    for (const token of [
      'garbage-token',
      unsignedToken({
        sub: '1',
        username: 'admin',
        userrole: 'admin',
        iat: now() - 7200,
        exp: now() - 60,
      }),
    ]) {
      await page.evaluate((t) => localStorage.setItem('access_token', t), token);
      await page.goto('/dashbord');
      await page.waitForURL((u) => u.pathname === '/login');
      expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('an unknown path goes to the home page', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/no/such/page');
    await page.waitForURL((u) => u.pathname === '/');
    await context.close();
  });

  it('the logout dialog asks first; Logout removes the token and goes to /login', async () => {
    const { page, problems, context } = await openPage(browser);
    await signIn(page, '/dashbord');
    await page.getByRole('button', { name: 'Logout' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Ready to Leave?').waitFor();
    await dialog
      .getByText('Select "Logout" below if you are ready to end your current session.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).not.toBeNull();
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });
});
