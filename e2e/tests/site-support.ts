/** What the public-site journeys share: the routes, and a few looks at the page. */
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL } from '../support/browser';

/** Every public route that renders a page of the site (details get real ids). */
export const STATIC_PUBLIC_ROUTES = [
  '/',
  '/pages/about-us',
  '/pages/ceo-message',
  '/pages/advisorteam',
  '/pages/directors',
  '/pages/operation-team',
  '/pages/safety',
  '/pages/rideshare_guideline',
  '/pages/news',
  '/pages/PressCoverage',
  '/pages/contactus',
  '/pages/Career',
  '/pages/privacy-policy',
  '/pages/terms',
  '/parcel',
  '/parcel/merchant-registration',
  '/it-service',
  '/registration/driver',
  '/registration/customer',
  '/registration/fleet-partner',
  '/booking',
];

/** A seeded news or press item and the text its detail page must show. */
export interface SeededDetail {
  path: string;
  title: string;
  description: string;
}

/**
 * A news and a press detail page of the seeded content: the lowest id, since other journeys add
 * short items of their own (dated today, so first in the list) before these run.
 */
export async function seededDetails(): Promise<SeededDetail[]> {
  // The old API's shape: the title is `newstitle` on news and `presstitle` on press.
  type Item = { id: number; description: string } & Record<string, string | number>;
  const oldest = async (api: string, page: string, titleField: string): Promise<SeededDetail> => {
    const res = await fetch(`${BASE_URL}/api/${api}`);
    const item = ((await res.json()) as Item[]).reduce((a, b) => (b.id < a.id ? b : a));
    const title = String(item[titleField]);
    return { path: `/pages/${page}/${item.id}`, title, description: item.description };
  };
  return [
    await oldest('news', 'news', 'newstitle'),
    await oldest('press-coverage', 'PressCoverage', 'presstitle'),
  ];
}

/** The static routes plus a news and a press detail page of the seeded content. */
export async function publicRoutes(): Promise<string[]> {
  return [...STATIC_PUBLIC_ROUTES, ...(await seededDetails()).map((d) => d.path)];
}

/**
 * The page has rendered its content (one <h1>, no loading spinner left) and is live: the server's
 * HTML shows before the JavaScript has taken it over (usePageMeta marks <html> once it has).
 */
export async function pageReady(page: Page): Promise<void> {
  await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
  await page.locator('main h1').first().waitFor();
  await page.getByRole('status', { name: 'Loading the page' }).waitFor({ state: 'detached' });
}

/** The home page at 375 px with JavaScript off: the server's HTML as it is. */
export async function homeWithoutJs(browser: Browser) {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    javaScriptEnabled: false,
    viewport: { width: 375, height: 812 },
  });
  const page = await context.newPage();
  await page.goto('/');
  return { context, page };
}

/** Holds the page's requests for matching URLs until the returned function is called. */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Holds an island's code (its chunk, `<component>-<hash>.js`) until the returned function is
 * called: what the test does meanwhile happens in the server's HTML, before the island hydrates.
 */
export function holdIslandCode(page: Page, component: string): Promise<() => void> {
  return holdRequests(page, new RegExp(`/${component}-[\\w-]+\\.js$`));
}

/** How far the page scrolls sideways (0 when nothing sticks out). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * axe-core's serious and critical violations on the page as it is. The source is evaluated
 * through the DevTools protocol: the site's Content-Security-Policy refuses inline scripts.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...a: unknown[]) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, { resultTypes: ['violations'] })) as {
      violations: AxeViolation[];
    };
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
}
