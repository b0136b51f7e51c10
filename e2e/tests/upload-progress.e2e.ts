import type { Browser } from 'playwright-core';
import { drawnPng, todayIso } from '../support/assets';
import { describeInBrowser, launch, openPage, signIn } from '../support/browser';

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

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const line = (uploadThroughput: number) =>
      cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput,
      });
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
});
