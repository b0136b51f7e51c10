import type { Browser } from 'playwright-core';
import { drawnPng, todayIso } from '../support/assets';
import { describeInBrowser, launch, openPage, signIn } from '../support/browser';

describeInBrowser('staff manage news', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('staff add a news item with an image, see it on page 1 and on the public site, page through, edit and delete it', async () => {
    const { page, problems, context } = await openPage(browser);
    const title = `Rides to Cox's Bazar ${Date.now()}`;
    await signIn(page, '/dashbord/news/addnews');
    await page.getByRole('heading', { name: 'Add News' }).waitFor();

    const submit = page.getByRole('button', { name: 'Add News' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('News Title').fill(title);
    await page
      .getByLabel('Description')
      .fill('Weekend rides from Dhaka to the beach, booked a week ahead.');
    await page.getByLabel('Date').fill(todayIso());
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'beach.png', mimeType: 'image/png', buffer: await drawnPng() });
    const preview = page.getByRole('img', { name: /preview/i });
    await preview.waitFor();
    expect(Math.round((await preview.boundingBox())!.width)).toBe(200);
    await submit.click();
    await page
      .getByText(/news (item )?added/i)
      .first()
      .waitFor();
    expect(await page.getByLabel('News Title').inputValue()).toBe(''); // the form resets

    // page 1 of the staff table, newest first
    await page.goto('/dashbord/news/viewnews');
    const table = page.getByRole('table');
    await table.getByText(title).waitFor();
    const firstRow = table.locator('tbody tr').first();
    expect(await firstRow.textContent()).toContain(title);

    // page through: 25 seeded + this one (other journeys sharing the app may have added more)
    const footer = page.getByText(/^Showing 1–10 of \d+$/);
    const total = Number((await footer.textContent())!.match(/of (\d+)$/)![1]);
    expect(total).toBeGreaterThanOrEqual(26);
    const last = Math.ceil(total / 10);
    const prev = page.getByRole('button', { name: 'Previous', exact: true });
    const next = page.getByRole('button', { name: 'Next', exact: true });
    expect(await prev.isDisabled()).toBe(true);
    await next.click();
    await page
      .getByRole('button', { name: '2', exact: true })
      .and(page.locator('[aria-current="page"]'))
      .waitFor();
    await table.locator('tbody tr').first().getByText('11', { exact: true }).waitFor();
    await page.getByRole('button', { name: String(last), exact: true }).click();
    await page.locator('[aria-current="page"]', { hasText: String(last) }).waitFor();
    await page.getByText(`Showing ${(last - 1) * 10 + 1}–${total} of ${total}`).waitFor();
    expect(await next.isDisabled()).toBe(true);
    expect(await table.locator('tbody tr').count()).toBe(total - (last - 1) * 10);
    await page.getByRole('button', { name: '1', exact: true }).click();
    await table.getByText(title).waitFor();

    // the public news page shows it, and its detail page
    const visitor = await context.newPage();
    await visitor.goto('/pages/news');
    // its card shows a narrower WebP copy made at upload (a third of the row needs no more)
    const card = visitor.locator('article', { hasText: title }).first().locator('img');
    await card.scrollIntoViewIfNeeded();
    await visitor.waitForFunction(
      (el) => {
        const img = el as HTMLImageElement;
        return img.complete && img.naturalWidth > 0 && /-(480|720|960)\.webp$/.test(img.currentSrc);
      },
      await card.elementHandle(),
    );
    await visitor.getByText(title).first().click();
    await visitor.waitForURL(/\/pages\/news\/\d+$/);
    await visitor.getByText('Weekend rides from Dhaka to the beach').waitFor();
    await visitor.close();

    // edit without a new image
    await table
      .locator('tbody tr', { hasText: title })
      .getByRole('link', { name: /edit/i })
      .click();
    await page.waitForURL(/\/dashbord\/editnews\/\d+$/);
    const titleField = page.getByLabel('News Title');
    // The form shows the stored title once it has loaded (the page's first input is the search).
    await page.waitForFunction(
      (input) => (input as HTMLInputElement | null)?.value !== '',
      await titleField.elementHandle(),
    );
    await titleField.fill(`${title} (updated)`);
    await page.getByRole('button', { name: /save/i }).click();
    await page.waitForURL(/\/dashbord\/news\/viewnews/);
    await page.getByRole('table').getByText(`${title} (updated)`).waitFor();

    // delete asks first, then the row is gone
    await page
      .getByRole('table')
      .locator('tbody tr', { hasText: title })
      .getByRole('button', { name: /delete/i })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('table').getByText(title).waitFor({ state: 'detached' });

    expect(problems).toEqual([]);
    await context.close();
  });
});
