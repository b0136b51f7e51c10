/* Field data: public pages report how they did on the visitor's browser; an
   admin sees it aggregated per template and language. Sign-in and the back office report nothing. */
import { describeInBrowser, openPage, signIn } from '../support/browser';
import { adminToken, graphql, sharedBrowser } from './backoffice-api';

interface Summary {
  metric: string;
  template: string;
  language: string;
  count: number;
  good: number;
  needsImprovement: number;
  poor: number;
}
const QUERY = `{ webVitals { metric template language count good needsImprovement poor } }`;

/** FCP measurements so far per "template language". */
async function fcpCounts(token: string): Promise<Map<string, number>> {
  const { webVitals } = await graphql<{ webVitals: Summary[] }>(QUERY, {}, token);
  return new Map(
    webVitals
      .filter((s) => s.metric === 'FCP')
      .map((s) => {
        // Every measurement is counted under exactly one rating.
        expect(s.good + s.needsImprovement + s.poor).toBe(s.count);
        return [`${s.template} ${s.language}`, s.count];
      }),
  );
}

/** Waits (up to a limit) for what the admin's query shows to satisfy `done`. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describeInBrowser('field data', () => {
  const browser = sharedBrowser();

  it('three pages in both languages are measured, and the admin sees them per template and language', async () => {
    const token = await adminToken();
    const before = await fcpCounts(token);
    const { page, context, problems } = await openPage(browser(), 375, 800);
    const visits = [
      ['/', 'home en'],
      ['/pages/contactus', 'contact en'],
      ['/pages/news', 'news-list en'],
      ['/bn', 'home bn'],
      ['/bn/pages/contactus', 'contact bn'],
      ['/bn/pages/news', 'news-list bn'],
    ];
    for (const [path] of visits) {
      await page.goto(path);
      await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
      // The field-data code is in once the page has nothing left to load.
      await page.waitForLoadState('networkidle');
    }
    // The last page is hidden (the visitor switches apps): it sends its beacon, which we read.
    const beacon = page.waitForRequest((req) => new URL(req.url()).pathname === '/api/vitals');
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    // No cookie goes with it; nothing but the template, language, connection and values either:
    // the server refuses a beacon with any other field (server/src/features/vitals), and the
    // counts below would not grow.
    expect((await beacon).headers()['cookie']).toBeUndefined();
    const after = await until(
      () => fcpCounts(token),
      (now) => visits.every(([, key]) => (now.get(key) ?? 0) > (before.get(key) ?? 0)),
    );
    for (const [, key] of visits)
      expect([key, after.get(key) ?? 0]).toEqual([key, (before.get(key) ?? 0) + 1]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sign-in and the back office load no field-data code and send no beacon', async () => {
    const { page, context } = await openPage(browser());
    const seen: string[] = [];
    context.on('request', (req) => {
      const { pathname } = new URL(req.url());
      if (pathname === '/api/vitals' || pathname.startsWith('/islands/')) seen.push(pathname);
    });
    await signIn(page, '/dashbord');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByText('Speed on visitors’ phones').waitFor();
    await page.goto('about:blank');
    expect(seen).toEqual([]);
    await context.close();
  });
});
