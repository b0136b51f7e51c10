/* The server's HTML in a real browser: taken over without a request or a warning, and readable
   and navigable with JavaScript turned off. */
import type { Page } from 'playwright-core';
import { BASE_URL, describeInBrowser, openPage } from '../support/browser';
import { sharedBrowser, uniqueTag } from './backoffice-api';
import { STATIC_PUBLIC_ROUTES, publicRoutes, seededDetails } from './site-support';

/** What an element's look is compared by: its box, and these computed properties. */
const LOOK = [
  'display',
  'position',
  'margin',
  'padding',
  'border',
  'border-radius',
  'box-shadow',
  'color',
  'background-color',
  'background-image',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'text-align',
  'text-transform',
  'flex-direction',
  'align-items',
  'justify-content',
  'gap',
  'grid-template-columns',
  'opacity',
  'visibility',
  'transform',
  'overflow',
  'z-index',
];

describeInBrowser('server-rendered pages in the browser', () => {
  const browser = sharedBrowser();

  it('starting any public page (its islands hydrating) makes no API request and logs no warning or error', async () => {
    // With the service worker, as a visitor has it: registering it must log nothing either.
    const { page, context, problems } = await openPage(browser(), 1280, 900, {
      serviceWorkers: 'allow',
    });
    const requests: string[] = [];
    page.on('request', (req) => {
      const { pathname } = new URL(req.url());
      if (pathname === '/graphql' || pathname.startsWith('/api/'))
        requests.push(`${page.url()} → ${req.method()} ${req.url()}`);
    });
    page.on('console', (msg) => {
      if (msg.type() === 'warning') problems.push(`console warning: ${msg.text()}`);
    });
    for (const path of [...(await publicRoutes()), '/login', '/unauthorized', '/addcopter']) {
      await page.goto(path);
      await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
      // Lazy parts below the fold finish hydrating once their code has arrived.
      await page.waitForLoadState('networkidle');
      // The whole stylesheet (fetched once the page is on screen, not applied until the page is
      // about to change) applies from the first touch, key, focus or scroll.
      await page.locator('body').dispatchEvent('pointerdown');
      const parts = page.locator('link[data-site-css]');
      // (The client-side app's pages, /login and the like, link the app's own stylesheet.)
      const named = await page.locator('meta[name="site-css"]').count();
      if (named > 0 && (await parts.count()) === 0)
        problems.push(`${path}: the whole stylesheet never came`);
      if ((await page.locator('link[data-site-css][media]').count()) > 0)
        problems.push(`${path}: the whole stylesheet is still not applied`);
    }
    expect(requests).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it("the page's code starts after its main image, or without it when that image stalls", async () => {
    const { page, context, problems } = await openPage(browser(), 412, 823);
    // The news cards' images never answer: the first one is the page's main image
    // (fetchpriority="high"), which the islands' loader waits for before it turns on the whole
    // stylesheet and hydrates anything.
    await context.route(/\/uploads\/[^/]+-\d+\.webp$/, () => undefined);
    const start = Date.now();
    await page.goto('/pages/news', { waitUntil: 'domcontentloaded' });
    await page.locator('main h1').waitFor();
    // Nothing of the whole stylesheet is fetched while the main image may still come.
    expect(await page.locator('link[data-site-css]').count()).toBe(0);
    await page.locator('html[data-page-ready]').waitFor({ state: 'attached', timeout: 20_000 });
    // It waited for the image (3 s at most).
    expect(Date.now() - start).toBeGreaterThanOrEqual(2500);
    // Then the whole stylesheet is fetched, before the inlined rules, and applied only when the
    // page changes: a page without islands turns it on at the first scroll (or touch, key,
    // focus), and restyles nothing before.
    const parts = page.locator('link[data-site-css]');
    expect(await parts.count()).toBeGreaterThan(1);
    expect(await page.locator('link[data-site-css][media="not all"]').count()).toBe(
      await parts.count(),
    );
    expect(
      await page.evaluate(() => {
        const inlined = document.querySelector('style[data-critical-css]')!;
        return Array.from(document.querySelectorAll('link[data-site-css]')).every(
          (link) => link.compareDocumentPosition(inlined) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
      }),
    ).toBe(true);
    await page.mouse.wheel(0, 200);
    await page.locator('link[data-site-css]:not([media])').first().waitFor({ state: 'attached' });
    expect(await page.locator('link[data-site-css][media]').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  describe('with JavaScript turned off', () => {
    const noScript = (width = 1280) =>
      browser().newContext({
        baseURL: BASE_URL,
        javaScriptEnabled: false,
        viewport: { width, height: 900 },
      });

    it('every public page shows its heading and text', async () => {
      const context = await noScript();
      const page = await context.newPage();
      const empty: string[] = [];
      const read = async (path: string) => {
        await page.goto(path);
        return {
          h1: await page.locator('main h1').first().innerText(),
          text: await page.locator('main').innerText(),
        };
      };
      for (const path of STATIC_PUBLIC_ROUTES) {
        const { h1, text } = await read(path);
        if (!h1.trim() || text.length < 200) empty.push(`${path}: "${h1}" (${text.length} chars)`);
      }
      // A detail page shows its own title and text, however short the item is.
      for (const { path, title, description } of await seededDetails()) {
        const { h1, text } = await read(path);
        const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
        if (h1 !== title || !squash(text).includes(squash(description)))
          empty.push(`${path}: "${h1}" without its text (${text.length} chars)`);
      }
      expect(empty).toEqual([]);
      await context.close();
    }, 120_000);

    it('the CSS inlined in each page styles it as the whole stylesheet does', async () => {
      // What a visitor sees before the whole stylesheet arrives (renderer.ts names it for the
      // loader, which fetches it after the first paint, or links it in <noscript>): with that
      // request refused, every element's box and look must stay the same once the whole
      // stylesheet is added where the loader puts it, before the inlined rules.
      const look = (page: Page) =>
        page.evaluate((properties) => {
          return Array.from(document.querySelectorAll('body *')).map((element) => {
            const style = getComputedStyle(element);
            const box = element.getBoundingClientRect();
            const values = properties.map((p) => style.getPropertyValue(p)).join(' ');
            return `${element.tagName}.${element.getAttribute('class') ?? ''} ${[box.x, box.y, box.width, box.height].map(Math.round).join(',')} ${values}`;
          });
        }, LOOK);
      const changed: string[] = [];
      for (const width of [375, 1280]) {
        const context = await noScript(width);
        await context.route(/\/assets\/public-\d+-[\w-]+\.css$/, (route) => route.abort());
        const page = await context.newPage();
        for (const path of await publicRoutes()) {
          await page.goto(path);
          // Compared once the web fonts are in (a ৳ or a Bangla word moves a cell by a pixel).
          const fonts = () => page.evaluate(() => document.fonts.ready.then(() => undefined));
          await fonts();
          const before = await look(page);
          const hrefs = (
            (await page.locator('meta[name="site-css"]').getAttribute('content')) ?? ''
          ).split(' ');
          expect(hrefs.length).toBeGreaterThan(1);
          const css = await Promise.all(
            hrefs.map((href) => fetch(`${BASE_URL}${href}`).then((r) => r.text())),
          );
          await page.evaluate((text) => {
            const whole = document.createElement('style');
            whole.textContent = text;
            document.querySelector('style[data-critical-css]')!.before(whole);
          }, css.join(''));
          await fonts();
          const after = await look(page);
          const first = after.findIndex((value, i) => value !== before[i]);
          if (first !== -1 || after.length !== before.length)
            changed.push(`${width}px ${path}: ${before[first]} → ${after[first]}`);
        }
        await context.close();
      }
      expect(changed).toEqual([]);
    }, 120_000);

    it('the header menu opens on hover and its links navigate; on a phone the footer links do', async () => {
      const desktop = await noScript();
      const page = await desktop.newPage();
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Company' }).hover();
      await nav.getByRole('link', { name: 'About Us' }).click();
      await page.waitForURL('**/pages/about-us');
      expect(await page.locator('main h1').innerText()).toBe('About DigitalRideWeb');
      await desktop.close();

      const phone = await noScript(375);
      const small = await phone.newPage();
      await small.goto('/');
      await small.locator('footer').getByRole('link', { name: 'Press', exact: true }).click();
      await small.waitForURL('**/pages/PressCoverage');
      expect(await small.locator('main h1').innerText()).toBe('Press Coverage');
      await phone.close();
    });

    it('the contact form stores the message and shows the thank-you page', async () => {
      const context = await noScript();
      const page = await context.newPage();
      await page.goto('/pages/contactus');
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.getByText('Name is required').waitFor();

      const subject = uniqueTag('Without JavaScript ');
      await page.getByLabel('Name').fill('Rafiq Islam');
      await page.getByLabel('Contact number').fill('+880 1712-345678');
      await page.getByLabel('Email').fill('rafiq@example.com');
      await page.getByLabel('Subject').fill(subject);
      await page
        .getByRole('textbox', { name: 'Message' })
        .fill('Can I book a helicopter for a wedding?');
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.getByText('Thank you, Rafiq Islam.').waitFor();
      expect(await page.getByLabel('Subject').inputValue()).toBe('');
      await context.close();
    });
  });
});
