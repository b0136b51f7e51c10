/* The server's HTML in a real browser: taken over without a request or a warning, and readable
   and navigable with JavaScript turned off. */
import { BASE_URL, describeInBrowser, openPage } from '../support/browser';
import { sharedBrowser, uniqueTag } from './backoffice-api';
import { publicRoutes } from './site-support';

describeInBrowser('server-rendered pages in the browser', () => {
  const browser = sharedBrowser();

  it('hydrating any public page makes no GraphQL request and logs no warning or error', async () => {
    const { page, context, problems } = await openPage(browser());
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
    }
    expect(requests).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

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
      for (const path of await publicRoutes()) {
        await page.goto(path);
        const h1 = await page.locator('main h1').first().innerText();
        const text = await page.locator('main').innerText();
        // The shortest seeded page, news item 1, reads 186 characters; its breadcrumbs, date and
        // heading alone, 60.
        if (!h1.trim() || text.length < 120) empty.push(`${path}: "${h1}" (${text.length} chars)`);
      }
      expect(empty).toEqual([]);
      await context.close();
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
