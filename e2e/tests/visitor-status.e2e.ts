/* Visitors hear back (PRODUCT.md §13), on an app of its own with a real SMTP server: a ride booked
   in Bangla without JavaScript → the Bangla thank-you with the reference → the Bangla e-mail →
   /bn/status shows "received" → staff confirm it with a note for the visitor in the back office
   → the status page shows "confirmed" with that note and not the internal one → the visitor's
   e-mail with the note. */
import type { Page } from 'playwright-core';
import { startSmtpSink, type SmtpSink } from '../../server/src/test/smtp';
import { startApp, type AppProcess } from '../support/app-process';
import { describeInBrowser, launch } from '../support/browser';
import { startPostgres } from '../support/postgres';
import { daysAhead } from './backoffice-api';

let pg: Awaited<ReturnType<typeof startPostgres>>;
let smtp: SmtpSink;
let app: AppProcess;
type ParsedMail = SmtpSink['inbox'][number];
const inbox: ParsedMail[] = [];
const ADMIN_PASSWORD = 'visitor-status-admin-password';

async function mail(n: number, ms = 45_000): Promise<ParsedMail> {
  const until = Date.now() + ms;
  while (inbox.length < n) {
    if (Date.now() > until) throw new Error(`only ${inbox.length} of ${n} mails arrived`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return inbox[n - 1];
}

const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label}`)).and(page.locator('input, select, textarea'));

beforeAll(async () => {
  pg = await startPostgres();
  smtp = await startSmtpSink({ inbox });
  app = await startApp({
    env: {
      DATABASE_URL: pg.url,
      JWT_SECRET: 'visitor-status-secret-0123456789abcdefghij',
      ADMIN_PASSWORD,
      SMTP_URL: smtp.url,
      SMTP_TLS: 'off',
      MAIL_FROM: 'DigitalRideWeb <hello@digitalride.example>',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
  });
}, 120_000);

afterAll(async () => {
  await app?.stop();
  await smtp?.close();
  await pg?.stop();
});

describeInBrowser('visitors hear back', () => {
  it('books in Bangla without JavaScript, follows it on /bn/status, and hears from staff', async () => {
    const browser = await launch();
    try {
      const visitor = await browser.newContext({ baseURL: app.url, javaScriptEnabled: false });
      const page = await visitor.newPage();
      await page.goto('/bn/booking');
      const from = field(page, 'কোথা থেকে');
      const places = await from
        .locator('option')
        .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value).filter(Boolean));
      await from.selectOption(places[0]);
      await field(page, 'কোথায়').selectOption(places[1]);
      await field(page, 'যাত্রীর নাম').fill('রহিমা খাতুন');
      await field(page, 'ই-মেইল').fill('rahima@example.com');
      await field(page, 'মোবাইল নম্বর').fill('+880 1812-345678');
      await field(page, 'যাত্রার তারিখ').fill(daysAhead(6));
      await page.getByRole('button', { name: 'বুকিংয়ের অনুরোধ পাঠান' }).click();
      await page.getByRole('heading', { name: 'বুকিংয়ের অনুরোধ পেয়েছি' }).waitFor();
      const reference = (await page.locator('[data-reference]').getAttribute('data-reference'))!;
      expect(reference).toMatch(/^DR-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
      await page.getByText(`আপনার রেফারেন্স ${reference}।`).waitFor();

      const confirmation = await mail(1);
      expect(confirmation.subject).toBe(`আপনার বুকিং পেয়েছি — রেফারেন্স ${reference}`);
      expect(confirmation.text).toContain('ধন্যবাদ, রহিমা খাতুন!');
      expect(confirmation.text).toContain(`/bn/status?ref=${reference}`);

      // The e-mail's link fills the reference; the phone is typed in Bangla digits.
      await page.goto(`/bn/status?ref=${reference}`);
      expect(await field(page, 'রেফারেন্স').inputValue()).toBe(reference);
      await field(page, 'ফোন নম্বর বা ই-মেইল').fill('০১৮১২-৩৪৫৬৭৮');
      await page.getByRole('button', { name: 'অবস্থা দেখুন' }).click();
      await page.getByText('এখনকার অবস্থা:').waitFor();
      await page.getByText('আমরা পেয়েছি').waitFor();
      expect(page.url()).not.toContain('৩৪৫৬৭৮');
      expect(page.url()).not.toContain('345678');

      // Staff confirm it in the back office with both notes.
      const staff = await browser.newContext({ baseURL: app.url });
      const back = await staff.newPage();
      await back.goto('/login?next=%2Fdashbord%2FviewReservation');
      await back.locator('html[data-page-ready]').waitFor({ state: 'attached' });
      await back.getByLabel('Username').fill('admin');
      await back.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
      await back.getByRole('button', { name: 'Sign in', exact: true }).click();
      await back
        .getByRole('button', { name: 'Change the status of the booking of রহিমা খাতুন' })
        .click();
      const dialog = back.getByRole('dialog', { name: 'Change status' });
      await dialog.getByRole('radio', { name: 'Confirmed' }).check();
      await dialog.getByLabel(/^Internal note/).fill('Driver Rafiq, cash');
      await dialog.getByLabel(/^Note for the visitor/).fill('গাড়ি সকাল ৯টায় বাসার সামনে থাকবে।');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await back.getByText('Marked confirmed.').waitFor();

      await page.goto(`/bn/status?ref=${reference}`);
      await field(page, 'ফোন নম্বর বা ই-মেইল').fill('rahima@example.com');
      await page.getByRole('button', { name: 'অবস্থা দেখুন' }).click();
      await page.getByText('নিশ্চিত হয়েছে').first().waitFor();
      await page.getByText('গাড়ি সকাল ৯টায় বাসার সামনে থাকবে।').waitFor();
      expect(await page.content()).not.toMatch(/Rafiq|cash|admin/);

      const news = await mail(2);
      expect(news.subject).toBe(`আপনার বুকিং: নিশ্চিত হয়েছে — রেফারেন্স ${reference}`);
      expect(news.text).toContain('গাড়ি সকাল ৯টায় বাসার সামনে থাকবে।');
      expect(`${news.text}${news.html}`).not.toMatch(/Rafiq/);
    } finally {
      await browser.close();
    }
  });
});
