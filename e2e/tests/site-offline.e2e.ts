/* Installable and readable offline: the manifest per language, the service worker
   (Workbox) keeping the pages a visitor opened, the offline page in the page's language for the
   others; none of it on sign-in or the back office. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { BASE_URL, describeInBrowser, openPage } from '../support/browser';
import { shots } from '../support/shots';
import { drawnPng } from '../support/assets';
import { adminToken, daysAhead, graphql, sharedBrowser, uniqueTag } from './backoffice-api';

/** The page's service worker is installed, active, and answers this page. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** These tests are about the service worker: the other tests' pages go without it. */
const SW = { serviceWorkers: 'allow' } as const;

const h1 = (page: Page) => page.locator('h1').first();

/** The contact form's island is live (at once, or once near the screen when it waits). */
async function contactFormLive(page: Page): Promise<void> {
  await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Send message' }).scrollIntoViewIfNeeded();
  await page.waitForFunction(() => {
    const island = document.querySelector('[data-island]:has(form)');
    return island && (!island.hasAttribute('data-hydrate') || island.hasAttribute('data-hydrated'));
  });
}

/** How many bookings or registrations staff find by this name. */
async function countOf(list: 'reservations' | 'registrationRequests', name: string) {
  const data = await graphql<Record<string, { total: number }>>(
    `query ($search: String) { ${list}(search: $search) { total } }`,
    { search: name },
    await adminToken(),
  );
  return data[list].total;
}

/** How many contact messages staff see with this subject. */
async function messagesAbout(subject: string): Promise<number> {
  const { contactMessages } = await graphql<{ contactMessages: { total: number } }>(
    `
      query ($search: String) {
        contactMessages(search: $search) {
          total
        }
      }
    `,
    { search: subject },
    await adminToken(),
  );
  return contactMessages.total;
}

describeInBrowser('installable, offline', () => {
  const browser = sharedBrowser();

  it('each language has its manifest with icons and start URL, and Chromium finds the site installable', async () => {
    for (const [where, manifest, start] of [
      ['/', '/manifest.webmanifest', '/'],
      ['/bn', '/bn/manifest.webmanifest', '/bn'],
    ]) {
      const res = await fetch(new URL(manifest, BASE_URL));
      expect(res.status).toBe(200);
      const body = (await res.json()) as {
        start_url: string;
        display: string;
        icons: { sizes: string; purpose: string }[];
      };
      expect(body.start_url).toBe(start);
      expect(body.display).toBe('standalone');
      const icons = body.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
      expect(icons).toEqual(
        expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
      );

      // A profile of its own: Chromium offers no install in an incognito window, which is what
      // a fresh context is.
      const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'drw-install-'));
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: process.env.E2E_CHROME,
        headless: true,
        baseURL: BASE_URL,
        args: ['--no-sandbox', '--disable-gpu'],
      });
      try {
        const page = await context.newPage();
        await page.goto(where);
        await expect(page.locator('link[rel=manifest]').getAttribute('href')).resolves.toBe(
          manifest,
        );
        await controlled(page);
        await page.reload();
        expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
        // What Chromium itself checks before it offers to install (the manifest, its icons, a
        // service worker controlling the start URL).
        const cdp = await context.newCDPSession(page);
        const { errors } = await cdp.send('Page.getAppManifest');
        expect(errors).toEqual([]);
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        expect(installabilityErrors).toEqual([]);
      } finally {
        // Closed whatever happened: a browser left open keeps jest from exiting.
        await context.close();
        fs.rmSync(profile, { recursive: true, force: true });
      }
    }
  });

  it('offline, a page opened before comes from the cache, another shows the offline page in its language', async () => {
    const { page, context } = await openPage(browser(), 375, 800, SW);
    await page.goto('/pages/about-us');
    await controlled(page);
    // Opened again now that the service worker answers: it keeps a copy.
    await page.reload();
    await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
    const title = await h1(page).innerText();

    await context.setOffline(true);
    await page.goto('/pages/about-us');
    await expect(h1(page).innerText()).resolves.toBe(title);

    await page.goto('/pages/directors');
    await expect(h1(page).innerText()).resolves.toBe('You are offline');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    await shots(page, 'offline-page-en');

    await page.goto('/bn/pages/directors');
    await expect(h1(page).innerText()).resolves.toBe('আপনি এখন অফলাইনে আছেন');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('bn');
    await shots(page, 'offline-page-bn');

    // Back online, the network answers first again.
    await context.setOffline(false);
    await page.goto('/pages/directors');
    await expect(h1(page).innerText()).resolves.not.toBe('You are offline');
    await context.close();
  });

  it('sign-in and the back office register no service worker', async () => {
    for (const path of ['/login', '/dashbord']) {
      const { page, context } = await openPage(browser(), 1280, 900, SW);
      await page.goto(path);
      await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      const registrations = await page.evaluate(async () => {
        const all = await navigator.serviceWorker.getRegistrations();
        return all.length + (navigator.serviceWorker.controller ? 1 : 0);
      });
      expect(registrations).toBe(0);
      await context.close();
    }
  });

  it('the contact form sent offline is kept, said so, and stored exactly once when the connection is back', async () => {
    const { page, context } = await openPage(browser(), 375, 800, SW);
    await page.goto('/pages/contactus');
    await controlled(page);
    await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
    const subject = `Sent from a bus near Sylhet ${Date.now()}`;
    const field = (label: string) =>
      page.getByLabel(new RegExp(`^${label}`)).and(page.locator('input, textarea'));
    await field('Name').fill('Rafiq Islam');
    await field('Contact number').fill('+880 1812-345678');
    await field('Email').fill('rafiq@example.com');
    await field('Subject').fill(subject);
    await field('Message').fill('The connection keeps dropping here; please call me back.');

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page
      .getByText('Saved — it will be sent when you are back online', { exact: false })
      .waitFor();
    expect(await messagesAbout(subject)).toBe(0);
    await shots(page, 'contact-saved-en');

    // Back online: the page sends it (its `online` listener) and, as Chromium's emulation fires
    // no Background Sync of its own, the service worker's sync is fired through DevTools: both
    // send the same submission, with the same Idempotency-Key.
    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const live = registrations.find((r) => !r.isDeleted);
        if (live) resolve(live.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registration;
    const synced = page.evaluate(
      () =>
        new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('message', resolve, { once: true }),
        ),
    );
    await context.setOffline(false);
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin: new URL(BASE_URL).origin,
      registrationId,
      tag: 'drw-forms',
      lastChance: false,
    });
    await page.getByText('Thank you, Rafiq Islam').waitFor();
    await expect(page.getByText(/DR-[0-9A-Z]{4}-[0-9A-Z]{4}/).count()).resolves.toBeGreaterThan(0);
    await synced;
    expect(await messagesAbout(subject)).toBe(1);
    await expect(
      page.getByText('it will be sent when you are back online', { exact: false }).count(),
    ).resolves.toBe(0);
    await context.close();
  });

  it('in Bangla, the page says the form is saved and, back online, thanks the sender', async () => {
    const { page, context } = await openPage(browser(), 375, 800, SW);
    await page.goto('/bn/pages/contactus');
    await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
    // Latin, so that the admin search finds it by its words.
    const subject = `From the village ${Date.now()}`;
    const field = (label: string) =>
      page.getByLabel(new RegExp(`^${label}`)).and(page.locator('input, textarea'));
    await field('নাম').fill('সাবিনা ইয়াসমিন');
    await field('ফোন নম্বর').fill('01812-345678');
    await field('ই-মেইল').fill('sabina@example.com');
    await field('বিষয়').fill(subject);
    await field('বার্তা').fill('নেটওয়ার্ক খুব দুর্বল, অনুগ্রহ করে ফোন করবেন।');

    await context.setOffline(true);
    await page.getByRole('button', { name: 'বার্তা পাঠান' }).click();
    await page
      .getByText('সংরক্ষণ করা হয়েছে — ইন্টারনেট ফিরে এলেই পাঠিয়ে দেওয়া হবে', { exact: false })
      .waitFor();
    await shots(page, 'contact-saved-bn');

    await context.setOffline(false);
    await page.getByText('ধন্যবাদ, সাবিনা ইয়াসমিন', { exact: false }).waitFor();
    expect(await messagesAbout(subject)).toBe(1);
    await context.close();
  });

  it('a booking sent offline is kept without its document, said so, and stored once; so is a registration', async () => {
    const { page, context } = await openPage(browser(), 375, 800, SW);
    const field = (label: string) =>
      page.getByLabel(new RegExp(`^${label}`)).and(page.locator('input, select, textarea'));
    const passenger = uniqueTag('Kept Booking ');
    await page.goto('/booking?from=Gulshan&to=Motijheel');
    await controlled(page);
    await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
    await field('Passenger name').fill(passenger);
    await field('Email').fill('kept@example.com');
    await field('Mobile').fill('01712-345678');
    await field('Journey date').fill(daysAhead(5));
    await page.locator('input[type=file]').setInputFiles({
      name: 'permit.png',
      mimeType: 'image/png',
      buffer: await drawnPng(300, 200),
    });
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Request booking' }).click();
    await page
      .getByText('Saved — it will be sent when you are back online', { exact: false })
      .waitFor();
    await page.getByText('a booking is saved without its document', { exact: false }).waitFor();
    expect(await countOf('reservations', passenger)).toBe(0);

    // Back online: the page sends it (its `online` listener), once.
    await context.setOffline(false);
    await page.getByText('Your booking request was sent').waitFor();
    await expect(page.getByText(/DR-[0-9A-Z]{4}-[0-9A-Z]{4}/).count()).resolves.toBeGreaterThan(0);
    expect(await countOf('reservations', passenger)).toBe(1);

    // A registration, the same way, on the same phone.
    const name = uniqueTag('Kept Customer ');
    await page.goto('/registration/customer');
    await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
    await field('Full name').fill(name);
    await field('Phone').fill('1911-223344');
    await field('City').selectOption('Chattogram');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page
      .getByText('Saved — it will be sent when you are back online', { exact: false })
      .waitFor();
    expect(await countOf('registrationRequests', name)).toBe(0);
    await context.setOffline(false);
    await page.getByText('Registration received').waitFor();
    expect(await countOf('registrationRequests', name)).toBe(1);
    await context.close();
  });

  it('a plain form posted offline says, in its language, that it needs a connection and nothing was sent', async () => {
    const { page, context } = await openPage(browser(), 375, 800, SW);
    // The status lookup is a plain form (no island): the browser posts it as a page.
    await page.goto('/bn/status');
    await controlled(page);
    await context.setOffline(true);
    await page.getByLabel(/^রেফারেন্স/).fill('DR-7K3P-Q9MX');
    await page.getByLabel(/^ফোন নম্বর বা ই-মেইল/).fill('01812-345678');
    await page.getByRole('button', { name: 'অবস্থা দেখুন' }).click();
    await page.getByText('এই ফর্মটি পাঠাতে ইন্টারনেট লাগে', { exact: false }).first().waitFor();
    await expect(
      page.getByText('কিছুই পাঠানো হয়নি', { exact: false }).count(),
    ).resolves.toBeGreaterThan(0);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('bn');
    await shots(page, 'offline-form-bn');

    // The footer's lite switch, from an English page: the same, in English, and nothing changed.
    await context.setOffline(false);
    await page.goto('/pages/about-us');
    await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Turn on lite mode' }).click();
    await page
      .getByText('This form needs an internet connection', { exact: false })
      .first()
      .waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    await context.setOffline(false);
    await page.goto('/pages/about-us');
    await page.getByRole('button', { name: 'Turn on lite mode' }).waitFor();
    await context.close();
  });

  it('a form kept offline for more than 7 days is dropped, and the page says so', async () => {
    const { page, context } = await openPage(browser(), 375, 800, SW);
    await page.goto('/pages/contactus');
    await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
    const subject = `Kept too long ${Date.now()}`;
    // What the contact island keeps (client/src/site/forms/outbox.ts), saved eight days ago.
    await page.evaluate(async (subject) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('drw-forms');
        open.onupgradeneeded = () => open.result.createObjectStore('kept');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const key = 'a'.repeat(32);
      const input = {
        name: 'Old Sender',
        contactNumber: '01812-345678',
        email: 'old@example.com',
        subject,
        message: 'Written last week.',
        locale: 'en',
      };
      const form = {
        key,
        kind: 'contact',
        locale: 'en',
        query: `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { id reference } }`,
        variables: { input },
        name: input.name,
        savedAt: Date.now() - 8 * 24 * 60 * 60 * 1000,
      };
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('kept', 'readwrite');
        tx.objectStore('kept').put(form, key);
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    }, subject);

    await page.reload();
    await contactFormLive(page);
    await page.getByText('could not be sent within 7 days', { exact: false }).waitFor();
    expect(await messagesAbout(subject)).toBe(0);
    // Said once: the next visit has nothing to say.
    await page.reload();
    await contactFormLive(page);
    await expect(
      page.getByText('could not be sent within 7 days', { exact: false }).count(),
    ).resolves.toBe(0);
    await context.close();
  });
});

/**
 * What the home page asks the network for, once the visitor has scrolled it all: the island
 * sections hydrate as they near the screen, lazy pictures load, and the network goes quiet.
 */
async function homeRequests(context: BrowserContext, path: string): Promise<string[]> {
  const page = await context.newPage();
  const asked: string[] = [];
  page.on('request', (req) => asked.push(new URL(req.url()).pathname));
  await page.goto(path);
  await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
  for (const section of ['#vehicles', '#partners', '#apps', 'footer']) {
    await page.locator(section).scrollIntoViewIfNeeded();
  }
  await page.waitForLoadState('networkidle');
  await page.close();
  return asked;
}

/** The home page's decorative pictures (sprites of vehicles and logos, the phones) and the carousel's code. */
const DECORATIVE = /^\/(?:vehicles|partners|art)\//;
const CAROUSEL_CODE = /PartnerCarouselIsland|embla/;

describeInBrowser('lite mode', () => {
  const browser = sharedBrowser();

  it('with Save-Data: on, the home page asks for no decorative picture and no carousel code', async () => {
    const full = await browser().newContext({ baseURL: BASE_URL });
    const usual = await homeRequests(full, '/');
    await full.close();
    // What the lite page must not ask for is what the usual page does ask for.
    expect(usual.filter((p) => DECORATIVE.test(p)).length).toBeGreaterThan(0);
    expect(usual.filter((p) => CAROUSEL_CODE.test(p)).length).toBeGreaterThan(0);

    for (const path of ['/', '/bn']) {
      const context = await browser().newContext({
        baseURL: BASE_URL,
        extraHTTPHeaders: { 'Save-Data': 'on' },
      });
      const lite = await homeRequests(context, path);
      expect({
        path,
        asked: lite.filter((p) => DECORATIVE.test(p) || CAROUSEL_CODE.test(p)),
      }).toEqual({ path, asked: [] });
      await context.close();
    }
  });

  it('with Save-Data: on, a news list offers each image in its smallest copy only, and preloads that one', async () => {
    const html = async (headers: Record<string, string>) =>
      (await fetch(new URL('/pages/news', BASE_URL), { headers })).text();
    const candidates = (page: string) =>
      [...page.matchAll(/<source [^>]*srcSet="([^"]+)"/gi)].map((m) => m[1].split(', '));
    const preloaded = (page: string) =>
      /<link rel="preload"[^>]* href="([^"]+)"[^>]* as="image"|<link rel="preload"[^>]* as="image"[^>]* href="([^"]+)"/i
        .exec(page)
        ?.slice(1)
        .find(Boolean);
    const usual = await html({});
    const lite = await html({ 'Save-Data': 'on' });
    // The usual page offers several widths: lite mode keeps the narrowest of each.
    expect(candidates(usual).some((c) => c.length > 1)).toBe(true);
    expect(candidates(lite).length).toBe(candidates(usual).length);
    expect(candidates(lite).every((c) => c.length === 1)).toBe(true);
    const first = candidates(lite)[0][0];
    expect(candidates(usual)[0].map((c) => c.split(' ')[0])).toContain(first);
    expect(preloaded(lite)).toBe(first);
  });

  it('the footer switch turns it on and off, and it stays as chosen from page to page, with JavaScript off and on', async () => {
    for (const [js, where, turnOn, turnOff, other] of [
      [false, '/bn/pages/about-us', 'লাইট মোড চালু করুন', 'লাইট মোড বন্ধ করুন', '/bn'],
      [true, '/pages/about-us', 'Turn on lite mode', 'Turn off lite mode', '/'],
    ] as const) {
      const context = await browser().newContext({
        baseURL: BASE_URL,
        javaScriptEnabled: js,
        viewport: { width: 375, height: 812 },
      });
      const page = await context.newPage();
      const ready = async () => {
        if (js) await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
      };
      await page.goto(where);
      await ready();
      await page.getByRole('button', { name: turnOn }).click();
      // Back on the same page, rendered lite.
      await page.getByRole('button', { name: turnOff }).waitFor();
      expect(new URL(page.url()).pathname).toBe(where);
      if (!js) await shots(page, 'lite-switch-on-bn');

      // Another page: still lite (no carousel, the partners by name).
      await page.goto(other);
      await ready();
      await page.getByRole('button', { name: turnOff }).waitFor();
      await expect(page.locator('[data-carousel-viewport]').count()).resolves.toBe(0);
      await expect(page.locator('#partners li').count()).resolves.toBeGreaterThan(0);

      await page.getByRole('button', { name: turnOff }).click();
      await page.getByRole('button', { name: turnOn }).waitFor();
      expect(new URL(page.url()).pathname).toBe(other);
      await expect(page.locator('[data-carousel-viewport]').count()).resolves.toBe(1);
      if (js) await shots(page, 'lite-switch-off-en');
      await context.close();
    }
  });
});
