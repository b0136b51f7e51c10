import type { Browser, Page } from 'playwright-core';
import { describeInBrowser, launch, openPage } from '../support/browser';
import { holdRequests, horizontalOverflow, pageReady, publicRoutes } from './site-support';

/** The header's drop-downs and their links, as a visitor sees them. */
const MENUS: Record<string, string[]> = {
  Company: [
    'About Us',
    'CEO Message',
    'Advisor Team',
    'Directors',
    'Operation Team',
    'Career',
    'IT Services',
    'Contact Us',
  ],
  'Ride Sharing': [
    'Book a Ride',
    'Parcel Delivery',
    'Safety',
    'Ride-sharing Guideline',
    'Help & FAQ',
  ],
  News: ['News', 'Press Coverage'],
  Registration: ['Driver Captain', 'Customer', 'Fleet Partner', 'Merchant', 'Staff Login'],
};

const heading = (page: Page) => page.locator('main h1').first().textContent();

/**
 * The URL changes at once, but React Router renders the new page in a transition, keeping the
 * old one on screen until the new page's code is there: wait for the new heading.
 */
async function expectPage(page: Page, path: string, previousHeading?: string | null) {
  await page.waitForURL((u) => u.pathname === path);
  if (path === '/login') return;
  await pageReady(page);
  if (previousHeading) {
    await page
      .waitForFunction(
        (old) => document.querySelector('main h1')?.textContent !== old,
        previousHeading,
      )
      .catch((error: Error) => {
        throw new Error(`${path} still shows "${previousHeading}": ${error.message}`);
      });
  }
}

describeInBrowser('public site navigation', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('the desktop menu reaches every page, by mouse and by keyboard', async () => {
    const { page, problems, context } = await openPage(browser, 1280, 900);
    await page.goto('/');
    await pageReady(page);
    const nav = page.getByRole('navigation', { name: 'Main' });

    for (const [menu, links] of Object.entries(MENUS)) {
      for (const label of links) {
        const trigger = nav.getByRole('button', { name: menu, exact: true });
        await trigger.click();
        const link = nav.getByRole('link', { name: label, exact: true });
        const href = (await link.getAttribute('href'))!;
        const before = await heading(page);
        await link.click();
        const path = href === '/pages/login' ? '/login' : href;
        await expectPage(page, path, before);
        if (path === '/login') {
          await page.goBack();
          await pageReady(page);
        } else expect(await trigger.getAttribute('aria-expanded')).toBe('false');
      }
    }
    const before = await heading(page);
    await nav.getByRole('link', { name: 'Home', exact: true }).click();
    await expectPage(page, '/', before);

    // Keyboard only: Tab to a menu, open it with Enter, arrow down, follow the link.
    const company = nav.getByRole('button', { name: 'Company', exact: true });
    await company.focus();
    await page.keyboard.press('Enter');
    const focused = (name: string) =>
      page.waitForFunction((n) => document.activeElement?.textContent === n, name);
    await page.keyboard.press('ArrowDown');
    await focused('About Us');
    await page.keyboard.press('ArrowDown');
    await focused('CEO Message');
    const home = await heading(page);
    await page.keyboard.press('Enter');
    await expectPage(page, '/pages/ceo-message', home);
    expect(await page.title()).toBe('CEO Message · DigitalRideWeb');

    expect(problems).toEqual([]);
    await context.close();
  });

  it('the mobile menu (burger → drawer) reaches every page', async () => {
    const { page, problems, context } = await openPage(browser, 375, 812);
    await page.goto('/');
    await pageReady(page);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);

    for (const [menu, links] of Object.entries(MENUS)) {
      for (const label of links) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        const drawer = page.getByRole('dialog', { name: 'Menu' });
        await drawer.waitFor();
        const group = drawer.getByRole('button', { name: menu, exact: true });
        if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
        const link = drawer.getByRole('link', { name: label, exact: true });
        const href = (await link.getAttribute('href'))!;
        const before = await heading(page);
        await link.click();
        const path = href === '/pages/login' ? '/login' : href;
        await expectPage(page, path, before);
        await drawer.waitFor({ state: 'detached' });
        if (path === '/login') {
          await page.goBack();
          await pageReady(page);
        }
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('every public page has a title, a description and no sideways scroll at 375 px', async () => {
    const { page, problems, context } = await openPage(browser, 375, 812);
    for (const path of await publicRoutes()) {
      await page.goto(path);
      await pageReady(page);
      expect(await page.title()).toMatch(/DigitalRideWeb/);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(40);
      expect({ path, overflow: await horizontalOverflow(page) }).toEqual({ path, overflow: 0 });
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('an unknown path leads home, and /pages/login to the sign-in page', async () => {
    const { page, problems, context } = await openPage(browser);
    await page.goto('/no/such/page');
    await page.waitForURL((u) => u.pathname === '/');
    await pageReady(page);
    await page.goto('/pages/not-a-page');
    await page.waitForURL((u) => u.pathname === '/');
    await page.goto('/pages/login');
    await page.waitForURL((u) => u.pathname === '/login');
    expect(problems).toEqual([]);
    await context.close();
  });

  /*
   * Speculation rules: a public link the visitor touches or hovers is loaded before the click.
   * Chromium never prerenders while DevTools is attached (and Playwright is a DevTools client): it
   * reports `PrerenderingDisabledByDevTools` for the prerender and falls back to its prefetch. So
   * this checks what can be seen here: the browser asks to prerender the public page and not the
   * back office, and the click is answered from the speculative fetch, not the network.
   */
  it('a hovered public link is speculated and the click is served from it; the back office never is', async () => {
    const { page, problems, context } = await openPage(browser, 1280, 800);
    const cdp = await context.newCDPSession(page);
    const attempts: { action: string; url: string }[] = [];
    let onAttempt = () => {};
    const record = (action: string) => (e: { key: { url: string } }) => {
      attempts.push({ action, url: e.key.url });
      onAttempt();
    };
    cdp.on('Preload.prerenderStatusUpdated', record('prerender'));
    cdp.on('Preload.prefetchStatusUpdated', record('prefetch'));
    await cdp.send('Preload.enable');
    await page.goto('/');
    await pageReady(page);
    const speculated = (path: string) =>
      attempts.filter((a) => new URL(a.url).pathname === path).map((a) => a.action);

    // The staff sign-in (a redirect to /login), pressed first (which `moderate` acts on at once,
    // as on a touch) and let go elsewhere: never speculated.
    await page.getByRole('button', { name: 'Registration', exact: true }).click();
    await page.getByRole('link', { name: 'Staff Login', exact: true }).hover();
    await page.mouse.down();
    await page.mouse.move(0, 400);
    await page.mouse.up();
    // About us, hovered long enough for `moderate` eagerness: prerender asked, prefetch made.
    const link = page.locator('footer a[href="/pages/about-us"]');
    await link.hover();
    await new Promise<void>((resolve) => {
      onAttempt = () => {
        if (['prerender', 'prefetch'].every((a) => speculated('/pages/about-us').includes(a)))
          resolve();
      };
      onAttempt();
    });
    expect(speculated('/pages/login')).toEqual([]);
    await link.click();
    await page.waitForURL((u) => u.pathname === '/pages/about-us');
    await pageReady(page);
    const delivery = await page.evaluate(
      () =>
        (performance.getEntriesByType('navigation')[0] as { deliveryType?: string }).deliveryType,
    );
    expect(delivery).toBe('navigational-prefetch');
    expect(problems).toEqual([]);
    await context.close();
  });

  /*
   * A page the browser prerenders does before it is shown what it would do after its first paint
   * (client/src/site/islands/load.ts), so that the click only has to paint it. Chromium does not
   * prerender here (above): the page is told it is being prerendered (`document.prerendering`),
   * and its images are held, so that its after-the-first-paint work cannot have started. Told
   * nothing, the same page leaves the same work for after its first paint.
   */
  it('a page being prerendered lays out every band and turns on the whole stylesheet before it is shown', async () => {
    const atParsed = async (prerendering: boolean) => {
      const { page, problems, context } = await openPage(browser, 1280, 800);
      if (prerendering) {
        await page.addInitScript(() =>
          Object.defineProperty(Document.prototype, 'prerendering', { get: () => true }),
        );
      }
      const release = await holdRequests(page, /\.(svg|png|jpe?g|webp|avif)$/);
      // Read as the document is parsed, in the page itself: the loader is a module script, so it
      // has run by DOMContentLoaded, and what it leaves for after the first paint has not (read
      // from the test after goto, a paint could come first on a busy machine).
      await page.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => {
          const css = Array.from(document.querySelectorAll<HTMLLinkElement>('link[data-site-css]'));
          const named = document.querySelector<HTMLMetaElement>('meta[name="site-css"]');
          Object.assign(window, {
            atParsed: {
              bandsWaiting: document.querySelectorAll('[data-later]').length,
              parts: named?.content.split(' ').length ?? 0,
              css: css.length,
              applied: css.filter((link) => !link.media).length,
            },
          });
        }),
      );
      await page.goto('/pages/about-us', { waitUntil: 'domcontentloaded' });
      const seen = await page.evaluate(
        () =>
          (
            window as unknown as {
              atParsed: { bandsWaiting: number; parts: number; css: number; applied: number };
            }
          ).atParsed,
      );
      release();
      await pageReady(page);
      expect(problems).toEqual([]);
      await context.close();
      return seen;
    };
    // Shown at once: the bands wait, and nothing of the whole stylesheet is fetched yet.
    const shown = await atParsed(false);
    expect(shown.bandsWaiting).toBeGreaterThan(0);
    expect(shown.parts).toBeGreaterThan(1);
    expect(shown).toMatchObject({ css: 0, applied: 0 });
    // Prerendered: every band laid out and the whole stylesheet on before the click.
    const { parts } = shown;
    expect(await atParsed(true)).toEqual({ bandsWaiting: 0, parts, css: parts, applied: parts });
  });

  it('the header becomes a fixed bar after 100 px of scrolling', async () => {
    const { page, problems, context } = await openPage(browser, 1280, 800);
    await page.goto('/pages/privacy-policy');
    await pageReady(page);
    const bar = page.locator('header > div').first();
    expect(await bar.getAttribute('data-sticky')).toBeNull();
    await page.evaluate(() => window.scrollTo(0, 60));
    await page.waitForTimeout(100);
    expect(await bar.getAttribute('data-sticky')).toBeNull();
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForFunction(() =>
      document.querySelector('header > div')?.hasAttribute('data-sticky'),
    );
    await page.waitForTimeout(300); // the slide-in animation
    expect((await bar.boundingBox())?.y).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
