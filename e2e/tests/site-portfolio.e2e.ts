/* The IT portfolio on /it-service: its filter and search are a form the server answers, so they
   work without JavaScript; with it, the island filters in place and keeps the address in step. */
import type { Page } from 'playwright-core';
import { BASE_URL, describeInBrowser, openPage } from '../support/browser';
import { sharedBrowser } from './backoffice-api';
import { pageReady } from './site-support';

const grid = (page: Page) => page.getByRole('list', { name: /^(Portfolio|পোর্টফোলিও)$/ });
const names = (page: Page) => grid(page).getByRole('heading').allTextContents();
const kinds = (page: Page, name = 'Kind of work') => page.getByRole('radiogroup', { name });
const NOT_USED = 'This address asks for a filter we do not have, so all work is shown.';
const SEARCH_PROBLEM = 'Search for at most 100 characters of plain text.';

describeInBrowser('the IT portfolio', () => {
  const browser = sharedBrowser();

  it('filters, searches and shows more without JavaScript: the server renders the list the form asks for', async () => {
    const context = await browser().newContext({ baseURL: BASE_URL, javaScriptEnabled: false });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on(
      'response',
      (res) => res.status() >= 500 && errors.push(`${res.status()} ${res.url()}`),
    );
    await page.goto('/it-service');
    const all = await names(page);
    expect(all.length).toBeGreaterThanOrEqual(8);

    await kinds(page).getByText('Mobile apps', { exact: true }).click();
    await page.getByLabel('Search the portfolio').fill('telemedicine');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await page.waitForURL((url) => url.search === '?type=MOBILE_APP&q=telemedicine');
    expect(await names(page)).toEqual(['HealthCall']);
    expect(await page.getByRole('radio', { name: 'Mobile apps' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Search the portfolio').inputValue()).toBe('telemedicine');

    // Websites with that search: none.
    await kinds(page).getByText('Websites', { exact: true }).click();
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await page.getByText('No work matches this search yet.').waitFor();

    // "More" is the form's other button: the next, longer list.
    await page.goto('/it-service?shown=3');
    expect(await names(page)).toEqual(all.slice(0, 3));
    await page.getByRole('button', { name: 'Show more work' }).click();
    await page.waitForURL((url) => url.searchParams.get('shown') === '12');
    expect(await names(page)).toEqual(all);
    expect(await page.getByRole('button', { name: 'Show more work' }).count()).toBe(0);

    // What it cannot use changes nothing, and says so.
    await page.goto('/it-service?type=APPS&q=health');
    await page.getByRole('status').filter({ hasText: NOT_USED }).waitFor();
    expect(await names(page)).toEqual(all);
    await page.goto(`/it-service?q=${'a'.repeat(101)}`);
    await page.getByText(SEARCH_PROBLEM).waitFor();
    expect(await page.getByLabel('Search the portfolio').inputValue()).toBe('');
    expect(await names(page)).toEqual(all);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers any address with the page: a NUL, bad percent-encoding, repeated or odd parameters', async () => {
    for (const query of ['q=%00', 'q=%E0%A4%A', 'q[]=a', 'type=%00', 'shown=1e3', 'q=%25_%5C']) {
      for (const path of ['/it-service', '/bn/it-service']) {
        const res = await fetch(`${BASE_URL}${path}?${query}`, {
          headers: { accept: 'text/html' },
        });
        expect([path, query, res.status]).toEqual([path, query, 200]);
        expect(await res.text()).toContain('id="portfolio"');
      }
    }
  });

  it('with JavaScript, filters in place, keeps the address in step, and a reload shows the same', async () => {
    const { page, context, problems } = await openPage(browser());
    await page.goto('/bn/it-service');
    await pageReady(page);
    const all = await names(page);
    await kinds(page, 'কাজের ধরন').getByText('মোবাইল অ্যাপ', { exact: true }).click();
    await page.waitForURL((url) => url.search === '?type=MOBILE_APP');
    await grid(page).getByRole('heading', { name: 'Bazaarline' }).waitFor();
    await grid(page).getByRole('heading', { name: 'Padma Clinic Online' }).waitFor({
      state: 'detached',
    });
    await page.getByLabel('পোর্টফোলিওতে খুঁজুন').fill('telemedicine');
    await page.waitForURL((url) => url.search === '?type=MOBILE_APP&q=telemedicine');
    await grid(page).getByRole('heading', { name: 'Bazaarline' }).waitFor({ state: 'detached' });
    expect(await names(page)).toEqual(['HealthCall']);

    await page.reload();
    await pageReady(page);
    expect(await names(page)).toEqual(['HealthCall']);
    expect(await page.getByRole('radio', { name: 'মোবাইল অ্যাপ' }).isChecked()).toBe(true);
    await page.getByLabel('পোর্টফোলিওতে খুঁজুন').fill('');
    await kinds(page, 'কাজের ধরন').getByText('সব কাজ', { exact: true }).click();
    await page.waitForURL((url) => url.search === '');
    await grid(page).getByRole('heading', { name: 'Padma Clinic Online' }).waitFor();
    expect(await names(page)).toEqual(all);
    // No "Show" button with JavaScript: the list follows every change.
    expect(await page.getByRole('button', { name: 'দেখুন', exact: true }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
