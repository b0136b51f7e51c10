/**
 * Every control on every public page does something, in both languages, with JavaScript on and
 * off: a crawler that follows the site's own links from the site's public routes and operates
 * every button, link and form control it finds outside a form's own fields.
 *
 * - a link must lead somewhere that answers (same site: fetched, < 400), to an element on the page
 *   (`#id`), or to another site, a phone or a mail address;
 * - a submit button must belong to a form (pressing it sends the form: a page load);
 * - any other button, tab, summary or free-standing select is pressed, and must change what is on
 *   screen (a DOM change, a scroll) or load a page. With JavaScript off, only a `<summary>` can.
 *   Controls of islands (documented in client/src/site/islands/registry.ts) count as controls like any
 *   other: with JavaScript off they must not be on screen.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, describeInBrowser, launch } from '../support/browser';
import { publicRoutes } from './site-support';

const CONTROLS = [
  'a',
  'button',
  'summary',
  'select',
  '[role=button]',
  '[role=tab]',
  'input[type=button]',
  'input[type=submit]',
  'input[type=reset]',
  'input[type=image]',
].join(', ');

/**
 * With JavaScript off, the two languages are crawled at once, each on this many tabs (2026-12-07:
 * 63 s → 34 s, docs/benchmarks.md "CI time"): nothing there waits on a clock. With JavaScript on,
 * one page at a time, English then Bangla, as before: a press must show its effect within
 * EFFECT_WAIT_MS, and with two or four busy tabs the home page's "Open menu" and "All Vehicle"
 * showed none (twice out of two runs).
 */
const TABS_WITHOUT_JS = 3;

/** How long a pressed control may take to show its effect before it counts as doing nothing. */
const EFFECT_WAIT_MS = 3000;

interface Control {
  index: number;
  tag: string;
  name: string;
  href: string | null;
  type: string | null;
  inForm: boolean;
  formOk: boolean;
  visible: boolean;
  disabled: boolean;
  /** header, footer or main: the site's layout repeats the first two on every page */
  region: string;
}

/** The controls of the page as it is, in document order (their index is their nth() below). */
function controlsOf(page: Page): Promise<Control[]> {
  return page.evaluate((selector) => {
    return Array.from(document.querySelectorAll<HTMLElement>(selector)).map((el, index) => {
      const form = (el as HTMLButtonElement).form ?? el.closest('form');
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const tag = el.tagName.toLowerCase();
      const type = el.getAttribute('type') ?? (tag === 'button' ? 'submit' : null);
      const action = form?.getAttribute('action');
      return {
        index,
        tag,
        name: (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim(),
        href: el.getAttribute('href'),
        type,
        inForm: Boolean(form),
        // A form with no action posts to its own page, which the server handles (ssr/ forms).
        formOk: Boolean(form) && (action === null || action !== ''),
        visible:
          rect.width > 0 &&
          rect.height > 0 &&
          style.visibility !== 'hidden' &&
          !el.closest('[hidden], [inert], [aria-hidden="true"]'),
        disabled: (el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true',
        region: el.closest('header') ? 'header' : el.closest('footer') ? 'footer' : 'main',
      };
    });
  }, CONTROLS);
}

/** What a link's address must be: somewhere that answers. */
async function checkLink(
  page: Page,
  href: string | null,
  fetched: Map<string, Promise<number>>,
): Promise<string | null> {
  if (href === null || href.trim() === '' || href === '#') return 'a link that leads nowhere';
  if (/^javascript:/i.test(href)) return 'a javascript: link';
  if (/^(mailto|tel):.+/i.test(href)) return null;
  if (href.startsWith('#')) {
    const id = decodeURIComponent(href.slice(1));
    const found = await page.evaluate((target) => Boolean(document.getElementById(target)), id);
    return found ? null : `a link to #${id}, which is not on the page`;
  }
  const url = new URL(href, page.url());
  if (url.origin !== new URL(BASE_URL).origin) {
    return /^https?:$/.test(url.protocol) ? null : `a link to ${href}`;
  }
  url.hash = '';
  const key = url.toString();
  if (!fetched.has(key))
    fetched.set(
      key,
      fetch(key).then((res) => res.status),
    );
  const status = await fetched.get(key)!;
  return status < 400 ? null : `a link to ${url.pathname}${url.search} that answers ${status}`;
}

/**
 * Presses a control and waits for what a visitor would see: a new page, a change in the page or
 * a scroll. Resolves with what happened, or null when nothing did.
 */
async function press(page: Page, nth: number): Promise<string | null> {
  const control = page.locator(CONTROLS).nth(nth);
  await control.scrollIntoViewIfNeeded();
  // Watching starts once the page is still: scrolling it into view is not the control's effect.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const w = window as unknown as { __effect?: string };
        delete w.__effect;
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            // An attribute set again to the value it had is no change (the header's script
            // closes its menus on every click).
            const changed = (r: MutationRecord) =>
              r.type !== 'attributes' ||
              (r.target as Element).getAttribute(r.attributeName!) !== r.oldValue;
            new MutationObserver((records) => {
              if (records.some(changed)) w.__effect ??= 'the page changed';
            }).observe(document.body, {
              subtree: true,
              childList: true,
              attributes: true,
              attributeOldValue: true,
              characterData: true,
            });
            addEventListener('scroll', () => (w.__effect ??= 'the page scrolled'), {
              capture: true,
              once: true,
            });
            resolve();
          }),
        );
      }),
  );
  const before = page.url();
  const navigated = page
    .waitForEvent('framenavigated', { timeout: EFFECT_WAIT_MS })
    .then(() => 'a page loaded')
    .catch(() => null);
  const changed = page
    .waitForFunction(() => (window as unknown as { __effect?: string }).__effect, undefined, {
      timeout: EFFECT_WAIT_MS,
    })
    .then((handle) => handle.jsonValue() as Promise<string>)
    .catch(() => null);
  await control.click({ timeout: EFFECT_WAIT_MS }).catch(() => undefined);
  const effect = await Promise.race([
    navigated,
    changed,
    Promise.all([navigated, changed]).then(([a, b]) => a ?? b),
  ]);
  return effect ?? (page.url() !== before ? 'a page loaded' : null);
}

/** Without JavaScript the browser itself is all there is: a <summary> opens its <details>. */
async function pressWithoutJs(page: Page, control: Control): Promise<string | null> {
  if (control.tag !== 'summary') return null;
  const summary = page.locator(CONTROLS).nth(control.index);
  const open = () => summary.evaluate((el) => (el.parentElement as HTMLDetailsElement).open);
  const before = await open();
  await summary.click();
  return (await open()) !== before ? 'its details opened or closed' : null;
}

/** The path's shape: detail pages of one kind are one template, as are page=N of one list. */
function templateOf(url: URL): string {
  const keys = [...url.searchParams.keys()].sort().join('&');
  return url.pathname.replace(/\/\d+(?=\/|$)/g, '/:n') + (keys ? `?${keys}` : '');
}

const isSitePage = (url: URL) =>
  url.origin === new URL(BASE_URL).origin &&
  !/^\/(dashbord|login|pages\/login|api|graphql|uploads|islands|assets|reset-password)(\/|$)/.test(
    url.pathname,
  ) &&
  !/\.\w+$/.test(url.pathname);

/**
 * Crawls the site from its routes in one language and returns every control that did nothing,
 * named by its page and its label. `tabs` pages are visited at a time, in tabs of one context
 * (their HTTP cache warm for each other, as one tab's is): most of a visit is waiting for the page
 * and for a press's effect, which a two-core machine can overlap.
 */
async function crawl(
  context: BrowserContext,
  starts: string[],
  js: boolean,
  tabs: number,
): Promise<string[]> {
  const bangla = starts[0].startsWith('/bn');
  const sameLanguage = (url: URL) => /^\/bn(\/|$)/.test(url.pathname) === bangla;
  const problems: string[] = [];
  const fetched = new Map<string, Promise<number>>();
  const seenTemplates = new Set<string>();
  const pressed = new Set<string>();
  const queue = [...starts];
  let visited = 0;

  const visit = async (page: Page, path: string) => {
    const url = new URL(path, BASE_URL);
    const load = async () => {
      await page.goto(url.toString());
      if (js) await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
    };
    await load();
    const where = `${url.pathname}${url.search} (JavaScript ${js ? 'on' : 'off'})`;
    const controls = await controlsOf(page);
    for (const control of controls) {
      const label = `${control.tag} "${control.name || control.href}"`;
      if (control.tag === 'a' && control.href !== null) {
        const problem = await checkLink(page, control.href, fetched);
        if (problem) problems.push(`${where}: ${label} is ${problem}`);
        const target = new URL(control.href, url);
        if (isSitePage(target) && sameLanguage(target) && !seenTemplates.has(templateOf(target)))
          queue.push(target.pathname + target.search);
        continue;
      }
      if (control.tag === 'select' && control.inForm) continue; // a form's own field
      if (control.type === 'submit' || control.type === 'image') {
        if (!control.formOk) problems.push(`${where}: ${label} submits no form`);
        continue;
      }
      if (!control.visible || control.disabled) continue;
      // The layout's controls are the same on every page: pressed once per language and mode.
      const key = control.region === 'main' ? `${templateOf(url)}|${label}` : label;
      if (pressed.has(key)) continue;
      pressed.add(key);
      const effect = js ? await press(page, control.index) : await pressWithoutJs(page, control);
      if (!effect) problems.push(`${where}: ${label} does nothing when pressed`);
      await load(); // the next control starts from the page as served
    }
  };

  // A tab with nothing queued waits while another is still visiting: that visit may queue more.
  let busy = 0;
  const waiting: (() => void)[] = [];
  const wake = () => {
    for (const resolve of waiting.splice(0)) resolve();
  };
  const oneTab = async () => {
    const page = await context.newPage();
    for (;;) {
      const path = queue.shift();
      if (path === undefined) {
        if (busy === 0) break;
        await new Promise<void>((resolve) => waiting.push(resolve));
        continue;
      }
      const template = templateOf(new URL(path, BASE_URL));
      if (seenTemplates.has(template)) continue;
      seenTemplates.add(template);
      visited++;
      busy++;
      try {
        await visit(page, path);
      } finally {
        busy--;
        wake();
      }
    }
    wake(); // the others end too when the queue is empty and nobody is visiting
    await page.close();
  };
  await Promise.all(Array.from({ length: tabs }, oneTab));
  if (visited < starts.length) problems.push(`only ${visited} pages were crawled`);
  return problems;
}

describeInBrowser('every control on a public page works', () => {
  let browser: Browser;
  let routes: string[];
  beforeAll(async () => {
    browser = await launch();
    routes = await publicRoutes();
  });
  afterAll(() => browser?.close());

  for (const js of [false, true]) {
    it(`with JavaScript ${js ? 'on' : 'off'}, in English and in Bangla, at 375 px`, async () => {
      // One context, as before: the islands' code cached by one page is there for the others.
      const context = await browser.newContext({
        baseURL: BASE_URL,
        javaScriptEnabled: js,
        viewport: { width: 375, height: 812 },
      });
      const bangla = routes.map((r) => (r === '/' ? '/bn' : `/bn${r}`));
      const found = js
        ? [...(await crawl(context, routes, js, 1)), ...(await crawl(context, bangla, js, 1))]
        : (
            await Promise.all(
              [routes, bangla].map((starts) => crawl(context, starts, js, TABS_WITHOUT_JS)),
            )
          ).flat();
      await context.close();
      expect(found).toEqual([]);
    }, 600_000);
  }

  it('the news and press pagers are links: page 2 and back, in both languages, with JavaScript on and off', async () => {
    for (const js of [false, true]) {
      const context = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: js });
      const page = await context.newPage();
      for (const [path, two, pages] of [
        ['/pages/news', '2', 'News pages'],
        ['/bn/pages/news', '২', 'খবরের পাতা'],
        ['/pages/PressCoverage', '2', 'Press Coverage pages'],
      ]) {
        await page.goto(path);
        const pager = page.getByRole('navigation', { name: pages });
        const current = pager.locator('[aria-current="page"]');
        expect(await current.textContent()).toBe(path.startsWith('/bn') ? '১' : '1');
        expect(await pager.locator('[rel="prev"]').count()).toBe(0);
        await pager.locator('a[rel="next"]').click();
        await page.waitForURL((url) => url.search === '?page=2');
        await page.getByRole('navigation', { name: pages }).waitFor();
        expect(await current.textContent()).toBe(two);
        expect(await pager.getByRole('link', { name: two, exact: true }).count()).toBe(1);
        await pager.locator('a[rel="prev"]').click();
        await page.waitForURL((url) => url.pathname === path && url.search === '');
      }
      await context.close();
    }
  });
});
