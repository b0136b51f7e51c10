import type { Browser } from 'playwright-core';
import { describeInBrowser, launch, openPage } from '../support/browser';
import { pageReady, publicRoutes, seriousAxeViolations } from './site-support';

describeInBrowser('public site quality', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it.each([
    ['desktop', 1280, 900],
    ['phone', 375, 812],
  ])(
    'axe finds no serious or critical violation on any public page (%s)',
    async (_name, width, height) => {
      const { page, problems, context } = await openPage(browser, width, height);
      const found: Record<string, string[]> = {};
      for (const path of await publicRoutes()) {
        await page.goto(path);
        await pageReady(page);
        // below-the-fold parts (carousel, lazy sections) are checked too
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => window.scrollTo(0, 0));
        const violations = await seriousAxeViolations(page);
        if (violations.length) found[path] = violations;
      }
      expect(found).toEqual({});
      expect(problems).toEqual([]);
      await context.close();
    },
    120_000,
  );

  it('axe is also happy with an open drop-down, the mobile drawer and form errors', async () => {
    const desktop = await openPage(browser, 1280, 900);
    await desktop.page.goto('/pages/contactus');
    await pageReady(desktop.page);
    await desktop.page.getByRole('button', { name: 'Send message' }).click();
    await desktop.page.getByText('Name is required').waitFor();
    await desktop.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Company' })
      .click();
    expect(await seriousAxeViolations(desktop.page)).toEqual([]);
    await desktop.context.close();

    const phone = await openPage(browser, 375, 812);
    await phone.page.goto('/');
    await pageReady(phone.page);
    await phone.page.getByRole('button', { name: 'Open menu' }).click();
    await phone.page.getByRole('dialog', { name: 'Menu' }).waitFor();
    expect(await seriousAxeViolations(phone.page)).toEqual([]);
    expect([...desktop.problems, ...phone.problems]).toEqual([]);
    await phone.context.close();
  });

  it("our drawings come in the page's HTML as SVG elements: no request, and no SVG image of them", async () => {
    const { page, problems, context } = await openPage(browser, 412, 823);
    const fetched: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'image') fetched.push(new URL(req.url()).pathname);
    });
    const seen: Record<string, unknown> = {};
    for (const path of [
      '/',
      '/bn',
      '/booking',
      '/parcel',
      '/it-service',
      '/pages/about-us',
      '/bn/pages/safety',
    ]) {
      await page.goto(path);
      await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
      seen[path] = await page.evaluate(() => {
        // An SVG image is a document of its own, which Chromium builds on the main thread in the
        // first style recalc (ui/InlineSvg.tsx): none of our drawings is one, in an <img> or in
        // CSS. (Photos, vehicles and partners' logos are files, loaded as they near the screen.)
        const images = Array.from(document.querySelectorAll('img'))
          .map((img) => img.currentSrc || img.src)
          .filter((src) => src.startsWith('data:image/svg'));
        const props = ['background-image', 'mask-image', 'list-style-image', 'border-image-source'];
        for (const el of Array.from(document.querySelectorAll('body *')))
          for (const pseudo of [null, '::before', '::after']) {
            const style = getComputedStyle(el, pseudo);
            for (const prop of props)
              if (/svg/.test(style.getPropertyValue(prop))) images.push(`${prop} of ${el.tagName}`);
          }
        // The banner's illustration (inner pages) or the skyline (home), drawn at its own shape.
        const drawing = document.querySelector(
          'main [aria-hidden="true"] > svg, svg[aria-hidden="true"] pattern',
        );
        const svg = drawing?.closest('svg');
        const box = svg?.getBoundingClientRect();
        return {
          images,
          drawn:
            !!svg && svg.querySelectorAll('rect, path, circle').length > 10 && box!.width > 300,
          shape:
            drawing?.tagName === 'pattern'
              ? 'pattern'
              : Math.round((box!.height / box!.width) * 100),
        };
      });
    }
    const art = { images: [], drawn: true, shape: Math.round((300 / 420) * 100) };
    const skyline = { images: [], drawn: true, shape: 'pattern' };
    expect(seen).toEqual({
      '/': skyline,
      '/bn': skyline,
      '/booking': art,
      '/parcel': art,
      '/it-service': art,
      '/pages/about-us': art,
      '/bn/pages/safety': art,
    });
    // The banners' drawings (client/src/site/art/) never go as files of their own.
    expect(
      fetched.filter((path) => /\/(booking|city|code|parcel|safety)\.svg$/.test(path)),
    ).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the favicon comes in the HTML as a data URL (no request of its own), and draws', async () => {
    const { page, problems, context } = await openPage(browser, 412, 823);
    for (const path of ['/', '/bn/pages/news']) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const icon = await page
        .locator('link[rel="icon"]')
        .evaluate(async (link: HTMLLinkElement) => {
          const img = new Image();
          img.src = link.href;
          await img.decode();
          return { href: link.getAttribute('href')?.slice(0, 25), width: img.naturalWidth };
        });
      expect(icon).toEqual({ href: 'data:image/svg+xml,%3Csvg', width: expect.any(Number) });
      expect(icon.width).toBeGreaterThan(0);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('public pages never download the back-office code', async () => {
    const { page, problems, context } = await openPage(browser);
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    for (const path of await publicRoutes()) {
      await page.goto(path);
      await pageReady(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
    }
    expect(scripts.length).toBeGreaterThan(5);
    expect(scripts.filter((s) => /AdminRoutes|AdminLayout/.test(s))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
