import type { Browser, Locator, Page } from 'playwright-core';
import { BASE_URL, describeInBrowser, launch, openPage } from '../support/browser';
import { holdIslandCode, pageReady } from './site-support';

/**
 * How far a row has scrolled sideways once it has moved far `enough`, or after 5 s (checked from
 * here: a page without JavaScript runs no frame callbacks).
 */
async function scrolled(row: Locator, enough: (left: number) => boolean): Promise<number> {
  const left = () => row.evaluate((node) => node.scrollLeft);
  for (let tries = 0; tries < 50 && !enough(await left()); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return left();
}

describeInBrowser('the home page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  /** The home page at 375 px with JavaScript off: the server's HTML as it is. */
  const homeWithoutJs = async () => {
    const context = await browser.newContext({
      baseURL: BASE_URL,
      javaScriptEnabled: false,
      viewport: { width: 375, height: 812 },
    });
    const page = await context.newPage();
    await page.goto('/');
    return { context, page };
  };

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

  it('shows 1, 2, 3 and 4 partner slides at 375, 500, 800 and 1280 px, and they loop', async () => {
    for (const [width, slides] of [
      [375, 1],
      [500, 2],
      [800, 3],
      [1280, 4],
    ]) {
      const { page, problems, context } = await openPage(browser, width, 900);
      await page.goto('/');
      await pageReady(page);
      const carousel = page.getByRole('region', { name: 'Our partners' });
      await page.locator('#partners').scrollIntoViewIfNeeded();
      await carousel.waitFor();
      const visible = await carousel.evaluate((root) => {
        const viewport = root.querySelector('[data-carousel-viewport]')!.getBoundingClientRect();
        const slide = root.querySelector('.partner-slide')!.getBoundingClientRect();
        return Math.round(viewport.width / slide.width);
      });
      expect({ width, visible }).toEqual({ width, visible: slides });
      expect(await carousel.getByRole('group').count()).toBe(8);
      expect(await carousel.getByRole('tab').count()).toBe(0); // no dots

      // Loops: "Previous" from the first slide goes to the last one.
      // The status says which slide is first, once embla has measured them.
      await carousel
        .getByRole('status')
        .filter({ hasText: /^1 of 8$/ })
        .waitFor();
      await carousel.getByRole('button', { name: 'Previous partner' }).click();
      await page.waitForFunction(
        () =>
          document.querySelector('[aria-roledescription="carousel"] [role="status"]')
            ?.textContent === '8 of 8',
      );
      // …and the arrow keys move it too.
      await carousel.getByRole('button', { name: 'Next partner' }).focus();
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(
        () =>
          document.querySelector('[aria-roledescription="carousel"] [role="status"]')
            ?.textContent === '1 of 8',
      );
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('the partner carousel starts from the logo the visitor scrolled to before its code arrived', async () => {
    const { page, problems, context } = await openPage(browser, 375, 900);
    // Embla's code held: the island is live, the row still scrolls by itself.
    const release = await holdIslandCode(page, 'embla-carousel.esm');
    await page.goto('/');
    await pageReady(page);
    const carousel = page.getByRole('region', { name: 'Our partners' });
    await carousel.scrollIntoViewIfNeeded();
    await page
      .locator('[data-hydrated]:has([aria-roledescription="carousel"])')
      .waitFor({ state: 'attached' });
    const row = carousel.locator('[data-carousel-viewport]');
    const slide = await carousel.locator('.partner-slide').first().boundingBox();
    // Two logos on, as a visitor would: a sideways wheel over the row, once per logo.
    await row.hover();
    for (const logos of [1, 2]) {
      await page.mouse.wheel(slide!.width, 0);
      await scrolled(row, (left) => left >= logos * slide!.width - 2);
    }
    expect(await scrolled(row, () => true)).toBeGreaterThanOrEqual(2 * slide!.width - 2);
    expect(await carousel.getAttribute('data-ready')).toBeNull();
    release();
    // Embla takes over from the third logo: it says so, and the third logo is where the first was.
    await carousel
      .getByRole('status')
      .filter({ hasText: /^3 of 8$/ })
      .waitFor();
    const third = await carousel.locator('.partner-slide').nth(2).boundingBox();
    expect(Math.abs(third!.x - slide!.x)).toBeLessThan(3);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('without JavaScript, shows the partner logos in a row that scrolls sideways', async () => {
    const { context, page } = await homeWithoutJs();
    const carousel = page.getByRole('region', { name: 'Our partners' });
    await carousel.scrollIntoViewIfNeeded();
    expect(await carousel.getByRole('group').count()).toBe(8);
    await carousel.getByRole('img').first().waitFor();
    // The arrows need embla: hidden. The row scrolls by itself.
    expect(await carousel.getByRole('button', { name: 'Next partner' }).isVisible()).toBe(false);
    const row = carousel.locator('[data-carousel-viewport]');
    const slide = await carousel.locator('.partner-slide').first().boundingBox();
    // As a visitor would: a sideways wheel (or swipe) over the row.
    await row.hover();
    await page.mouse.wheel(slide!.width, 0);
    expect(await scrolled(row, (left) => left >= slide!.width - 2)).toBeGreaterThanOrEqual(
      slide!.width - 2,
    );
    // The second logo is where the first was.
    expect(await carousel.getByRole('img').nth(1).isVisible()).toBe(true);
    const second = await carousel.locator('.partner-slide').nth(1).boundingBox();
    expect(Math.abs(second!.x - slide!.x)).toBeLessThan(3);
    // From the keyboard too: the row takes focus, and the right arrow moves it on.
    const before = await scrolled(row, () => true);
    await row.focus();
    await page.keyboard.press('ArrowRight');
    expect(await scrolled(row, (left) => left > before)).toBeGreaterThan(before);
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

    const { context: noJs, page: plain } = await homeWithoutJs();
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
    const { context, page } = await homeWithoutJs();
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
