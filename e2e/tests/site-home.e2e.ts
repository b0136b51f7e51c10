import type { Browser, Page } from 'playwright-core';
import { describeInBrowser, launch, openPage } from '../support/browser';
import { holdIslandCode, homeWithoutJs, pageReady } from './site-support';

describeInBrowser('the home page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('filters the 12 vehicle categories with the tabs', async () => {
    const { page, problems, context } = await openPage(browser);
    await page.goto('/');
    await pageReady(page);
    const section = page.locator('#vehicles');
    const panel = section.getByRole('tabpanel');
    const names = () => panel.getByRole('heading', { level: 3 }).allTextContents();
    await panel.getByRole('heading', { name: 'Body Carrier' }).waitFor();
    expect(await names()).toHaveLength(12);

    const expected: Record<string, string[]> = {
      Car: ['Car AC', 'Luxurious', 'Intercity'],
      Bike: ['Bike Male', 'Bike Female'],
      Micro: ['Micro 7 Seats', 'Micro 10 Seats', 'Micro 14 Seats'],
      Ambulance: ['Ambulance AC', 'ICU Ambulance', 'Non-AC Ambulance', 'Body Carrier'],
    };
    // The tabs hydrate as they near the screen (a tap before that is held and given again): each
    // tap is checked by the tab it selects, as a visitor sees it.
    for (const [tab, vehicles] of Object.entries(expected)) {
      await section.getByRole('tab', { name: tab, exact: true }).click();
      await section.getByRole('tab', { name: tab, exact: true, selected: true }).waitFor();
      expect((await names()).sort()).toEqual([...vehicles].sort());
    }
    await section.getByRole('tab', { name: 'All Vehicle' }).click();
    await section.getByRole('tab', { name: 'All Vehicle', selected: true }).waitFor();
    expect(await names()).toHaveLength(12);
    // The keys, as WAI-ARIA's tabs: End, Home and the arrows (wrapping) move the focus and the choice.
    await page.keyboard.press('End');
    await panel.getByRole('heading', { name: 'Body Carrier' }).waitFor();
    expect(await names()).toHaveLength(4);
    await page.keyboard.press('ArrowRight');
    await section.getByRole('tab', { name: 'All Vehicle', selected: true }).waitFor();
    await page.keyboard.press('ArrowRight');
    await section.getByRole('tab', { name: 'Car', selected: true }).waitFor();
    expect(
      await section
        .getByRole('tab', { name: 'Car' })
        .evaluate((tab) => tab === document.activeElement),
    ).toBe(true);
    expect((await names()).sort()).toEqual([...expected.Car].sort());
    await page.keyboard.press('Home');
    await section.getByRole('tab', { name: 'All Vehicle', selected: true }).waitFor();
    expect(await names()).toHaveLength(12);
    // every drawn vehicle icon loads
    await panel.getByRole('heading', { name: 'Body Carrier' }).scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('#vehicles img')).every(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lays out the bands below the first screen after the first paint, or at once without JavaScript', async () => {
    // What the browser makes of each band (Section, footer): skipped until near the screen
    // ("auto", client/src/site/ui/later.ts) or laid out ("visible").
    const bands = (page: Page) =>
      page.$$eval('main section, footer', (nodes) =>
        nodes.map((node) => ({
          id: node.id || node.localName,
          contentVisibility: getComputedStyle(node).contentVisibility,
          waiting: node.hasAttribute('data-later'),
        })),
      );
    const { page, problems, context } = await openPage(browser, 375, 800);
    await page.goto('/');
    await pageReady(page);
    const laidOut = await bands(page);
    expect(laidOut.length).toBeGreaterThan(5);
    expect(laidOut.filter((band) => band.waiting || band.contentVisibility !== 'visible')).toEqual(
      [],
    );
    expect(problems).toEqual([]);
    await context.close();

    const { context: noJs, page: plain } = await homeWithoutJs(browser);
    const served = await bands(plain);
    // The server marks every band to wait; the <noscript> rule lays each out from the start.
    expect(served.length).toBe(laidOut.length);
    expect(served.every((band) => band.waiting && band.contentVisibility === 'visible')).toBe(true);
    await noJs.close();
  });

  it('estimates a fare and opens the booking form with the route filled in', async () => {
    const { page, problems, context } = await openPage(browser, 375, 812);
    await page.goto('/');
    await pageReady(page);
    const from = page.getByLabel('From', { exact: true });
    await page.locator('select:enabled').first().waitFor();
    await from.selectOption('Dhaka');
    await page.getByLabel('To', { exact: true }).selectOption('Chattogram');
    await page.getByTestId('fare-amount').waitFor();
    expect(await page.getByTestId('fare-amount').textContent()).toBe('Tk 6,500');
    await page.getByRole('button', { name: 'Book this ride' }).click();
    await page.waitForURL((u) => u.pathname === '/booking');
    expect(new URL(page.url()).searchParams.get('from')).toBe('Dhaka');
    await page.getByRole('heading', { level: 1, name: 'Book a ride or a helicopter' }).waitFor();
    expect(await page.getByLabel(/^From/).inputValue()).toBe('Dhaka');
    expect(await page.getByLabel(/^To/).inputValue()).toBe('Chattogram');
    await page.getByTestId('booking-fare').waitFor();
    expect(await page.getByTestId('booking-fare').textContent()).toBe('Tk 6,500');
    expect(new URL(page.url()).search).toBe('?from=Dhaka&to=Chattogram');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps a route chosen before the fare estimate hydrates, and shows its fare', async () => {
    const { page, problems, context } = await openPage(browser, 375, 812);
    // The island's code is held until the test lets it go: the route is chosen in the server's HTML.
    const release = await holdIslandCode(page, 'FareEstimateIsland');
    await page.goto('/');
    await pageReady(page);
    const card = page.locator('[data-island="FareEstimate"]');
    await card.getByLabel('From', { exact: true }).selectOption('Dhaka');
    await card.getByLabel('To', { exact: true }).selectOption('Chattogram');
    // Still the server's HTML: nothing to show yet.
    expect(await card.getAttribute('data-hydrated')).toBeNull();

    release();
    await page
      .locator('[data-island="FareEstimate"][data-hydrated]')
      .waitFor({ state: 'attached' });
    // Hydrated, and rendered again with the route it found (the fare and the button's text).
    await card.getByTestId('fare-amount').waitFor();
    expect(await card.getByTestId('fare-amount').textContent()).toBe('Tk 6,500');
    expect(await card.getByLabel('From', { exact: true }).inputValue()).toBe('Dhaka');
    expect(await card.getByLabel('To', { exact: true }).inputValue()).toBe('Chattogram');
    await card.getByRole('button', { name: 'Book this ride' }).click();
    await page.waitForURL((u) => u.pathname === '/booking');
    expect(new URL(page.url()).search).toBe('?from=Dhaka&to=Chattogram');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('without JavaScript, the fare estimate opens the booking form with the route filled in', async () => {
    const { context, page } = await homeWithoutJs(browser);
    const card = page.locator('[data-island="FareEstimate"]');
    // Nothing says it needs JavaScript: it works without.
    expect(await card.innerText()).not.toContain('JavaScript');
    await card.getByLabel('From', { exact: true }).selectOption('Dhaka');
    await card.getByLabel('To', { exact: true }).selectOption('Chattogram');
    await card.getByRole('button', { name: 'Go to booking' }).click();
    await page.waitForURL((u) => u.pathname === '/booking');
    expect(new URL(page.url()).search).toBe('?from=Dhaka&to=Chattogram');
    await page.getByRole('heading', { level: 1, name: 'Book a ride or a helicopter' }).waitFor();
    expect(await page.getByLabel(/^From/).inputValue()).toBe('Dhaka');
    expect(await page.getByLabel(/^To/).inputValue()).toBe('Chattogram');
    // The server looked the fare up for the route in the address.
    expect(await page.getByTestId('booking-fare').textContent()).toBe('Tk 6,500');

    // …and from a Bangla page, the Bangla booking form.
    await page.goto('/bn');
    const bangla = page.locator('[data-island="FareEstimate"]');
    await bangla.getByLabel('কোথা থেকে').selectOption('Dhaka');
    await bangla.getByLabel('কোথায়').selectOption('Chattogram');
    await bangla.getByRole('button').click();
    await page.waitForURL((u) => u.pathname === '/bn/booking');
    expect(new URL(page.url()).search).toBe('?from=Dhaka&to=Chattogram');
    expect(await page.getByTestId('booking-fare').textContent()).toMatch(/^৳[০-৯,]+$/);
    await context.close();
  });
});
