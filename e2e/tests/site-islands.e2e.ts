/* Public pages hydrate only their islands: a content page loads no React at all, and a page's
   scripts stay within its budget (gzip). */
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { BASE_URL, describeInBrowser, openPage } from '../support/browser';
import { sharedBrowser } from './backoffice-api';
import { seededDetails } from './site-support';

const KB = 1000;
/** Content pages: text and pictures, the header and footer. */
const CONTENT_BUDGET = 50 * KB;
/** Pages with a form (the IT service page's portfolio filter and search are one). */
const FORM_BUDGET = 100 * KB;
/**
 * The home page (vehicle tabs, fare estimate, the carousel's island, field data): a page with a
 * form, held under a tighter line than FORM_BUDGET so that growth is seen (docs/benchmarks.md has
 * the figures). The carousel's own code (embla) follows when its section nears the screen.
 */
const HOME_BUDGET = 90 * KB;

/** Every script the page fetched (modules, modulepreloads, dynamic imports), by URL. */
function watchScripts(page: Page): Map<string, Promise<number>> {
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (res) => {
    const url = res.url();
    const type = res.headers()['content-type'] ?? '';
    if (!type.includes('javascript') || scripts.has(url)) return;
    // The body as served (decoded), gzipped at level 9 here: the build's own .gz is the same.
    scripts.set(
      url,
      res.body().then((body) => zlib.gzipSync(body, { level: 9 }).length),
    );
  });
  return scripts;
}

async function scriptBytes(page: Page, path: string): Promise<{ total: number; files: string[] }> {
  const scripts = watchScripts(page);
  await page.goto(path);
  await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all([...scripts.values()]);
  const files = [...scripts.keys()].map((url, i) => `${new URL(url).pathname} ${sizes[i]}`);
  return { total: sizes.reduce((a, b) => a + b, 0), files };
}

/** Elements under `selector` that React owns (a root, or a node it hydrated). */
const reactNodes = (page: Page, selector: string) =>
  page.locator(selector).evaluate((root) => {
    const owned = (node: Element) =>
      Object.keys(node).some(
        (k) => k.startsWith('__reactFiber$') || k.startsWith('__reactContainer$'),
      );
    return [root, ...Array.from(root.querySelectorAll('*'))].filter(owned).length;
  });

describeInBrowser('islands', () => {
  const browser = sharedBrowser();

  it("each public page's scripts stay within its budget", async () => {
    const { page, context, problems } = await openPage(browser(), 412, 823);
    const details = (await seededDetails()).map((d) => d.path);
    const budgets: [string, number][] = [
      ...[
        '/pages/about-us',
        '/pages/directors',
        '/pages/news',
        '/pages/PressCoverage',
        ...details,
      ].map((path): [string, number] => [path, CONTENT_BUDGET]),
      ['/bn/pages/about-us', CONTENT_BUDGET],
      ['/booking', FORM_BUDGET],
      ['/pages/contactus', FORM_BUDGET],
      ['/registration/driver', FORM_BUDGET],
      ['/it-service', FORM_BUDGET],
      ['/bn/it-service', FORM_BUDGET],
      ['/', HOME_BUDGET],
      ['/bn', HOME_BUDGET],
    ];
    const over: string[] = [];
    const seen: string[] = [];
    for (const [path, budget] of budgets) {
      const { total, files } = await scriptBytes(page, path);
      seen.push(`${path}: ${total} B`);
      if (total > budget) over.push(`${path}: ${total} B > ${budget} B\n  ${files.join('\n  ')}`);
    }
    console.log(`public JS (gzip) per page:\n${seen.join('\n')}`);
    expect(over).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it('a content page loads no React; on the home and booking pages only the islands are React roots', async () => {
    const { page, context, problems } = await openPage(browser());
    const scripts = watchScripts(page);
    await page.goto('/pages/about-us');
    await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    // The about-us text is the server's HTML, owned by nothing: no React root in the page.
    expect(await reactNodes(page, 'body')).toBe(0);
    // The loader, and after the first paint the field data (site/islands/vitals.ts) with the page's
    // language list: no React, no island.
    expect([...scripts.keys()].map((url) => new URL(url).pathname).sort()).toEqual([
      expect.stringMatching(/^\/islands\/assets\/load-[\w-]+\.js$/),
      expect.stringMatching(/^\/islands\/assets\/locales-[\w-]+\.js$/),
      expect.stringMatching(/^\/islands\/assets\/vitals-[\w-]+\.js$/),
    ]);

    await page.goto('/');
    await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
    // The static sections (the hero's text, the services, the footer) never hydrate…
    expect(await reactNodes(page, 'main h1')).toBe(0);
    expect(await reactNodes(page, 'footer')).toBe(0);
    expect(await reactNodes(page, 'header')).toBe(0);
    // …and the islands wait: the fare estimate for a touch, the vehicle tabs for the screen. The
    // page started with no React at all.
    expect(await reactNodes(page, 'main')).toBe(0);
    expect(await page.locator('[data-hydrated]').count()).toBe(0);
    // A tab tapped while its code is still on the way is held and given again: it switches.
    await page.getByRole('tab', { name: 'Bike' }).click();
    await page.getByRole('tab', { name: 'Bike', selected: true }).waitFor({ timeout: 10_000 });
    const shown = page.locator('#vehicles').getByRole('heading', { level: 3 });
    expect((await shown.allTextContents()).sort()).toEqual(['Bike Female', 'Bike Male']);
    expect(await reactNodes(page, '[data-island="VehicleTabs"]')).toBeGreaterThan(0);
    expect(await reactNodes(page, '[data-island="FareEstimate"]')).toBe(0);
    // A place chosen before the fare estimate hydrates stays chosen, and its fare shows.
    const card = page.locator('[data-island="FareEstimate"]');
    await card.getByRole('combobox').first().selectOption('Dhaka');
    await card.getByRole('combobox').nth(1).selectOption('Chattogram');
    await card.getByTestId('fare-amount').waitFor();
    expect(await card.getByRole('combobox').first().inputValue()).toBe('Dhaka');

    // The booking page: the form is an island; the page's text and the aside beside it are not.
    // It waits for a touch: the page starts with no React at all.
    await page.goto('/booking');
    await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
    expect(await reactNodes(page, 'main')).toBe(0);
    expect(await page.locator('[data-hydrated]').count()).toBe(0);
    // A click on its button while its code is on the way is held and given again: it checks.
    await page.getByRole('button', { name: 'Request booking' }).click();
    await page.getByText('Journey date is required').waitFor();
    expect(await reactNodes(page, 'main h1')).toBe(0);
    expect(await reactNodes(page, 'main aside')).toBe(0);
    expect(await reactNodes(page, '[data-island="BookingForm"]')).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a page with islands names their code, and only theirs, preloaded after the first paint', async () => {
    const { page, context } = await openPage(browser());
    const preloads = async (path: string) => {
      const html = await (await fetch(`${BASE_URL}${path}`)).text();
      // Nothing in the head competes with the first paint.
      expect(html).not.toContain('rel="modulepreload"');
      await page.goto(path);
      await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
      const named = /<meta name="island-code" content="([^"]*)">/.exec(html)?.[1].split(' ') ?? [];
      // One preload per task (load.ts), not all done by the time the page is ready: wait for them.
      await page.waitForFunction(
        (count) => document.head.querySelectorAll('link[rel=modulepreload]').length >= count,
        named.length,
      );
      const preloaded = await page
        .locator('head link[rel=modulepreload]')
        .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
      expect(preloaded).toEqual(named);
      return named;
    };
    const home = await preloads('/');
    for (const island of ['VehicleTabsIsland', 'FareEstimateIsland', 'PartnerCarouselIsland'])
      expect(home).toContainEqual(expect.stringMatching(new RegExp(`/${island}-`)));
    expect(home).toContainEqual(expect.stringMatching(/\/hydrate-[\w-]+\.js$/));
    // No island of the home page uses Mantine: none of its code, not even its provider.
    expect(home.filter((href) => /\/(Mantine|Box-|Paper-|Text-)/.test(href))).toEqual([]);
    // No catalog: each island's messages, in the page's language, are written beside it.
    expect(home).not.toContainEqual(expect.stringMatching(/\/(en|bn)-[\w-]+\.js$/));
    const messages = await page
      .locator('[data-island="FareEstimate"]')
      .getAttribute('data-messages');
    expect(Object.keys(JSON.parse(messages ?? '{}') as object)).toContain('estimate.title');
    expect(await preloads('/booking')).toContainEqual(
      expect.stringMatching(/\/BookingFormIsland-/),
    );
    expect(await preloads('/pages/about-us')).toEqual([]);
    expect(await preloads('/bn')).toContainEqual(expect.stringMatching(/\/hydrate-[\w-]+\.js$/));
    const bangla = await page.locator('[data-island="FareEstimate"]').getAttribute('data-messages');
    const banglaTitle = (JSON.parse(bangla ?? '{}') as Record<string, string[]>)['estimate.title'];
    expect(banglaTitle).toEqual([expect.stringMatching(/[\u0980-\u09FF]/)]);
    await context.close();
  });
});
