/* A session's end ends everything (PRODUCT.md §14): the back office open on the dashboard,
   with its live alerts, is signed out the moment its session ends elsewhere. */
import { BASE_URL, describeInBrowser, openPage, signIn } from '../support/browser';
import { sharedBrowser } from './backoffice-api';

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
    expect(await staff.page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    // Signed out, the page opened no new alert socket.
    expect(sockets).toEqual([]);
    expect(staff.problems).toEqual([]);
    await staff.context.close();
  });
});
