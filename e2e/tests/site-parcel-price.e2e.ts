/* The parcel price calculator (/parcel/price, /bn/parcel/price) at 375 px: a GET form the server
   answers without JavaScript, an island with it; and a rate card staff save for today is the
   price the page gives at once. */
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, describeInBrowser, formField, openPage, signIn } from '../support/browser';
import { shots } from '../support/shots';
import { sharedBrowser } from './backoffice-api';
import { horizontalOverflow, pageReady } from './site-support';

const EN = {
  path: '/parcel/price',
  zone: 'Delivery zone',
  outside: 'Outside Dhaka',
  weight: 'Weight \\(kg\\)',
  cod: 'Cash to collect \\(taka\\)',
  submit: 'See the price',
  parts: ['Delivery up to 1 kg ৳130', 'Each extra kg × 2 ৳40', 'Cash on delivery charge ৳15'],
  total: '৳185',
  badWeight: 'Type the weight in kg, more than 0 and up to 30 (for example 2.3)',
};
const BN = {
  path: '/bn/parcel/price',
  zone: 'ডেলিভারি এলাকা',
  outside: 'ঢাকার বাইরে',
  weight: 'ওজন \\(কেজি\\)',
  cod: 'ক্যাশ অন ডেলিভারি \\(টাকা\\)',
  submit: 'খরচ দেখুন',
  parts: ['১ কেজি পর্যন্ত ডেলিভারি ৳১৩০', 'প্রতি বাড়তি কেজি × ২ ৳৪০', 'ক্যাশ অন ডেলিভারি চার্জ ৳১৫'],
  total: '৳১৮৫',
  badWeight: 'ওজন কেজিতে লিখুন, ০-এর বেশি আর সর্বোচ্চ ৩০ (যেমন ২.৩)',
};
type Words = typeof EN;
// The labels are patterns (formField): their brackets escaped.

const parts = async (page: Page) =>
  (await page.getByTestId('parcel-price-part').allInnerTexts()).map((t) =>
    t.replace(/\s+/g, ' ').trim(),
  );
const total = (page: Page) => page.getByTestId('parcel-price-total');

/** Asks the price of 2.3 kg outside Dhaka with ৳1,500 to collect (typed as the language writes it). */
async function ask(page: Page, w: Words, weight: string, cod: string) {
  await formField(page, w.zone).selectOption({ label: w.outside });
  await formField(page, w.weight).fill(weight);
  await formField(page, w.cod).fill(cod);
  await page.getByRole('button', { name: w.submit }).click();
}

async function withoutJs(browser: Browser) {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    javaScriptEnabled: false,
    viewport: { width: 375, height: 812 },
  });
  return { context, page: await context.newPage() };
}

describeInBrowser('the parcel price calculator', () => {
  const browser = sharedBrowser();

  it('answers without JavaScript, in both languages: the server renders the price and its parts', async () => {
    const { context, page } = await withoutJs(browser());
    for (const w of [EN, BN]) {
      const res = await page.goto(w.path);
      expect(res?.status()).toBe(200);
      await ask(page, w, '2.3', '1500');
      await page.waitForURL((url) => url.searchParams.get('weight') === '2.3');
      expect(await parts(page)).toEqual(w.parts);
      expect(await total(page).innerText()).toBe(w.total);
      expect(await horizontalOverflow(page)).toBe(0);
      await shots(page, `parcel-price-nojs-${w === EN ? 'en' : 'bn'}`);
      // A weight that is not one: the rule, in the page's language, and never a 5xx.
      const bad = await page.goto(`${w.path}?zone=OUTSIDE_DHAKA&weight=abc&cod=1500`);
      expect(bad?.status()).toBe(200);
      await page.getByText(w.badWeight).waitFor();
      const heavy = await page.goto(`${w.path}?zone=OUTSIDE_DHAKA&weight=31&cod=`);
      expect(heavy?.status()).toBe(200);
      await page.getByText(w.badWeight).waitFor();
    }
    // The parcel page's table is the rate card's, and links here.
    await page.goto('/bn/parcel');
    await page.getByTestId('parcel-rate-table').getByText('৳১৩০').waitFor();
    await page.getByRole('link', { name: 'পার্সেলের খরচ হিসাব করুন' }).click();
    await page.waitForURL((url) => url.pathname === '/bn/parcel/price');
    const sitemap = await (await fetch(`${BASE_URL}/sitemap.xml`)).text();
    expect(sitemap).toContain('/parcel/price</loc>');
    expect(sitemap).toContain('/bn/parcel/price</loc>');
    await context.close();
  });

  it('answers in place with JavaScript, Bangla digits typed too, the address kept in step', async () => {
    const { page, context, problems } = await openPage(browser(), 375, 812);
    for (const [w, weight, cod] of [
      [EN, '2.3', '1,500'],
      [BN, '২.৩', '১৫০০'],
    ] as const) {
      await page.goto(w.path);
      await pageReady(page);
      await formField(page, w.weight).focus();
      await page.locator('[data-island="ParcelPrice"][data-hydrated]').waitFor();
      // A mark on the window: a page load (the form sent without the island) would lose it.
      await page.evaluate(() => Object.assign(window, { stayed: true }));
      await ask(page, w, weight, cod);
      await total(page).filter({ hasText: w.total }).waitFor();
      expect(await parts(page)).toEqual(w.parts);
      expect(await page.evaluate(() => 'stayed' in window)).toBe(true);
      expect(new URL(page.url()).searchParams.get('zone')).toBe('OUTSIDE_DHAKA');
      expect(await horizontalOverflow(page)).toBe(0);
      await shots(page, `parcel-price-js-${w === EN ? 'en' : 'bn'}`);
      await formField(page, w.weight).fill('0');
      await page.getByRole('button', { name: w.submit }).click();
      await page.getByText(w.badWeight).waitFor();
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('gives the price of a rate card staff save for today, at once', async () => {
    const { page, context, problems } = await openPage(browser());
    await signIn(page, '/dashbord/parcel-rates');
    const outsideOneKg = page.getByLabel('Outside Dhaka: Up to 1 kg');
    await outsideOneKg.waitFor();
    const before = await outsideOneKg.inputValue();
    try {
      await outsideOneKg.fill('140');
      await page.getByRole('button', { name: 'Save rate card' }).click();
      await page.getByText('Rate card saved').waitFor();
      const { context: visitor, page: nojs } = await withoutJs(browser());
      await nojs.goto('/bn/parcel/price?zone=OUTSIDE_DHAKA&weight=2.3&cod=1500');
      expect(await total(nojs).innerText()).toBe('৳১৯৫');
      await visitor.close();
    } finally {
      await page.reload();
      await outsideOneKg.fill(before);
      await page.getByRole('button', { name: 'Save rate card' }).click();
      await page.getByText('Rate card saved').waitFor();
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
