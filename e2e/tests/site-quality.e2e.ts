import type { Browser } from 'playwright-core';
import { describeInBrowser, launch, openPage } from '../support/browser';
import { pageReady, publicRoutes, seriousAxeViolations } from './site-support';

describeInBrowser('public site quality', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  // One walk through the public pages per width checks both what axe finds and what code comes:
  // the back-office check walked the desktop one again (2026-12-07, docs/benchmarks.md "CI time").
  it.each([
    ['desktop', 1280, 900],
    ['phone', 375, 812],
  ])(
    'axe finds no serious or critical violation on any public page, and none downloads the back-office code (%s)',
    async (_name, width, height) => {
      const { page, problems, context } = await openPage(browser, width, height);
      const scripts: string[] = [];
      page.on('request', (req) => {
        if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
      });
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
      expect(scripts.length).toBeGreaterThan(5);
      expect(scripts.filter((s) => /AdminRoutes|AdminLayout/.test(s))).toEqual([]);
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
        // CSS. (Photos are files; the vehicles and partners' logos are views of one file per
        // folder, the next test.)
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

  it("the home page's vehicles and logos are views of one SVG per folder, each the drawing of its file", async () => {
    const { page, problems, context } = await openPage(browser, 412, 823);
    const fetched = new Set<string>();
    page.on('request', (req) => {
      if (req.resourceType() === 'image') fetched.add(new URL(req.url()).pathname);
    });
    await page.goto('/bn');
    await pageReady(page);
    // Down the page as a visitor scrolls it: the images load as they near the screen.
    const drawings = page.locator('main img[src^="/vehicles/"], main img[src^="/partners/"]');
    for (const img of await drawings.all()) await img.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    // Every drawing that loaded came from its folder's one file (one SVG document in Chromium).
    expect([...fetched].filter((path) => /^\/(vehicles|partners)\//.test(path)).sort()).toEqual([
      '/partners/all.svg',
      '/vehicles/all.svg',
    ]);
    // Each view draws what its own file draws, at the size the page shows it.
    const compared = await page.evaluate(async () => {
      const pixels = async (src: string, width: number, height: number) => {
        const image = new Image(width, height);
        image.src = src;
        await image.decode();
        const canvas = document.createElement('canvas');
        Object.assign(canvas, { width, height });
        const context2d = canvas.getContext('2d')!;
        context2d.drawImage(image, 0, 0, width, height);
        return context2d.getImageData(0, 0, width, height).data;
      };
      const images = Array.from(document.querySelectorAll<HTMLImageElement>('main img'));
      const rows = [];
      for (const img of images.filter((i) =>
        /^\/(vehicles|partners)\//.test(i.getAttribute('src')!),
      )) {
        const src = img.getAttribute('src')!;
        const [file, name] = src.split('#');
        const own = file.replace(/all\.svg$/, `${name}.svg`);
        const [a, b] = await Promise.all([
          pixels(src, img.width, img.height),
          pixels(own, img.width, img.height),
        ]);
        // Text in a drawing may be smoothed a little differently where the sprite moved it: a
        // pixel counts as different when a channel is off by more than a quarter.
        let off = 0;
        let painted = 0;
        for (let i = 0; i < a.length; i += 4) {
          if (a[i + 3] > 0) painted++;
          if ([0, 1, 2, 3].some((c) => Math.abs(a[i + c] - b[i + c]) > 64)) off++;
        }
        const count = a.length / 4;
        rows.push({ src, same: off <= count * 0.005, drawn: painted > count * 0.05 });
      }
      return rows;
    });
    expect(compared.length).toBe(12 + 8);
    expect(compared.filter((row) => !row.same || !row.drawn)).toEqual([]);
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
});
