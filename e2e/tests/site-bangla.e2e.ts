/* The public site in Bangla: every page under /bn, in Bangla, linked both ways. */
import type { Page } from 'playwright-core';
import { deviceFontsEnv } from '../../scripts/lib/device-fonts.cjs';
import { BASE_URL, describeInBrowser, launch, openPage } from '../support/browser';
import { sharedBrowser } from './backoffice-api';
import { publicRoutes, STATIC_PUBLIC_ROUTES } from './site-support';

const bn = (path: string) => (path === '/' ? '/bn' : `/bn${path}`);

async function html(path: string) {
  const res = await fetch(`${BASE_URL}${path}`, {
    headers: { accept: 'text/html' },
    redirect: 'manual',
  });
  return { status: res.status, location: res.headers.get('location'), text: await res.text() };
}

/** What may stay in Latin script on a Bangla page: the brand, proper names, addresses on the web. */
const ALLOWED = [
  /DigitalRideWeb/g,
  /D-Mart/g,
  /RIDEDHAKA/g,
  /Google Play|App Store|Facebook|YouTube|LinkedIn|Instagram/g,
  /JPEG|PNG|WebP|GIF|PDF/g, // file formats, by their names
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g, // e-mail addresses
  /https?:\/\/\S+/g,
  /\+?\d[\d\s-]{5,}\d/g, // phone numbers, as typed
];

/**
 * The visible text of the page that is neither marked English (`lang="en"`, content without a
 * Bangla version) nor allowed Latin, with what is left of Latin letters: none on a Bangla page.
 */
function englishLeft(page: Page): Promise<string[]> {
  return page.evaluate(
    (allowed) => {
      const texts: string[] = [document.title];
      const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (meta) texts.push(meta.content);
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (
          !parent ||
          parent.closest(
            'script, style, noscript, [lang="en"], [hidden], [aria-hidden="true"], [translate="no"]',
          )
        )
          continue;
        texts.push(node.textContent ?? '');
      }
      // A name the page marks English where it shows it (a client's site, say) may stand in an
      // attribute too ("Screenshot of …"), where no element can mark it.
      const names = Array.from(document.body.querySelectorAll('[lang="en"]'))
        .map((el) => el.textContent?.trim() ?? '')
        .filter((name) => name.length > 1)
        .sort((a, b) => b.length - a.length);
      for (const el of Array.from(
        document.body.querySelectorAll<HTMLElement>('[aria-label], [alt], [placeholder], [title]'),
      )) {
        if (el.closest('[lang="en"], [aria-hidden="true"], [translate="no"]')) continue;
        for (const attr of ['aria-label', 'alt', 'placeholder', 'title']) {
          const value = el.getAttribute(attr);
          // Whole words only: the SMS sender DigitalRide is not the brand DigitalRideWeb.
          const word = (name: string) =>
            new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g');
          if (value) texts.push(names.reduce((v, name) => v.replace(word(name), ' '), value));
        }
      }
      return texts
        .map((text) =>
          allowed.reduce((t, [source, flags]) => t.replace(new RegExp(source, flags), ' '), text),
        )
        .filter((text) => /[A-Za-z]/.test(text))
        .map((text) => text.trim());
    },
    ALLOWED.map((r) => [r.source, r.flags] as [string, string]),
  );
}

describeInBrowser('the site in Bangla', () => {
  const browser = sharedBrowser();

  it('answers every public route under /bn, in Bangla, with no English left, before and after hydration', async () => {
    const routes = await publicRoutes();
    const noScript = await browser().newContext({ baseURL: BASE_URL, javaScriptEnabled: false });
    const { page, context, problems } = await openPage(browser());
    const left: string[] = [];
    for (const path of routes.map(bn)) {
      const { status, text } = await html(path);
      expect([path, status]).toEqual([path, 200]);
      expect(text).toContain('<html lang="bn"');

      const plain = await noScript.newPage();
      await plain.goto(path);
      left.push(...(await englishLeft(plain)).map((t) => `${path} (HTML): ${t}`));
      await plain.close();

      await page.goto(path);
      await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      left.push(...(await englishLeft(page)).map((t) => `${path} (live): ${t}`));
    }
    expect(left).toEqual([]);
    // No hydration warning, no error, on any Bangla page.
    expect(problems).toEqual([]);
    await noScript.close();
    await context.close();
  }, 600_000);

  it('sends an unknown Bangla address, and the English-only staff pages, to the Bangla home page', async () => {
    for (const path of [
      '/bn/no-such-page',
      '/bn/login',
      '/bn/dashbord',
      '/bn/pages/no-such-page',
    ]) {
      const { status, location } = await html(path);
      expect([path, status, location]).toEqual([path, 302, '/bn']);
    }
  });

  it('links every page to itself in the other language, both ways, for search engines and sitemaps', async () => {
    const origin = BASE_URL;
    for (const en of await publicRoutes()) {
      for (const [path, lang] of [
        [en, 'en'],
        [bn(en), 'bn'],
      ] as const) {
        const { text } = await html(path);
        const link = (hreflang: string) =>
          new RegExp(`<link rel="alternate" hreflang="${hreflang}" href="([^"]+)"`).exec(text)?.[1];
        expect({ path, en: link('en'), bn: link('bn'), xDefault: link('x-default') }).toEqual({
          path,
          en: origin + en,
          bn: origin + bn(en),
          xDefault: origin + en,
        });
        expect(/<link rel="canonical" href="([^"]+)"/.exec(text)?.[1]).toBe(origin + path);
        expect(/<meta property="og:locale" content="([^"]+)"/.exec(text)?.[1]).toBe(
          lang === 'bn' ? 'bn_BD' : 'en_GB',
        );
        // The switcher: the same page in the other language.
        const other = lang === 'bn' ? en : bn(en);
        expect(text).toMatch(
          new RegExp(`href="${other}" hreflang="${lang === 'bn' ? 'en' : 'bn'}"`, 'i'),
        );
      }
    }
    const sitemap = (await html('/sitemap.xml')).text;
    for (const en of STATIC_PUBLIC_ROUTES) {
      for (const loc of [en, bn(en)]) {
        const entry = new RegExp(`<url><loc>${origin}${loc}</loc>.*?</url>`).exec(sitemap)?.[0];
        expect(entry).toContain(`hreflang="en" href="${origin}${en}"`);
        expect(entry).toContain(`hreflang="bn" href="${origin}${bn(en)}"`);
        expect(entry).toContain(`hreflang="x-default" href="${origin}${en}"`);
      }
    }
  }, 300_000);

  it("sets Bangla pages in the device's Bengali font, else in the app's, never preloaded", async () => {
    for (const path of ['/bn/pages/about-us', '/pages/about-us', '/bn']) {
      expect((await html(path)).text).not.toMatch(/rel="preload"[^>]* as="font"|as="font"/);
    }
    const FONT = /^\/assets\/noto-sans-bengali-bengali-(400|700)-normal-[\w-]+\.woff2$/;
    // What each device fetches: a phone with Noto Sans Bengali nothing; a device without a
    // Bengali font the app's two faces, on Bangla pages only.
    const cases = [
      ['installed', '/bn/pages/about-us', []],
      ['none', '/bn/pages/about-us', ['400', '700']],
      ['none', '/pages/about-us', []],
    ] as const;
    for (const [bengali, path, weights] of cases) {
      const device = await launch(await deviceFontsEnv(bengali));
      try {
        const { page, problems } = await openPage(device, 375);
        const fonts: string[] = [];
        const elsewhere: string[] = [];
        page.on('request', (req) => {
          const url = new URL(req.url());
          if (url.origin !== new URL(BASE_URL).origin) elsewhere.push(req.url());
          if (req.resourceType() === 'font') fonts.push(url.pathname);
        });
        await page.goto(path);
        await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
        await page.waitForLoadState('networkidle');
        const drawn = await page.evaluate(async () => {
          await document.fonts.ready;
          return {
            family: getComputedStyle(document.body).fontFamily.split(',')[0],
            bengali: document.fonts.check('16px "Noto Sans Bengali"', 'বাংলা'),
          };
        });
        const fetched = fonts.map((f) => FONT.exec(f)?.[1] ?? f).sort();
        expect({ bengali, path, fetched }).toEqual({ bengali, path, fetched: weights });
        if (path.startsWith('/bn')) {
          expect(drawn).toEqual({ family: '"Noto Sans Bengali"', bengali: true });
        }
        expect(elsewhere).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await device.close();
      }
    }
  });

  it('switches language from the header and back, on the same page', async () => {
    const { page, context, problems } = await openPage(browser());
    await page.goto('/pages/about-us');
    await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
    await page.getByRole('link', { name: 'বাংলা' }).first().click();
    await page.waitForURL((u) => u.pathname === '/bn/pages/about-us');
    await page.locator('html[lang="bn"][data-page-ready]').waitFor({ state: 'attached' });
    await page.getByRole('link', { name: 'English' }).first().click();
    await page.waitForURL((u) => u.pathname === '/pages/about-us');
    await page.locator('html[lang="en"][data-page-ready]').waitFor({ state: 'attached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('takes a message from the Bangla contact form without JavaScript: field errors, then thanks', async () => {
    const noScript = await browser().newContext({ baseURL: BASE_URL, javaScriptEnabled: false });
    const page = await noScript.newPage();
    await page.goto('/bn/pages/contactus');
    await page.getByLabel('নাম').fill('রহিম উদ্দিন');
    await page.getByRole('button', { name: 'বার্তা পাঠান' }).click();
    await page.waitForURL((u) => u.pathname === '/bn/pages/contactus');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('bn');
    await page.getByText('ফোন নম্বর দিতে হবে').waitFor();
    await page.getByLabel('ফোন নম্বর').fill('+880 1712-345678');
    await page.getByLabel('ই-মেইল').fill('rahim@example.com');
    await page.getByLabel('বিষয়').fill('ভাড়া নিয়ে প্রশ্ন');
    await page.getByLabel(/^বার্তা/).fill('গুলশান থেকে উত্তরা কত ভাড়া?');
    await page.getByRole('button', { name: 'বার্তা পাঠান' }).click();
    await page.getByText('ধন্যবাদ, রহিম উদ্দিন।', { exact: false }).waitFor();
    await noScript.close();
  });

  it('takes a message from the Bangla contact form with JavaScript, its errors in Bangla', async () => {
    const { page, context, problems } = await openPage(browser(), 375, 800);
    await page.goto('/bn/pages/contactus');
    await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'বার্তা পাঠান' }).click();
    await page.getByText('নাম দিতে হবে').waitFor();
    await page.getByLabel('নাম').fill('করিম');
    await page.getByLabel('ফোন নম্বর').fill('01712345678');
    await page.getByLabel('ই-মেইল').fill('karim@example.com');
    await page.getByLabel('বিষয়').fill('পার্সেল');
    await page.getByLabel(/^বার্তা/).fill('আমার পার্সেল কোথায়?');
    await page.getByRole('button', { name: 'বার্তা পাঠান' }).click();
    await page.getByText('ধন্যবাদ, করিম।', { exact: false }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('estimates a fare in taka and Bangla digits on the Bangla home page and books it', async () => {
    const { page, context, problems } = await openPage(browser());
    await page.goto('/bn');
    await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
    // A route of the fare table (the first: another test file may have added one with paisa,
    // ৳২৭৫.৫, so the amount is Bangla digits with or without a fraction).
    const [rate] = (await (await fetch(`${BASE_URL}/api/location`)).json()) as {
      from: string;
      to: string;
    }[];
    const from = page.getByLabel('কোথা থেকে');
    await from.locator(`option[value="${rate.from}"]`).waitFor({ state: 'attached' });
    await from.selectOption(rate.from);
    await page.getByLabel('কোথায়').selectOption(rate.to);
    await page.getByTestId('fare-amount').waitFor();
    expect(await page.getByTestId('fare-amount').textContent()).toMatch(/^৳[০-৯,]+(\.[০-৯]+)?$/);
    await page.getByRole('button', { name: 'এই রাইডটি বুক করুন' }).click();
    await page.waitForURL((u) => u.pathname === '/bn/booking');
    await page.getByTestId('booking-fare').waitFor();
    expect(await page.getByTestId('booking-fare').textContent()).toMatch(/^৳[০-৯,]+(\.[০-৯]+)?$/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('registers a customer from the Bangla form', async () => {
    const { page, context, problems } = await openPage(browser());
    await page.goto('/bn/registration/customer');
    await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'আমার অ্যাকাউন্ট খুলুন' }).click();
    await page.getByText('নাম দিতে হবে').waitFor();
    await page.getByLabel('পুরো নাম').fill('সালমা আক্তার');
    await page.getByLabel('ফোন নম্বর').fill('1712-345678');
    await page.getByLabel('শহর').selectOption('Dhaka');
    await page.getByRole('button', { name: 'আমার অ্যাকাউন্ট খুলুন' }).click();
    await page.getByText('নিবন্ধনের আবেদন পেয়েছি').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
