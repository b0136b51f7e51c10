import type { Page } from 'playwright-core';
import { BASE_URL, describeInBrowser, openPage, signIn } from '../support/browser';
import { shots } from '../support/shots';
import { postJson, sharedBrowser, uniqueTag } from './backoffice-api';

/** What the contact form sends, through the REST shim of the original. */
function sendMessage(subject: string, message: string, n = 0) {
  return postJson('/api/contactus', {
    name: `Farhana Akter ${n}`,
    contact_number: '+880 1711-000000',
    email: `farhana.${n}@example.com`,
    subject,
    message,
  });
}

/**
 * Types a search: the list keeps it in the history entry's state (the router's `usr`), never
 * in the address (personal data never in a URL).
 */
async function search(page: Page, term: string) {
  await page.getByLabel('Search', { exact: true }).fill(term);
  await page.waitForFunction((t) => window.history.state?.usr?.q === t, term);
  expect(new URL(page.url()).searchParams.has('q')).toBe(false);
}

/**
 * Waits until the table shows `footer` ("Showing 11–20 of 23") and has finished loading: only
 * then do its rows, their numbers and the page buttons all describe that page.
 */
async function shows(page: Page, footer: string) {
  await page.getByText(footer, { exact: true }).waitFor();
  await page.locator('table[aria-label="Messages"][aria-busy="false"]').waitFor();
}

const current = (page: Page) => page.locator('nav[aria-label="Pagination"] [aria-current="page"]');

describeInBrowser('staff read and delete contact messages', () => {
  const browser = sharedBrowser();

  it('a message a visitor sends is on page 1, reads in full in a dialog and is deleted after confirmation', async () => {
    expect(BASE_URL).not.toBe('');
    const subject = `Refund for a double charge ${uniqueTag('m')}`;
    const text =
      'I booked a car from Gulshan to the airport last Friday. The driver was early and polite, ' +
      'but the app charged me twice. Please refund one of the two payments to my bKash account.';
    await sendMessage(subject, text, 1);

    const { page, problems, context } = await openPage(browser());
    await signIn(page, '/dashbord/viewMessage');
    const table = page.getByRole('table', { name: 'Messages' });
    const row = table.locator('tbody tr', { hasText: subject });
    await row.waitFor();
    const headers = await table.locator('thead th').allTextContents();
    expect(headers).toEqual([
      '', // the page's checkbox
      '#',
      'Id',
      'Name',
      'Status',
      'Contact Number',
      'Email',
      'Subject',
      'Message',
      'Action',
    ]);

    await row.getByRole('button', { name: /^Read/ }).click();
    const dialog = page.getByRole('dialog', { name: subject });
    await dialog.getByText(text).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this message?' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await row.waitFor({ state: 'detached' });
    await page.getByText('Message deleted.').waitFor();

    // gone on the server too
    await search(page, subject);
    await page.getByText(`No message matches “${subject}”.`).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('23 matching messages page 10 / 10 / 3, numbered across pages', async () => {
    const tag = uniqueTag('pg');
    for (let n = 1; n <= 23; n++)
      await sendMessage(`Parcel question ${tag} no. ${n}`, 'Where is it?', n);

    const { page, problems, context } = await openPage(browser());
    await signIn(page, '/dashbord/viewMessage');
    await search(page, tag);
    const table = page.getByRole('table', { name: 'Messages' });
    const rows = table.locator('tbody tr');
    const prev = page.getByRole('button', { name: 'Previous', exact: true });
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await shows(page, 'Showing 1–10 of 23');
    expect(await rows.count()).toBe(10);
    expect(await current(page).textContent()).toBe('1');
    expect(await prev.isDisabled()).toBe(true);
    // newest first
    expect(await rows.first().textContent()).toContain(`${tag} no. 23`);

    await next.click();
    await shows(page, 'Showing 11–20 of 23');
    expect(await rows.count()).toBe(10);
    expect(await current(page).textContent()).toBe('2');
    expect(await rows.first().locator('td').nth(1).textContent()).toBe('11');
    expect(await prev.isEnabled()).toBe(true);

    await page.getByRole('button', { name: '3', exact: true }).click();
    await shows(page, 'Showing 21–23 of 23');
    expect(await rows.count()).toBe(3);
    expect(await next.isDisabled()).toBe(true);
    expect(await rows.last().locator('td').nth(1).textContent()).toBe('23');

    // the page lives in the address: a reload shows the same rows
    expect(new URL(page.url()).searchParams.get('page')).toBe('3');
    await page.reload();
    await shows(page, 'Showing 21–23 of 23');

    // a page past the last one is not shown: the table goes to the last page
    await page.goto(`/dashbord/viewMessage?q=${tag}&page=9`);
    await shows(page, 'Showing 21–23 of 23');

    await prev.click();
    await shows(page, 'Showing 11–20 of 23');
    expect(problems).toEqual([]);
    await context.close();
  });
  it('each row shows the working time left to reply: a new message a few hours, a late one in red in the Late view, saved as a view in the sidebar with its count', async () => {
    const subject = `Fare higher than shown ${uniqueTag('clock')}`;
    await sendMessage(subject, 'The app showed 250 taka and I paid 310.', 3);
    const { page, problems, context } = await openPage(browser());
    await signIn(page, '/dashbord/viewMessage');
    const table = page.getByRole('table', { name: 'Messages' });
    // A message that just came has its whole target left (four working hours), not red.
    const fresh = table.locator('tbody tr', { hasText: subject }).locator('[data-reply-clock]');
    await fresh.waitFor();
    expect(await fresh.getAttribute('data-reply-clock')).toBe('ok');
    expect(await fresh.textContent()).toMatch(/^(4h 00m|3h 5\dm) left$/);

    // The Late view: the demo's messages that came ten days ago, each red; not the new one.
    await page.goto('/dashbord/viewMessage?status=LATE');
    const late = table.locator('tbody tr [data-reply-clock="late"]');
    await late.first().waitFor();
    await page.locator('table[aria-label="Messages"][aria-busy="false"]').waitFor();
    // Every row shown is late (the list settles on the Late view's rows alone).
    await page.waitForFunction(() => {
      const rows = document.querySelectorAll('table[aria-label="Messages"] tbody tr');
      const red = document.querySelectorAll(
        'table[aria-label="Messages"] tbody tr [data-reply-clock="late"]',
      );
      return rows.length > 0 && rows.length === red.length;
    });
    expect(await table.locator('tbody tr', { hasText: subject }).count()).toBe(0);
    expect(await late.first().textContent()).toMatch(/^Late (\d+h|\d+h \d{2}m|\d+m)$/);
    // Red: the late clock's colour is mostly red.
    const [r, g, b] = (await late.first().evaluate((el) => getComputedStyle(el).color))
      .match(/\d+/g)!
      .map(Number);
    expect(r).toBeGreaterThan(150);
    expect(r).toBeGreaterThan(2 * Math.max(g, b));

    // Saved as a view: in the sidebar with how many rows it shows.
    const name = `Late ${uniqueTag('view')}`;
    await page.getByRole('button', { name: 'Save view' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this view' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Save view' }).click();
    await dialog.waitFor({ state: 'detached' });
    const views = page.getByRole('region', { name: 'Saved views' });
    const count = await table.locator('tbody tr').count();
    const link = views.getByRole('link', { name: `${name} (${count})` });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('/dashbord/viewMessage?status=LATE');
    await shots(page, 'messages-late');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describeInBrowser('staff undo a delete, and restore from Trash (PRODUCT.md §22)', () => {
  const browser = sharedBrowser();

  it('Undo brings a deleted message back; a bulk delete waits in Trash and is restored', async () => {
    const tag = uniqueTag('tr');
    const subject = (n: number) => `Lost umbrella ${tag} no. ${n}`;
    for (const n of [1, 2, 3]) await sendMessage(subject(n), 'Left in the car.', n);

    const { page, problems, context } = await openPage(browser());
    await signIn(page, '/dashbord/viewMessage');
    await search(page, tag);
    const table = page.getByRole('table', { name: 'Messages' });
    await shows(page, 'Showing 1–3 of 3');

    // One delete, undone within its 10 s
    const first = table.locator('tbody tr', { hasText: subject(1) });
    await first.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this message?' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await first.waitFor({ state: 'detached' });
    const notice = page.locator('.mantine-Notification-root', { hasText: 'Message deleted.' });
    await notice.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Restored.').waitFor();
    await first.waitFor();
    await shows(page, 'Showing 1–3 of 3');

    // A bulk delete of two, then Trash, then Restore
    for (const n of [2, 3])
      await table
        .getByRole('checkbox', { name: `Select the message from Farhana Akter ${n}` })
        .check();
    await page.getByRole('button', { name: 'Delete', exact: true }).first().click();
    const bulk = page.getByRole('dialog', { name: 'Delete 2 messages?' });
    await bulk
      .getByText('2 messages will be moved to Trash, where they can be restored for 30 days.')
      .waitFor();
    await bulk.getByRole('button', { name: 'Delete 2 messages' }).click();
    await shows(page, 'Showing 1–1 of 1');
    await page.locator('.mantine-Notification-root', { hasText: '2 messages deleted.' }).waitFor();

    await page.getByRole('link', { name: 'Trash' }).click();
    const trash = page.getByRole('table', { name: 'Trash' });
    const trashed = trash.locator('tbody tr', { hasText: subject(2) });
    await trashed.waitFor();
    await trash.locator('tbody tr', { hasText: subject(3) }).waitFor();
    await trashed.getByRole('button', { name: 'Restore' }).click();
    await trashed.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Messages' }).click();
    await search(page, tag);
    await shows(page, 'Showing 1–2 of 2');
    await table.locator('tbody tr', { hasText: subject(2) }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
