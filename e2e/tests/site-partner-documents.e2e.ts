/* A captain's papers, start to finish, on a 375 px phone in both languages (PRODUCT.md §23): a
   captain registers in Bangla with JavaScript and six papers (the licence a phone photo carrying
   GPS in its EXIF); staff reject the blurred licence through the staff API; the captain replaces
   it from /status in English with JavaScript, and a second rejected paper from /bn/status without
   JavaScript; staff accept them all and approve; /verify finds the plate written in Latin and
   /bn/verify in Bangla. The licence as stored has no GPS (opened through the admins' file route).
   The registration form without JavaScript refuses an empty form on its papers' fields. An app
   of its own (startMailApp): its own status look-up budget. */
import { Client } from 'pg';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { dhakaDaysAhead, pdfFile } from '../support/assets';
import { describeInBrowser, formField, launch } from '../support/browser';
import { startMailApp, type MailApp } from '../support/mail-app';
import { shots } from '../support/shots';
import { pageReady } from './site-support';

let mailApp: MailApp;
let browser: Browser;
let token: string;

const PHONE = '01711-274819';
const PLATE_BN = 'ঢাকা মেট্রো-গ ২৭-৪৮১৯';
const PLATE_EN = 'Dhaka Metro-Ga 27-4819';
const bangla = (text: string) => text.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]);

/** A phone photo of a paper: GPS and the camera in its EXIF. */
const gpsPhoto = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: '#cfcfcf' } })
    .withExif({
      IFD0: { Make: 'PhoneCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '23/1 47/1 40/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '90/1 24/1 52/1',
      },
    })
    .jpeg()
    .toBuffer();

/** The staff API as an admin (another helper builds the review screens). */
async function staff<T>(query: string, variables: object = {}): Promise<T> {
  const res = await fetch(`${mailApp.app.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
}

interface Doc {
  id: string;
  kind: string;
  state: string;
  fileUrl: string | null;
}
const docsOf = async (registrationId: number) =>
  (
    await staff<{ partnerDocuments: Doc[] }>(
      `query($id: Int!) { partnerDocuments(registrationId: $id) { id kind state fileUrl } }`,
      { id: registrationId },
    )
  ).partnerDocuments;
const reject = (id: string, reason: string) =>
  staff(`mutation($id: Int!, $r: String!) { rejectPartnerDocument(id: $id, reason: $r) { id } }`, {
    id: Number(id),
    r: reason,
  });

beforeAll(async () => {
  mailApp = await startMailApp('site-partner-documents');
  const login = await fetch(`${mailApp.app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: mailApp.adminPassword }),
  });
  token = ((await login.json()) as { access_token: string }).access_token;
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await mailApp?.stop();
});

async function phone(js: boolean, lang: 'en' | 'bn') {
  const context = await browser.newContext({
    baseURL: mailApp.app.url,
    viewport: { width: 375, height: 800 },
    javaScriptEnabled: js,
    serviceWorkers: 'block',
    locale: lang === 'bn' ? 'bn-BD' : 'en-GB',
  });
  return { context, page: await context.newPage() };
}

/** The page has no horizontal scroll at 375 px (Bangla labels wrap). */
async function fits(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
}

/** Bangla, JavaScript on: the captain's details and six papers; each paper says it arrived. */
async function registerInBangla(): Promise<string> {
  const { context, page } = await phone(true, 'bn');
  try {
    await page.goto('/bn/registration/driver');
    await pageReady(page);
    await formField(page, 'পুরো নাম').fill('করিম মিয়া');
    await formField(page, 'ফোন নম্বর').fill(PHONE);
    await formField(page, 'শহর').selectOption('Dhaka');
    await formField(page, 'গাড়ির ধরন').selectOption('Car');
    const later = dhakaDaysAhead(400);
    const papers: [string, string, string, { name: string; mimeType: string; buffer: Buffer }][] = [
      ['জাতীয় পরিচয়পত্রের', '১৯৯০ ২৬৯ ৪৮১৯', '', pdfFile('nid')],
      ['ড্রাইভিং লাইসেন্সের', 'DK-0412-2749', bangla(later), await photo()],
      ['গাড়ির রেজিস্ট্রেশনের', PLATE_BN, '', pdfFile('plate')],
      ['ট্যাক্স টোকেনের', 'TT-88412', later, pdfFile('tax')],
      ['ফিটনেস সনদের', 'FT-55120', later, pdfFile('fitness')],
      ['বিমার', 'INS-77031', later, pdfFile('insurance')],
    ];
    for (const [of, number, expiry, file] of papers) {
      await formField(page, `${of} নম্বর`).fill(number);
      if (expiry) await formField(page, `${of} মেয়াদ শেষের তারিখ`).fill(expiry);
      await page.getByLabel(new RegExp(`^${of} ফাইল`)).setInputFiles(file);
    }
    await fits(page);
    await shots(page, 'papers-register-bn-js');
    await page.getByRole('button', { name: 'ড্রাইভার ক্যাপ্টেন হিসেবে নিবন্ধন করুন' }).click();
    await page.getByText('নিবন্ধনের আবেদন পেয়েছি').waitFor();
    await page.locator('[data-paper][data-state="sent"]').nth(5).waitFor();
    await shots(page, 'papers-registered-bn-js');
    const line = page.getByText(/DR-[2-9A-Z]{4}-[2-9A-Z]{4}/).first();
    return ((await line.textContent()) ?? '').match(/DR-[2-9A-Z]{4}-[2-9A-Z]{4}/)![0];
  } finally {
    await context.close();
  }
}

const photo = async () => ({
  name: 'licence.jpg',
  mimeType: 'image/jpeg',
  buffer: await gpsPhoto(),
});

/** Look the registration up on /status (English) or /bn/status and wait for its papers. */
async function lookUp(page: Page, lang: 'en' | 'bn', reference: string) {
  const en = lang === 'en';
  await page.goto(en ? '/status' : '/bn/status');
  await formField(page, en ? 'Reference' : 'রেফারেন্স').fill(reference);
  await formField(page, en ? 'Phone number or e-mail' : 'ফোন নম্বর বা ই-মেইল').fill(PHONE);
  await page.getByRole('button', { name: en ? 'Show status' : 'অবস্থা দেখুন' }).click();
  await page.getByRole('heading', { name: en ? 'Your documents' : 'আপনার কাগজপত্র' }).waitFor();
  // Nothing personal in the address.
  expect(decodeURIComponent(page.url())).not.toMatch(/1711|DR-/);
}

describeInBrowser('a captain’s papers from registration to /verify', () => {
  it('refuses the registration form without JavaScript on its papers’ fields, in English', async () => {
    const { context, page } = await phone(false, 'en');
    try {
      await page.goto('/registration/driver');
      await page.getByRole('button', { name: 'Register as a driver captain' }).click();
      await page.getByText('National ID number is required').waitFor();
      await page.getByText('Insurance file is required').waitFor();
      await fits(page);
      await shots(page, 'papers-register-en-nojs');
    } finally {
      await context.close();
    }
  });

  it('registers in Bangla, is rejected, replaces papers with and without JavaScript, is approved and verified', async () => {
    const reference = await registerInBangla();
    const db = new Client({ connectionString: mailApp.databaseUrl });
    await db.connect();
    const [{ id }] = (
      await db.query(`SELECT id FROM registration_requests WHERE reference = $1`, [reference])
    ).rows;
    await db.end();
    let docs = await docsOf(id);
    expect(docs.map((d) => d.kind)).toEqual([
      'NID',
      'DRIVING_LICENCE',
      'VEHICLE_REGISTRATION',
      'TAX_TOKEN',
      'FITNESS',
      'INSURANCE',
    ]);
    // The phone photo as stored: no GPS, no camera (the admins' file route, logged).
    const licence = docs.find((d) => d.kind === 'DRIVING_LICENCE')!;
    const file = await fetch(`${mailApp.app.url}${licence.fileUrl}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(file.status).toBe(200);
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    await reject(licence.id, 'BLURRED');

    // English, JavaScript on: the blurred licence replaced from the status page.
    const en = await phone(true, 'en');
    try {
      await lookUp(en.page, 'en', reference);
      await en.page.getByText('Why: the photo is blurred or cannot be read').waitFor();
      await fits(en.page);
      await shots(en.page, 'papers-status-en-js');
      await formField(en.page, 'Driving licence number').fill('DK-0412-2749');
      await formField(en.page, 'Driving licence expiry date').fill(dhakaDaysAhead(400));
      await en.page.getByLabel(/^Driving licence file/).setInputFiles(await photo());
      await en.page.getByRole('button', { name: 'Send this document' }).click();
      await en.page.getByText('Thank you: we received your new Driving licence').waitFor();
      await en.page.locator('[data-state="PENDING"]', { hasText: 'Driving licence' }).waitFor();
    } finally {
      await en.context.close();
    }

    // Bangla, JavaScript off: the insurance rejected with a sentence, replaced the same way.
    docs = await docsOf(id);
    await reject(docs.find((d) => d.kind === 'INSURANCE')!.id, 'নামের বানান মেলে না');
    const bn = await phone(false, 'bn');
    try {
      await lookUp(bn.page, 'bn', reference);
      await bn.page.getByText('কারণ: নামের বানান মেলে না').waitFor();
      await formField(bn.page, 'বিমার নম্বর').fill('INS-77031');
      await formField(bn.page, 'বিমার মেয়াদ শেষের তারিখ').fill(bangla(dhakaDaysAhead(300)));
      await bn.page.getByLabel(/^বিমার ফাইল/).setInputFiles(pdfFile('insurance'));
      await bn.page.getByRole('button', { name: 'এই কাগজটি পাঠান' }).click();
      await bn.page.getByText('ধন্যবাদ: আপনার নতুন বিমা পেয়েছি').waitFor();
      await fits(bn.page);
      await shots(bn.page, 'papers-status-bn-nojs');
    } finally {
      await bn.context.close();
    }

    // Staff accept every paper and approve.
    for (const doc of await docsOf(id)) {
      expect(doc.state).not.toBe('REJECTED');
      await staff(`mutation($id: Int!) { acceptPartnerDocument(id: $id) { id } }`, {
        id: Number(doc.id),
      });
    }
    for (const status of ['CONTACTED', 'APPROVED'])
      await staff(
        `mutation($id: Int!, $s: RegistrationStatus!) { setRegistrationStatus(id: $id, status: $s) { id } }`,
        { id, s: status },
      );

    // /verify finds the plate written in Latin (JS) and in Bangla (no JS).
    for (const [lang, js, plate, registered] of [
      ['en', true, PLATE_EN, 'Registered with us, papers valid'],
      ['bn', false, PLATE_BN, 'আমাদের নিবন্ধিত, কাগজপত্র বৈধ'],
    ] as const) {
      const { context, page } = await phone(js, lang);
      try {
        await page.goto(lang === 'en' ? '/verify' : '/bn/verify');
        await formField(
          page,
          lang === 'en' ? 'Number plate or partner ID' : 'নম্বর প্লেট বা পার্টনার আইডি',
        ).fill(plate);
        await page
          .getByRole('button', { name: lang === 'en' ? 'Verify' : 'যাচাই করুন', exact: true })
          .click();
        await page.getByText(registered).waitFor();
      } finally {
        await context.close();
      }
    }
  }, 90_000);
});
