import type { Page } from 'playwright-core';
import { describeInBrowser, openPage, signIn } from '../support/browser';
import { sharedBrowser, uniqueTag } from './backoffice-api';

async function fillFare(page: Page, from: string, to: string, fare: string) {
  // Place fields suggest known places; Escape closes the suggestions.
  await page.getByRole('combobox', { name: 'From' }).fill(from);
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'To' }).fill(to);
  await page.keyboard.press('Escape');
  await page.getByLabel(/^FareRate/).fill(fare);
}

describeInBrowser('fare rates', () => {
  const browser = sharedBrowser();

  it('staff add a fare rate; the same pair again is refused with the server’s message', async () => {
    const from = `Bashundhara ${uniqueTag('f')}`;
    const to = 'Hazrat Shahjalal Airport';
    const { page, problems, context } = await openPage(browser());
    await signIn(page, '/dashbord/fare-rates');

    const submit = page.getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);
    // the rules show before the server is asked
    await page.getByLabel(/^FareRate/).fill('0');
    await page.getByRole('combobox', { name: 'From' }).focus();
    await page.getByText('FareRate must be a positive number').waitFor();
    await page.keyboard.press('Escape');
    expect(await submit.isDisabled()).toBe(true);

    await fillFare(page, from, to, '650');
    await submit.click();
    await page.getByText('Fare rate added').first().waitFor();
    expect(await page.getByRole('combobox', { name: 'From' }).inputValue()).toBe(''); // the form resets
    const table = page.getByRole('table', { name: 'Fare rates' });
    const row = table.locator('tbody tr', { hasText: from });
    await row.waitFor(); // the table refetched: newest first
    expect(await row.textContent()).toContain('650');

    // the same pair, typed in another case, is a duplicate
    await fillFare(page, from.toUpperCase(), to.toLowerCase(), '700');
    await submit.click();
    await page
      .getByRole('alert')
      .getByText(new RegExp(`A fare rate from .+ to .+ already exists`, 'i'))
      .waitFor();
    expect(await page.getByRole('combobox', { name: 'From' }).inputValue()).toBe(
      from.toUpperCase(),
    );
    expect(await table.locator('tbody tr', { hasText: from }).count()).toBe(1);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('/addcopter asks a visitor to sign in, then lets staff add a fare there', async () => {
    const { page, problems, context } = await openPage(browser(), 375, 800);
    await page.goto('/addcopter');
    await page.getByText('Sign in to add fare rates').waitFor();
    expect(await page.getByRole('button', { name: 'Submit' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(
      (u) => u.pathname === '/login' && u.searchParams.get('next') === '/addcopter',
    );
    await signIn(page, '/addcopter');

    const from = `Purbachal ${uniqueTag('c')}`;
    await fillFare(page, from, 'Tongi', '275.50');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Fare rate added').first().waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    await page.goto(`/dashbord/fare-rates?q=${encodeURIComponent(from)}`);
    await page.getByRole('table', { name: 'Fare rates' }).getByText(from).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
