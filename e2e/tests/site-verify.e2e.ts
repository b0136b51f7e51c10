/* "Verify a captain or a vehicle" at 375 px, in both languages, with JavaScript on and off: the
   approved captain's plate typed in Bangla and in Latin finds the same captain (papers valid until
   the first expiry, in Bangla digits on the Bangla page), an unknown plate is not ours, a
   suspended captain's plate says suspended, and the plate never reaches the address bar. Seeded
   straight into the app's database (its own, with an SMTP sink: startMailApp). */
import { Client } from 'pg';
import type { Browser, Page } from 'playwright-core';
import { describeInBrowser, formField, launch } from '../support/browser';
import { startMailApp, type MailApp } from '../support/mail-app';
import { shots } from '../support/shots';

let mailApp: MailApp;
let browser: Browser;

/** A captain in `status` with an accepted plate (stored under its key) and a dated insurance. */
async function captain(db: Client, status: string, plateKey: string, phone: string) {
  const [g] = (
    await db.query(
      `INSERT INTO registration_requests (kind, name, phone, phone_digits, city, status, details)
       VALUES ('DRIVER', 'Verify Captain', $1, $1, 'Dhaka', $2, '{"vehicleType":"Car"}')
       RETURNING id`,
      [phone, status],
    )
  ).rows;
  const doc = `INSERT INTO partner_documents
      (registration_id, kind, number, number_key, expires_on, file_key, content_type, size, state)
    VALUES ($1, $2, $3, $3, $4, 'x.pdf', 'application/pdf', 1, 'ACCEPTED')`;
  await db.query(doc, [g.id, 'VEHICLE_REGISTRATION', plateKey, null]);
  await db.query(doc, [g.id, 'INSURANCE', `INS-${g.id}`, '2027-03-31']);
}

beforeAll(async () => {
  mailApp = await startMailApp('site-verify');
  const db = new Client({ connectionString: mailApp.databaseUrl });
  await db.connect();
  try {
    await captain(db, 'APPROVED', 'DHAKA METRO-GA 12-3456', '1712000111');
    await captain(db, 'SUSPENDED', 'CHATTOGRAM METRO-THA 11-2233', '1712000222');
  } finally {
    await db.end();
  }
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await mailApp?.stop();
});

const WORDS = {
  en: {
    path: '/verify',
    field: 'Number plate or partner ID',
    submit: 'Verify',
    registered: 'Registered with us, papers valid',
    until: 'its papers are valid until 31 Mar 2027',
    suspended: 'Suspended',
    notOurs: 'Not one of ours',
    bad: 'That is not a number plate like Dhaka Metro-Ga 12-3456',
  },
  bn: {
    path: '/bn/verify',
    field: 'নম্বর প্লেট বা পার্টনার আইডি',
    submit: 'যাচাই করুন',
    registered: 'আমাদের নিবন্ধিত, কাগজপত্র বৈধ',
    until: 'কাগজপত্র ৩১ মার্চ ২০২৭ পর্যন্ত বৈধ',
    suspended: 'সাময়িকভাবে স্থগিত',
    notOurs: 'এটি আমাদের নয়',
    bad: 'এটি ঢাকা মেট্রো-গ ১২-৩৪৫৬-এর মতো নম্বর প্লেট',
  },
};

async function verify(page: Page, lang: 'en' | 'bn', query: string) {
  await formField(page, WORDS[lang].field).fill(query);
  await page.getByRole('button', { name: WORDS[lang].submit, exact: true }).click();
}

async function journey(lang: 'en' | 'bn', js: boolean) {
  const context = await browser.newContext({
    baseURL: mailApp.app.url,
    viewport: { width: 375, height: 800 },
    javaScriptEnabled: js,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const w = WORDS[lang];
  const tag = `verify-${lang}-${js ? 'js' : 'nojs'}`;
  try {
    await page.goto(w.path);
    await shots(page, `${tag}-form`);
    for (const plate of ['ঢাকা মেট্রো-গ ১২-৩৪৫৬', 'Dhaka Metro Ga 12-3456']) {
      await verify(page, lang, plate);
      await page.getByText(w.registered).waitFor();
      await page.getByText(w.until).waitFor();
      // Posted, never in the address.
      expect(decodeURIComponent(page.url())).not.toMatch(/3456|৩৪৫৬/);
    }
    // Nothing of the captain on the page.
    expect(await page.locator('main').textContent()).not.toContain('Verify Captain');
    await shots(page, `${tag}-registered`);

    await verify(page, lang, 'চট্ট মেট্রো-থ ১১-২২৩৩');
    await page.getByText(w.suspended, { exact: true }).waitFor();
    await shots(page, `${tag}-suspended`);

    await verify(page, lang, 'Dhaka Metro-Ga 12-3457');
    await page.getByText(w.notOurs, { exact: true }).waitFor();
    await shots(page, `${tag}-not-ours`);

    await verify(page, lang, 'hello');
    await page.getByText(w.bad).first().waitFor();
  } finally {
    await context.close();
  }
}

describeInBrowser('verify a captain or a vehicle', () => {
  it('English with JavaScript: Bangla and Latin plates find the captain; suspended; not ours', () =>
    journey('en', true));

  it('Bangla without JavaScript: the same in Bangla', () => journey('bn', false));

  it('the safety centre’s link to /verify opens the form, in both languages', async () => {
    for (const lang of ['en', 'bn'] as const) {
      const context = await browser.newContext({ baseURL: mailApp.app.url });
      const page = await context.newPage();
      try {
        await page.goto(lang === 'bn' ? '/bn/pages/safety' : '/pages/safety');
        await page.locator(`main a[href="${WORDS[lang].path}"]`).click();
        await page.waitForURL((url) => url.pathname === WORDS[lang].path);
        await formField(page, WORDS[lang].field).waitFor();
      } finally {
        await context.close();
      }
    }
  });
});
