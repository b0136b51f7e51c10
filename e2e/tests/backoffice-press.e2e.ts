import { drawnPng, todayIso } from '../support/assets';
import { describeInBrowser, openPage, signIn } from '../support/browser';
import { sharedBrowser } from './backoffice-api';

describeInBrowser('staff manage press coverage', () => {
  const browser = sharedBrowser();

  it('staff add a press article, find it on page 1, edit it and delete it', async () => {
    const { page, problems, context } = await openPage(browser());
    const title = `The Daily Star on DigitalRideWeb ${Date.now()}`;
    await signIn(page, '/dashbord/news/addpress');
    await page.getByRole('heading', { name: 'Add Press Coverage' }).waitFor();

    // every field says what it needs once touched; the button waits for a valid form
    const submit = page.getByRole('button', { name: 'Add Press', exact: true });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Press Title').focus();
    await page.getByLabel('Description').focus();
    await page.getByText('Press title is required').waitFor();

    await page.getByLabel('Press Title').fill(title);
    await page
      .getByLabel('Description')
      .fill('How a Dhaka start-up brought helicopter rides to Sylhet.');
    await page.getByLabel('Date').fill(todayIso());
    // the optional Bangla copy goes with it
    await page.getByLabel('Bangla title').fill('দ্য ডেইলি স্টারে DigitalRideWeb');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'star.png', mimeType: 'image/png', buffer: await drawnPng() });
    await page.getByRole('img', { name: /preview/i }).waitFor();
    await submit.click();
    await page.getByText('Press coverage added').first().waitFor();
    expect(await page.getByLabel('Press Title').inputValue()).toBe('');

    // newest first, with the press columns
    await page.goto('/dashbord/news/viewpress');
    const table = page.getByRole('table', { name: 'Press coverage' });
    await table.getByText(title).waitFor();
    expect(await table.locator('tbody tr').first().textContent()).toContain(title);
    const headers = await table.locator('thead th').allTextContents();
    expect(headers).toEqual(['#', 'Id', 'Press Title', 'Press Date', 'Description', 'Action']);

    // edit opens the press editor, keeps the image, saves
    await table.locator('tbody tr', { hasText: title }).getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/dashbord\/editpress\/\d+$/);
    await page.getByRole('heading', { name: 'Edit Press Coverage' }).waitFor();
    const titleField = page.getByLabel('Press Title');
    // The form shows the stored title once it has loaded (the page's first input is the search).
    await page.waitForFunction(
      (input) => (input as HTMLInputElement | null)?.value !== '',
      await titleField.elementHandle(),
    );
    expect(await titleField.inputValue()).toBe(title);
    expect(await page.getByLabel('Bangla title').inputValue()).toBe(
      'দ্য ডেইলি স্টারে DigitalRideWeb',
    );
    await page.getByRole('img', { name: 'Current image' }).waitFor();
    await titleField.fill(`${title} (updated)`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL((u) => u.pathname === '/dashbord/news/viewpress');
    await table.getByText(`${title} (updated)`).waitFor();

    // delete asks first; Cancel keeps the row, Delete removes it
    const row = table.locator('tbody tr', { hasText: title });
    await row.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this item?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await row.count()).toBe(1);
    await row.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await table.getByText(title).waitFor({ state: 'detached' });
    await page.getByText('Press article deleted.').waitFor();

    expect(problems).toEqual([]);
    await context.close();
  });
});
