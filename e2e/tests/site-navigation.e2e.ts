import type { Browser, Page } from 'playwright-core';
import { describeInBrowser, launch, openPage } from '../support/browser';
import { horizontalOverflow, pageReady, publicRoutes } from './site-support';

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
