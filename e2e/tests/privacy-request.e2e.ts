/* Data requests, on an app of its own with a real SMTP server: a visitor who
   booked in Bangla asks on /bn/privacy/request, without JavaScript, for their data to be erased →
   the same answer as for an address we do not hold → the Bangla e-mail's link → confirm →
   staff see it under Data requests (and on the dashboard) and fulfil it → no table holds the
   e-mail address or the phone number any more, and the activity log says [erased]. */
import { Client } from 'pg';
import { describeInBrowser, launch, formField, signIn } from '../support/browser';
import { startMailApp, type MailApp } from '../support/mail-app';
import { shots } from '../support/shots';
import { daysAhead } from './backoffice-api';

let mailApp: MailApp;
const EMAIL = 'salma.begum@example.com';
const PHONE = '+880 1812-765432';

/** The tables of the public schema whose rows hold `needle` anywhere (any letter case). */
async function tablesHolding(needle: string): Promise<string[]> {
  const db = new Client({ connectionString: mailApp.databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ t: string }>(
      `SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public'`,
    );
    const found: string[] = [];
    for (const { t } of rows) {
      const hit = await db.query(
        `SELECT 1 FROM "${t}" x WHERE strpos(lower(x::text), lower($1)) > 0 LIMIT 1`,
        [needle],
      );
      if (hit.rowCount) found.push(t);
    }
    return found;
  } finally {
    await db.end();
  }
}

beforeAll(async () => {
  mailApp = await startMailApp('privacy-request', { SEED_DEMO: 'true' });
}, 120_000);

afterAll(() => mailApp?.stop());

describeInBrowser('data requests', () => {
  it('erases a visitor’s data on their confirmed request, leaving no trace of it', async () => {
    const browser = await launch();
    try {
      const visitor = await browser.newContext({
        baseURL: mailApp.app.url,
        javaScriptEnabled: false,
      });
      const page = await visitor.newPage();

      // A booking in Bangla, with the consent line beside its button.
      await page.goto('/bn/booking');
      const consent = page.locator('[data-consent="booking"]');
      await consent.getByRole('link', { name: 'গোপনীয়তা নীতি' }).waitFor();
      expect(await consent.getByRole('link').getAttribute('href')).toBe('/bn/pages/privacy-policy');
      const from = formField(page, 'কোথা থেকে');
      const places = await from
        .locator('option')
        .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value).filter(Boolean));
      await from.selectOption(places[0]);
      await formField(page, 'কোথায়').selectOption(places[1]);
      await formField(page, 'যাত্রীর নাম').fill('সালমা বেগম');
      await formField(page, 'ই-মেইল').fill(EMAIL);
      await formField(page, 'মোবাইল নম্বর').fill(PHONE);
      await formField(page, 'যাত্রার তারিখ').fill(daysAhead(0));
      await page.getByRole('button', { name: 'বুকিংয়ের অনুরোধ পাঠান' }).click();
      await page.getByRole('heading', { name: 'বুকিংয়ের অনুরোধ পেয়েছি' }).waitFor();
      await page.goto('/pages/contactus');
      await page.locator('[data-consent="contact"]').waitFor();
      await shots(page, 'consent-contact-en');
      // Nothing destructive by default: neither kind is chosen, and a request without one is
      // refused in the page's language, storing nothing.
      for (const [path, send, said] of [
        [
          '/privacy/request',
          'Send request',
          'Choose what you would like: a copy of your data or its erasure',
        ],
        [
          '/bn/privacy/request',
          'অনুরোধ পাঠান',
          'আপনি কী চান, বেছে নিন: আপনার তথ্যের কপি, নাকি সব মুছে ফেলা',
        ],
      ]) {
        const html = await (await page.goto(path))!.text();
        expect(html).not.toMatch(/<input[^>]*name="kind"[^>]*checked/);
        expect(await page.locator('input[name="kind"]:checked').count()).toBe(0);
        await shots(page, `privacy-request-${path.startsWith('/bn') ? 'bn' : 'en'}`);
        await page.locator('input[name="email"]').fill(EMAIL);
        await page.getByRole('button', { name: send }).click();
        await page.getByText(said).waitFor();
        await shots(page, `privacy-request-${path.startsWith('/bn') ? 'bn' : 'en'}-no-kind`);
      }
      expect(await tablesHolding(EMAIL)).not.toContain('data_requests');
      expect(await tablesHolding(EMAIL)).toContain('reservations');

      // The same answer for an address we do not hold, and for hers.
      const answers: string[] = [];
      for (const address of ['nobody@example.com', EMAIL]) {
        await page.goto('/bn/privacy/request');
        await page.getByText('আমার তথ্য মুছে ফেলুন').click();
        await formField(page, 'আপনার ই-মেইল ঠিকানা').fill(address);
        await page.getByRole('button', { name: 'অনুরোধ পাঠান' }).click();
        await page.getByText('ই-মেইল দেখুন').waitFor();
        await shots(page, 'privacy-request-bn-asked');
        answers.push(await page.getByRole('status').innerText());
        expect(page.url()).not.toContain('example.com');
      }
      expect(answers[0]).toBe(answers[1]);

      const mail = await mailApp.mailTo(EMAIL, { subject: /মুছে ফেলতে চেয়েছেন/ });
      const link = mail.text!.match(/https?:\S+confirm=[\w-]+/)![0];
      expect(link).toContain('/bn/privacy/request?confirm=');
      const confirmAt = new URL(link).pathname + new URL(link).search;
      await page.goto(confirmAt);
      // Its page (a secret in its address) is never cached: a second look renders it again.
      expect((await page.goto(confirmAt))!.headers()['x-cache']).toBe('miss');
      await page.getByText('এটি আর ফেরানো যায় না').waitFor();
      await shots(page, 'privacy-confirm-bn');
      await page.getByRole('button', { name: 'অনুরোধ নিশ্চিত করছি' }).click();
      await page.getByText('অনুরোধ নিশ্চিত হয়েছে').waitFor();
      // The link works once.
      await page.goto(confirmAt);
      await page.getByRole('button', { name: 'অনুরোধ নিশ্চিত করছি' }).click();
      await page.getByText('আগেই নিশ্চিত করা হয়েছে').waitFor();

      // Staff: the dashboard counts it, the queue shows it, they fulfil it.
      const staff = await browser.newContext({ baseURL: mailApp.app.url });
      const back = await staff.newPage();
      await signIn(back, '/dashbord/viewReservation', {
        username: 'admin',
        password: mailApp.adminPassword,
      });
      // Staff had confirmed her booking: the activity log names her.
      await back
        .getByRole('button', { name: 'Change the status of the booking of সালমা বেগম' })
        .click();
      const change = back.getByRole('dialog', { name: 'Change status' });
      await change.getByRole('radio', { name: 'Confirmed' }).check();
      await change.getByRole('button', { name: 'Save' }).click();
      await back.getByText('Marked confirmed.').waitFor();
      await back.goto('/dashbord');
      await back.getByRole('link', { name: 'Data requests waiting: 1' }).click();
      await back.getByRole('heading', { name: 'Data requests' }).waitFor();
      const card = back.locator('[data-request]').filter({ hasText: EMAIL });
      await card.getByText('1 booking').waitFor();
      await shots(back, 'data-requests-queue');
      await card.getByRole('button', { name: 'Fulfil' }).click();
      const dialog = back.getByRole('dialog', { name: 'Erase this person’s data' });
      await dialog.getByRole('checkbox').check();
      await dialog.getByRole('button', { name: 'Erase' }).click();
      await back.getByText('No data request is waiting.').waitFor();

      expect(await tablesHolding(EMAIL)).toEqual([]);
      expect(await tablesHolding('1812-765432')).toEqual([]);
      expect(await tablesHolding('সালমা বেগম')).toEqual([]);
      await back.goto('/dashbord/activity');
      await back
        .getByText('Erased 0 messages, 1 bookings, 0 registrations and 0 documents')
        .waitFor();
      await back.getByText('[erased]').first().waitFor();
      expect(await back.content()).not.toContain('সালমা');
    } finally {
      await browser.close();
    }
  });
});
