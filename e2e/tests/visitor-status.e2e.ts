/* Visitors hear back, on an app of its own with a real SMTP server: a ride booked
   in Bangla without JavaScript → the Bangla thank-you with the reference → the Bangla e-mail →
   /bn/status shows "received" → staff confirm it with a note for the visitor in the back office
   → the status page shows "confirmed" with that note and not the internal one → the visitor's
   e-mail with the note. */
import { Client } from 'pg';
import type { Browser, Page } from 'playwright-core';
import { describeInBrowser, launch, formField, signIn } from '../support/browser';
import { startMailApp, type MailApp } from '../support/mail-app';
import { shots } from '../support/shots';
import { daysAhead } from './backoffice-api';

let mailApp: MailApp;

/** Staff sign in and confirm the booking of `passenger` with an internal note and a visitor note. */
async function confirmWithNotes(browser: Browser, passenger: string, visitorNote: string) {
  const staff = await browser.newContext({ baseURL: mailApp.app.url });
  const back = await staff.newPage();
  await signIn(back, '/dashbord/viewReservation', {
    username: 'admin',
    password: mailApp.adminPassword,
  });
  await back
    .getByRole('button', { name: `Change the status of the booking of ${passenger}` })
    .click();
  const dialog = back.getByRole('dialog', { name: 'Change status' });
  await dialog.getByRole('radio', { name: 'Confirmed' }).check();
  await dialog.getByLabel(/^Internal note/).fill('Driver Rafiq, cash');
  await dialog.getByLabel(/^Note for the visitor/).fill(visitorNote);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await back.getByText('Marked confirmed.').waitFor();
  await staff.close();
}

/**
 * The request came on the Friday evening before Eid-ul-Fitr 2026: a booking's 2 working hours ran
 * out on Tuesday 24 March at 11:00, after the weekend and the Eid holidays. Long past.
 */
async function sentBeforeEid(reference: string) {
  const db = new Client({ connectionString: mailApp.databaseUrl });
  await db.connect();
  try {
    await db.query(`UPDATE reservations SET created_at = $1 WHERE reference = $2`, [
      '2026-03-20T19:30:00+06:00',
      reference,
    ]);
  } finally {
    await db.end();
  }
}

/** The promise on a 375 px screen: on the page, inside it, not cut off. */
async function promiseFits(page: Page, text: RegExp) {
  await page.setViewportSize({ width: 375, height: 800 });
  const promise = page.getByText(text);
  await promise.waitFor();
  const box = (await promise.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 900 });
}

beforeAll(async () => {
  mailApp = await startMailApp('visitor-status', { SEED_DEMO: 'true' });
}, 120_000);

afterAll(() => mailApp?.stop());

describeInBrowser('visitors hear back', () => {
  it('books in Bangla without JavaScript, follows it on /bn/status, and hears from staff', async () => {
    const browser = await launch();
    try {
      const visitor = await browser.newContext({
        baseURL: mailApp.app.url,
        javaScriptEnabled: false,
      });
      const page = await visitor.newPage();
      await page.goto('/bn/booking');
      const from = formField(page, 'কোথা থেকে');
      const places = await from
        .locator('option')
        .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value).filter(Boolean));
      await from.selectOption(places[0]);
      await formField(page, 'কোথায়').selectOption(places[1]);
      await formField(page, 'যাত্রীর নাম').fill('রহিমা খাতুন');
      await formField(page, 'ই-মেইল').fill('rahima@example.com');
      await formField(page, 'মোবাইল নম্বর').fill('+880 1812-345678');
      await formField(page, 'যাত্রার তারিখ').fill(daysAhead(6));
      await page.getByRole('button', { name: 'বুকিংয়ের অনুরোধ পাঠান' }).click();
      await page.getByRole('heading', { name: 'বুকিংয়ের অনুরোধ পেয়েছি' }).waitFor();
      const reference = (await page.locator('[data-reference]').getAttribute('data-reference'))!;
      expect(reference).toMatch(/^DR-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
      await page.getByText(`আপনার রেফারেন্স ${reference}।`).waitFor();

      const confirmation = await mailApp.mailTo('rahima@example.com', { nth: 1 });
      expect(confirmation.subject).toBe(`আপনার বুকিং পেয়েছি — রেফারেন্স ${reference}`);
      expect(confirmation.text).toContain('ধন্যবাদ, রহিমা খাতুন!');
      expect(confirmation.text).toContain(`/bn/status?ref=${reference}`);

      // The e-mail's link fills the reference; the phone is typed in Bangla digits.
      await page.goto(`/bn/status?ref=${reference}`);
      expect(await formField(page, 'রেফারেন্স').inputValue()).toBe(reference);
      await formField(page, 'ফোন নম্বর বা ই-মেইল').fill('০১৮১২-৩৪৫৬৭৮');
      await page.getByRole('button', { name: 'অবস্থা দেখুন' }).click();
      await page.getByText('এখনকার অবস্থা:').waitFor();
      await page.getByText('আমরা পেয়েছি').waitFor();
      // The promise, in Bangla words and digits, without JavaScript, as the e-mail gave it.
      const promised =
        /^(রবিবার|সোমবার|মঙ্গলবার|বুধবার|বৃহস্পতিবার), [০-৯]+ \S+ (সকাল|দুপুর|বিকেল|সন্ধ্যা) [০-৯]+টা.* মধ্যে আমরা আপনাকে উত্তর দেব।$/;
      await promiseFits(page, promised);
      const when = (await page.getByText(promised).textContent())!.split(' মধ্যে')[0];
      expect(confirmation.text).toContain(`${when} মধ্যে আমরা আপনাকে উত্তর দেব।`);
      await shots(page, 'status-bn-on-time');
      // Past its promise: the page says so, says sorry and gives the number to call.
      await sentBeforeEid(reference);
      await formField(page, 'ফোন নম্বর বা ই-মেইল').fill('০১৮১২-৩৪৫৬৭৮');
      await page.getByRole('button', { name: 'অবস্থা দেখুন' }).click();
      await page.getByText('দুঃখিত, আমাদের দেরি হয়ে গেছে').waitFor();
      await promiseFits(page, /^মঙ্গলবার, ২৪ মার্চ সকাল ১১টার মধ্যে আপনাকে উত্তর দেওয়ার কথা ছিল/);
      await page
        .getByRole('status', { name: 'দুঃখিত, আমাদের দেরি হয়ে গেছে' })
        .getByRole('link', { name: '+880 9610-334455' })
        .waitFor();
      await shots(page, 'status-bn-late');
      expect(page.url()).not.toContain('৩৪৫৬৭৮');
      expect(page.url()).not.toContain('345678');

      // Staff confirm it in the back office with both notes.
      await confirmWithNotes(browser, 'রহিমা খাতুন', 'গাড়ি সকাল ৯টায় বাসার সামনে থাকবে।');

      await page.goto(`/bn/status?ref=${reference}`);
      await formField(page, 'ফোন নম্বর বা ই-মেইল').fill('rahima@example.com');
      await page.getByRole('button', { name: 'অবস্থা দেখুন' }).click();
      await page.getByText('নিশ্চিত হয়েছে').first().waitFor();
      await page.getByText('গাড়ি সকাল ৯টায় বাসার সামনে থাকবে।').waitFor();
      expect(await page.content()).not.toMatch(/Rafiq|cash|admin/);

      const news = await mailApp.mailTo('rahima@example.com', { nth: 2 });
      expect(news.subject).toBe(`আপনার বুকিং: নিশ্চিত হয়েছে — রেফারেন্স ${reference}`);
      expect(news.text).toContain('গাড়ি সকাল ৯টায় বাসার সামনে থাকবে।');
      expect(`${news.text}${news.html}`).not.toMatch(/Rafiq/);
    } finally {
      await browser.close();
    }
  });

  it('books in English with JavaScript, follows it on /status, and hears from staff', async () => {
    const browser = await launch();
    try {
      const visitor = await browser.newContext({ baseURL: mailApp.app.url });
      const page = await visitor.newPage();
      await page.goto('/booking');
      const from = formField(page, 'From');
      const places = await from
        .locator('option')
        .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value).filter(Boolean));
      await from.selectOption(places[0]);
      await formField(page, 'To').selectOption(places[1]);
      await formField(page, 'Passenger name').fill('Karim Uddin');
      await formField(page, 'Email').fill('karim@example.com');
      await formField(page, 'Mobile').fill('01912-345678');
      await formField(page, 'Journey date').fill(daysAhead(4));
      // The island sends it (not the browser's form post): wait for it to take over first.
      await page
        .locator('[data-island="BookingForm"][data-hydrated]')
        .waitFor({ state: 'attached' });
      const posted: string[] = [];
      page.on(
        'request',
        (r) => r.method() === 'POST' && r.isNavigationRequest() && posted.push(r.url()),
      );
      await page.getByRole('button', { name: 'Request booking' }).click();
      await page.getByRole('heading', { name: 'Booking request received' }).waitFor();
      expect(posted).toEqual([]);
      const line = await page.getByText(/Your reference is DR-/).textContent();
      const reference = /DR-[2-9A-Z]{4}-[2-9A-Z]{4}/.exec(line ?? '')![0];

      const confirmation = await mailApp.mailTo('karim@example.com', { nth: 1 });
      expect(confirmation.subject).toBe(`We have your booking — reference ${reference}`);
      expect(confirmation.text).toContain(`/status?ref=${reference}`);
      expect(confirmation.text).not.toContain('/bn/');

      // A miss — a right reference with a wrong phone, then a made-up reference — has one answer.
      const lookUp = async (ref: string, contact: string) => {
        await page.goto('/status');
        await formField(page, 'Reference').fill(ref);
        await formField(page, 'Phone number or e-mail').fill(contact);
        await page.getByRole('button', { name: 'Show status' }).click();
      };
      await lookUp(reference, '01700-000000');
      await page.getByRole('alert').filter({ hasText: 'We could not find that request' }).waitFor();
      await lookUp('DR-2222-2222', '01912-345678');
      await page.getByRole('alert').filter({ hasText: 'We could not find that request' }).waitFor();

      // Dashes and case do not matter; the phone may carry +880.
      await lookUp(reference.toLowerCase().replaceAll('-', ''), '+8801912345678');
      await page.getByText('Status now:').waitFor();
      await page.getByText('Received', { exact: true }).first().waitFor();
      const promised =
        /^We'll reply by (Sunday|Monday|Tuesday|Wednesday|Thursday) \d+ \w+, \d+:\d\d (am|pm)\.$/;
      await promiseFits(page, promised);
      expect(confirmation.text).toContain((await page.getByText(promised).textContent())!);
      await shots(page, 'status-en-on-time');
      await sentBeforeEid(reference);
      await lookUp(reference, 'karim@example.com');
      await page.getByText("Sorry, we're late").waitFor();
      await promiseFits(page, /^We promised to reply by Tuesday 24 March, 11:00 am/);
      await shots(page, 'status-en-late');

      await confirmWithNotes(browser, 'Karim Uddin', 'The car will wait at your gate at 9 am.');
      await lookUp(reference, 'karim@example.com');
      await page.getByText('Confirmed', { exact: true }).first().waitFor();
      await page.getByText('The car will wait at your gate at 9 am.').waitFor();
      expect(await page.content()).not.toMatch(/Rafiq|cash/);

      const news = await mailApp.mailTo('karim@example.com', { nth: 2 });
      expect(news.subject).toBe(`Your booking: Confirmed — reference ${reference}`);
      expect(news.text).toContain('The car will wait at your gate at 9 am.');
      expect(`${news.text}${news.html}`).not.toMatch(/Rafiq/);

      // The calendar the clock skips, as admins edit it.
      const staff = await browser.newContext({ baseURL: mailApp.app.url });
      const back = await staff.newPage();
      await signIn(back, '/dashbord/holidays', {
        username: 'admin',
        password: mailApp.adminPassword,
      });
      await back
        .getByRole('table', { name: 'Holidays' })
        .getByText('Eid-ul-Fitr *')
        .first()
        .waitFor();
      await shots(back, 'holidays');
      await staff.close();
    } finally {
      await browser.close();
    }
  });
});
