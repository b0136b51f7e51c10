import type { Browser, Locator } from 'playwright-core';
import { describeInBrowser, launch, openPage } from '../support/browser';
import { holdIslandCode, homeWithoutJs, pageReady } from './site-support';

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

describeInBrowser('the partner carousel on the home page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

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
    const { context, page } = await homeWithoutJs(browser);
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
});
