/* A session's end ends everything: the back office open on the dashboard,
   with its live alerts, is signed out the moment its session ends elsewhere. */
import { BASE_URL, describeInBrowser, openPage, signIn } from '../support/browser';
import { shots } from '../support/shots';
import { adminToken, graphql, sharedBrowser, uniqueTag } from './backoffice-api';

describeInBrowser('a session that ends elsewhere', () => {
  const browser = sharedBrowser();

  it('takes the open back office to /login with “you were signed out”, without retrying or a console error', async () => {
    const staff = await openPage(browser());
    await signIn(staff.page, '/dashbord');
    await staff.page.locator('nav[data-live-alerts]').waitFor();
    const token = await staff.page.evaluate(() => localStorage.getItem('access_token'));
    const sockets: string[] = [];
    staff.page.on('websocket', (ws) => sockets.push(ws.url()));

    // The same session, signed out from another device (its token, copied).
    const res = await fetch(`${BASE_URL}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(204);

    await staff.page.waitForURL((url) => url.pathname === '/login');
    await staff.page.getByText('You were signed out').waitFor();
    await shots(staff.page, 'signed-out');
    expect(await staff.page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    // Signed out, the page opened no new alert socket.
    expect(sockets).toEqual([]);
    expect(staff.problems).toEqual([]);
    await staff.context.close();
  });
});

describeInBrowser('a password an admin set', () => {
  const browser = sharedBrowser();

  it('takes its owner to My account to choose their own, then on to the back office', async () => {
    const username = uniqueTag('newbie');
    await graphql(
      'mutation($input: StaffUserInput!) { createStaffUser(input: $input) { id } }',
      { input: { username, role: 'editor', password: 'set-by-the-admin' } },
      await adminToken(),
    );
    const staff = await openPage(browser(), 375, 800);
    await staff.page.goto('/login');
    await staff.page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
    await staff.page.getByLabel('Username').fill(username);
    await staff.page.getByLabel('Password', { exact: true }).fill('set-by-the-admin');
    await staff.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await staff.page.waitForURL((url) => url.pathname === '/dashbord/account');
    await staff.page.getByText('Choose your own password').waitFor();
    await staff.page.getByLabel('Current password').fill('set-by-the-admin');
    await staff.page.getByLabel(/^New password(?! again)/).fill('qwerty123456');
    await staff.page.getByLabel('New password again').fill('qwerty123456');
    await staff.page.getByRole('button', { name: 'Change password' }).click();
    await staff.page.getByText(/most common/).waitFor();
    await shots(staff.page, 'choose-own-password');
    await staff.page.getByLabel(/^New password(?! again)/).fill('my-very-own-secret');
    await staff.page.getByLabel('New password again').fill('my-very-own-secret');
    await staff.page.getByRole('button', { name: 'Change password' }).click();
    await staff.page.waitForURL((url) => url.pathname === '/dashbord');
    await staff.page.getByText('Your password has been changed').waitFor();
    expect(staff.problems).toEqual([]);
    await staff.context.close();
  });
});
