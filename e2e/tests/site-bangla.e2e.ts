/* The public site in Bangla (PRODUCT.md §10): every page under /bn, in Bangla, linked both ways. */
import { BASE_URL, describeInBrowser, openPage } from '../support/browser';
import { sharedBrowser } from './backoffice-api';

async function html(path: string) {
  const res = await fetch(`${BASE_URL}${path}`, {
    headers: { accept: 'text/html' },
    redirect: 'manual',
  });
  return { status: res.status, location: res.headers.get('location') };
}

describeInBrowser('the site in Bangla', () => {
  const browser = sharedBrowser();

  it('sends an unknown Bangla address, and the English-only staff pages, to the Bangla home page', async () => {
    for (const path of [
      '/bn/no-such-page',
      '/bn/login',
      '/bn/dashbord',
      '/bn/pages/no-such-page',
    ]) {
      const { status, location } = await html(path);
      expect([path, status, location]).toEqual([path, 302, '/bn']);
    }
  });

  it('switches language from the header and back, on the same page', async () => {
    const { page, context, problems } = await openPage(browser());
    await page.goto('/pages/about-us');
    await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
    await page.getByRole('link', { name: 'বাংলা' }).first().click();
    await page.waitForURL((u) => u.pathname === '/bn/pages/about-us');
    await page.locator('html[lang="bn"][data-page-ready]').waitFor({ state: 'attached' });
    await page.getByRole('link', { name: 'English' }).first().click();
    await page.waitForURL((u) => u.pathname === '/pages/about-us');
    await page.locator('html[lang="en"][data-page-ready]').waitFor({ state: 'attached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('estimates a fare in taka and Bangla digits on the Bangla home page and books it', async () => {
    const { page, context, problems } = await openPage(browser());
    await page.goto('/bn');
    await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
    // A route of the seeded fare table.
    const [rate] = (await (await fetch(`${BASE_URL}/api/location`)).json()) as {
      from: string;
      to: string;
    }[];
    const from = page.getByLabel('কোথা থেকে');
    await from.locator(`option[value="${rate.from}"]`).waitFor({ state: 'attached' });
    await from.selectOption(rate.from);
    await page.getByLabel('কোথায়').selectOption(rate.to);
    await page.getByTestId('fare-amount').waitFor();
    expect(await page.getByTestId('fare-amount').textContent()).toMatch(/^৳[০-৯,]+$/);
    await page.getByRole('link', { name: 'এই রাইডটি বুক করুন' }).click();
    await page.waitForURL((u) => u.pathname === '/bn/booking');
    await page.getByTestId('booking-fare').waitFor();
    expect(await page.getByTestId('booking-fare').textContent()).toMatch(/^৳[০-৯,]+$/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('registers a customer from the Bangla form', async () => {
    const { page, context, problems } = await openPage(browser());
    await page.goto('/bn/registration/customer');
    await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'আমার অ্যাকাউন্ট খুলুন' }).click();
    await page.getByText('নাম দিতে হবে').waitFor();
    await page.getByLabel('পুরো নাম').fill('সালমা আক্তার');
    await page.getByLabel('ফোন নম্বর').fill('1712-345678');
    await page.getByLabel('শহর').selectOption('Dhaka');
    await page.getByRole('button', { name: 'আমার অ্যাকাউন্ট খুলুন' }).click();
    await page.getByText('নিবন্ধনের আবেদন পেয়েছি').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
