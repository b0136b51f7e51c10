import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const BASE_URL = process.env.E2E_BASE_URL ?? '';
export const ADMIN = { username: 'admin', password: process.env.E2E_ADMIN_PASSWORD ?? '' };

/** describe() when a Chromium is there; otherwise skipped (global setup already said so loudly). */
export const describeInBrowser = process.env.E2E_CHROME ? describe : describe.skip;

/** Debian's Chromium; `env` adds to its environment (e.g. device-fonts.cjs's fonts). */
export async function launch(env?: Record<string, string>): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.E2E_CHROME,
    headless: true,
    env: env && { ...process.env, ...env },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** console errors, page errors and failed requests seen so far */
  problems: string[];
}

/**
 * A fresh page that records every console error, uncaught error and failed request. Without the
 * site's service worker unless asked (`serviceWorkers: 'allow'`, e2e/tests/site-offline.e2e.ts):
 * a request a service worker answers is never seen by page.route, which tests use to hold an
 * island's code, and the worker claims a public page soon after its first paint.
 */
export async function openPage(
  browser: Browser,
  width = 1280,
  height = 900,
  { serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width, height },
    serviceWorkers,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || (msg.type() === 'warning' && /React|Warning:/.test(msg.text())))
      problems.push(`console ${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('requestfailed', (req) => {
    // navigations away cancel in-flight image loads; that is not a failure
    if (req.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.push(`request failed: ${req.url()} ${req.failure()?.errorText}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 500) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  return { page, context, problems };
}

/** The form control labelled `label` (the label's beginning: a required mark may follow it). */
export const formField = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label}`)).and(page.locator('input, select, textarea'));

export async function signIn(
  page: Page,
  next = '/dashbord',
  user: { username: string; password: string } = ADMIN,
): Promise<void> {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  // The server's HTML shows at once; the form works once the app has taken it over.
  await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === next);
}
