import type { Page } from 'playwright-core';
import { drawnPng, todayIso } from '../support/assets';
import { describeInBrowser, openPage, signIn, formField } from '../support/browser';
import { adminToken, chooseOwnPassword, graphql, sharedBrowser, uniqueTag } from './backoffice-api';
import { pageReady } from './site-support';

const signInAs = (page: Page, username: string, password: string, next: string) =>
  signIn(page, next, { username, password });

async function changeStatus(page: Page, subject: string, to: string, note: string) {
  const row = page
    .getByRole('table', { name: 'Messages' })
    .locator('tbody tr', { hasText: subject });
  await row.getByRole('button', { name: /^Change the status of/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Change status' });
  await dialog.getByRole('radio', { name: to }).check();
  await dialog.getByLabel(/^Internal note/).fill(note);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await row.getByText(to, { exact: true }).waitFor();
}

describeInBrowser('staff run the inbox live', () => {
  const browser = sharedBrowser();

  it('a visitor’s message shows up on the watching dashboard without a reload; staff work it to done and the log says who', async () => {
    const staff = await openPage(browser());
    await signIn(staff.page, '/dashbord');
    await staff.page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    // The shell opens the alerts socket once signed in.
    await staff.page.locator('nav[data-live-alerts]').waitFor();

    const subject = `Corporate account ${uniqueTag('live')}`;
    const visitor = await openPage(browser(), 375, 800);
    await visitor.page.goto('/pages/contactus');
    await pageReady(visitor.page); // the form works once the app has taken over the server's HTML
    await formField(visitor.page, 'Name').fill('Nusrat Jahan');
    await formField(visitor.page, 'Contact number').fill('+880 1712-345678');
    await formField(visitor.page, 'Email').fill('nusrat@example.com');
    await formField(visitor.page, 'Subject').fill(subject);
    await formField(visitor.page, 'Message').fill('Do you offer monthly billing for 40 staff?');
    await visitor.page.getByRole('button', { name: 'Send message' }).click();
    await visitor.page.getByText('Message sent').waitFor();

    // On the staff screen, without a reload: the unread badge and a notification naming it.
    await staff.page.getByTestId('unread-MESSAGE').waitFor();
    expect(await staff.page.getByTestId('unread-MESSAGE').textContent()).toBe('1');
    await staff.page.getByText(`Message from Nusrat Jahan: ${subject}`).waitFor();

    await staff.page
      .getByRole('navigation', { name: 'Admin navigation' })
      .getByRole('link', { name: 'Messages (1 new)' })
      .click();
    await staff.page.waitForURL('**/dashbord/viewMessage');
    await staff.page.getByTestId('unread-MESSAGE').waitFor({ state: 'detached' });
    await changeStatus(staff.page, subject, 'In progress', 'Called her back');
    await changeStatus(staff.page, subject, 'Done', 'Billing set up');

    await staff.page.goto('/dashbord/activity?entity=ContactMessage');
    const log = staff.page.getByRole('table', { name: 'Activity log' });
    const done = log.locator('tbody tr', { hasText: 'IN_PROGRESS → DONE — Billing set up' });
    const started = log.locator('tbody tr', { hasText: 'NEW → IN_PROGRESS — Called her back' });
    await done.waitFor();
    await started.waitFor();
    expect(await done.textContent()).toContain('admin');
    expect(await started.textContent()).toContain(subject);
    expect([...staff.problems, ...visitor.problems]).toEqual([]);
    await visitor.context.close();
    await staff.context.close();
  });

  it('an editor adds news and press but gets /unauthorized on messages, and the server refuses the inbox', async () => {
    const username = uniqueTag('editor');
    const password = 'editor-password-1';
    await graphql(
      'mutation($input: StaffUserInput!) { createStaffUser(input: $input) { id } }',
      { input: { username, role: 'editor', password: 'set-by-the-admin' } },
      await adminToken(),
    );
    await chooseOwnPassword(username, 'set-by-the-admin', password);
    const { page, problems, context } = await openPage(browser());
    await signInAs(page, username, password, '/dashbord/news/addnews');
    const nav = page.getByRole('navigation', { name: 'Admin navigation' });
    await nav.getByRole('link', { name: 'Add News' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Messages' }).count()).toBe(0);

    for (const [path, titleLabel, button, done] of [
      ['/dashbord/news/addnews', 'News Title', 'Add News', /news (item )?added/i],
      ['/dashbord/news/addpress', 'Press Title', 'Add Press', /press coverage added/i],
    ] as const) {
      await page.goto(path);
      await page.getByLabel(titleLabel).fill(`By an editor ${uniqueTag('e')}`);
      await page.getByLabel('Description').fill('Written by an editor.');
      await page.getByLabel('Date').fill(todayIso());
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'e.png', mimeType: 'image/png', buffer: await drawnPng() });
      await page.getByRole('button', { name: button, exact: true }).click();
      await page.getByText(done).first().waitFor();
    }

    await page.goto('/dashbord/viewMessage');
    await page.waitForURL('**/unauthorized');
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const res = await fetch(new URL('/api/contactus', page.url()), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(403);
    expect(problems).toEqual([]);
    await context.close();
  });
});
