import type { Browser, BrowserContext, Page } from 'playwright-core';
import { drawnPng, todayIso } from '../support/assets';
import { BASE_URL, describeInBrowser, launch, openPage, signIn } from '../support/browser';
import { adminToken, daysAhead } from './backoffice-api';

/** The page's upload speed, in bytes per second, set on Chromium's network emulation. */
async function uploadLine(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  return (uploadThroughput: number) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput,
    });
}

describeInBrowser('upload progress', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('an image upload shows its progress, can be cancelled leaving nothing, and the form sends again', async () => {
    const { page, context, problems } = await openPage(browser);
    await signIn(page, '/dashbord/news/addnews');
    await page.getByRole('heading', { name: 'Add News' }).waitFor();
    const title = `Slow upload ${Date.now()}`;
    await page.getByLabel('News Title').fill(title);
    await page.getByLabel('Description').fill('Sent over a slow line.');
    await page.getByLabel('Date').fill(todayIso());
    // A real picture with 2 MB of padding after it: slow enough to watch on a throttled line.
    const big = Buffer.concat([await drawnPng(), Buffer.alloc(2 * 1024 * 1024)]);
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });

    const line = await uploadLine(context, page);
    await line(64 * 1024);
    await page.getByRole('button', { name: 'Add News' }).click();
    const bar = page.getByRole('progressbar', { name: 'Uploading' });
    await bar.waitFor();
    await page.waitForFunction(
      () => Number(document.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow')) > 0,
    );
    await page.getByRole('button', { name: 'Cancel upload' }).click();
    await page.getByText('Upload cancelled: nothing was saved.').waitFor();
    await bar.waitFor({ state: 'detached' });
    expect(await page.getByLabel('News Title').inputValue()).toBe(title);

    // The form is still usable: on a normal line the same form sends.
    await line(-1);
    await page.getByRole('button', { name: 'Add News' }).click();
    await page
      .getByText(/news (item )?added/i)
      .first()
      .waitFor();
    await page.goto('/dashbord/news/viewnews');
    await page.getByRole('table').getByText(title).waitFor();
    expect(await page.getByRole('table').getByText(title).count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it('the Bangla booking form uploads its document with progress in Bangla; cancelled, nothing is booked, then it books', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto('/bn/booking?from=Gulshan&to=Motijheel');
    await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
    const passenger = `Rahima Khatun ${Date.now()}`;
    await page.getByLabel('যাত্রীর নাম').fill(passenger);
    await page.getByLabel('ই-মেইল').fill('rahima@example.com');
    await page.getByLabel('মোবাইল নম্বর').fill('01812-345678');
    await page.getByLabel('যাত্রার তারিখ').fill(daysAhead(4));
    const big = Buffer.concat([await drawnPng(), Buffer.alloc(2 * 1024 * 1024)]);
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'permit.png', mimeType: 'image/png', buffer: big });

    const line = await uploadLine(context, page);
    await line(64 * 1024);
    const submit = page.getByRole('button', { name: 'বুকিংয়ের অনুরোধ পাঠান' });
    await submit.click();
    const bar = page.getByRole('progressbar', { name: 'নথি আপলোড হচ্ছে' });
    await bar.waitFor();
    await page.waitForFunction(
      () => Number(document.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow')) > 0,
    );
    await page.getByText(/^নথি আপলোড হচ্ছে: [০-৯]+%$/).waitFor();
    await page.getByRole('button', { name: 'আপলোড বাতিল করুন' }).click();
    await page.getByText('আপলোড বাতিল হয়েছে, কিছুই পাঠানো হয়নি।', { exact: false }).waitFor();
    await bar.waitFor({ state: 'detached' });
    expect(await page.getByLabel('যাত্রীর নাম').inputValue()).toBe(passenger);

    await line(-1);
    await submit.click();
    await page.getByRole('heading', { name: 'বুকিংয়ের অনুরোধ পেয়েছি' }).waitFor();
    const res = await fetch(`${BASE_URL}/api/reservation`, {
      headers: { authorization: `Bearer ${await adminToken()}` },
    });
    const booked = (
      (await res.json()) as { pname: string; bookingDocumentId: number | null }[]
    ).filter((r) => r.pname === passenger);
    expect(booked).toEqual([expect.objectContaining({ bookingDocumentId: expect.any(Number) })]);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
