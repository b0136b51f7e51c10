import request from 'supertest';
import { createTestApp, gqlUpload, type TestApp } from '../test/harness';
import { localeOf, translate } from './localize';
import { banglaLabels } from './labels';
import { CATALOGS, type MessageKey } from './messages';

const BENGALI = /[\u0980-\u09FF]/;
const placeholders = (text: string) => new Set(text.match(/\{\w+\}/g) ?? []);

describe('the server’s messages: both catalogs', () => {
  it('has every key in both languages, and the Bangla uses only the English placeholders', () => {
    expect(Object.keys(CATALOGS.bn).sort()).toEqual(Object.keys(CATALOGS.en).sort());
    for (const key of Object.keys(CATALOGS.en) as MessageKey[]) {
      const [en, bn] = [CATALOGS.en[key], CATALOGS.bn[key]];
      expect([key, bn.trim().length > 0, BENGALI.test(bn)]).toEqual([key, true, true]);
      for (const p of placeholders(bn)) expect([key, placeholders(en).has(p)]).toEqual([key, true]);
      expect(bn.normalize('NFC')).toBe(bn);
    }
    for (const label of banglaLabels()) expect(label.normalize('NFC')).toBe(label);
  });

  it('reads the language from Accept-Language: only a first choice of Bangla is Bangla', () => {
    expect(localeOf('bn')).toBe('bn');
    expect(localeOf('bn-BD,en;q=0.8')).toBe('bn');
    expect(localeOf('en')).toBe('en');
    expect(localeOf('en-GB,bn;q=0.9')).toBe('en');
    expect(localeOf('fr')).toBe('en');
    expect(localeOf(undefined)).toBe('en');
  });

  it('translates labels and numbers, and leaves what it does not know wholly English', () => {
    expect(translate('Name is required', 'bn')).toBe('নাম দিতে হবে');
    expect(translate('Fleet size must be a whole number from 1 to 10000', 'bn')).toBe(
      'গাড়ির সংখ্যা ১ থেকে ১০,০০০-এর মধ্যে একটি পূর্ণ সংখ্যা হতে হবে',
    );
    expect(translate('Name is required; Email is required', 'bn')).toBe(
      'নাম দিতে হবে; ই-মেইল দিতে হবে',
    );
    // A label the catalog lacks (a staff form's) keeps the whole message English.
    expect(translate('Slug is required; Name is required', 'bn')).toBe(
      'Slug is required; Name is required',
    );
    expect(translate('Name is required', 'en')).toBe('Name is required');
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.reset());
afterAll(() => t.close());

type Answer = { body: { errors?: { message: string; extensions: { fields?: Field[] } }[] } };
type Field = { field: string; message: string };
const fieldsOf = (res: Answer) => res.body.errors?.[0]?.extensions.fields ?? [];
const bn = (query: string, variables: Record<string, unknown>) =>
  t.gql(query, variables).set('accept-language', 'bn');

/** Every message of an answer is Bangla: nothing English fell through the catalog. */
function expectAllBangla(res: Answer) {
  const [error] = res.body.errors ?? [];
  expect(error).toBeDefined();
  for (const message of [error.message, ...fieldsOf(res).map((f) => f.message)])
    expect([message, BENGALI.test(message)]).toEqual([message, true]);
}

const CONTACT = `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }`;
const RESERVE = `mutation($input: ReservationInput!) { createReservation(input: $input) { id } }`;
const REGISTER = `mutation($input: RegistrationRequestInput!) {
  createRegistrationRequest(input: $input) { id }
}`;
const FARE = `query($from: String!, $to: String!) { fare(from: $from, to: $to) { id } }`;
const UPLOAD = `mutation($file: Upload!) { uploadBookingDocument(file: $file) { id } }`;
const blankContact = {
  name: ' ',
  contactNumber: 'call me',
  email: 'nope',
  subject: '',
  message: '',
};

describe('the server’s messages: the public writes answer a Bangla page in Bangla', () => {
  it('the contact form: every field error in Bangla, and nothing stored', async () => {
    const res = await bn(CONTACT, { input: blankContact }).expect(200);
    expectAllBangla(res);
    expect(fieldsOf(res)).toEqual([
      { field: 'name', message: 'নাম দিতে হবে' },
      {
        field: 'contactNumber',
        message: 'ফোন নম্বর ঠিক নেই: ৬ থেকে ২০ অঙ্কের একটি নম্বর লিখুন (স্পেস, ড্যাশ আর শুরুতে + চলবে)',
      },
      { field: 'email', message: 'সঠিক একটি ই-মেইল ঠিকানা লিখুন' },
      { field: 'subject', message: 'বিষয় দিতে হবে' },
      { field: 'message', message: 'বার্তা দিতে হবে' },
    ]);
    expect(await t.ds.query('SELECT id FROM contact_messages')).toEqual([]);
  });

  it('the same form asked in English, or in no language, keeps the English messages', async () => {
    for (const language of ['en', undefined]) {
      const req = t.gql(CONTACT, { input: blankContact });
      if (language) req.set('accept-language', language);
      const res = await req.expect(200);
      expect(fieldsOf(res)[0]).toEqual({ field: 'name', message: 'Name is required' });
    }
  });

  it('a reservation: dates, passengers for the kind and a missing document', async () => {
    const input = {
      kind: 'HELICOPTER',
      departureLocation: 'Dhaka',
      destinationLocation: '',
      passengerName: 'Rina',
      email: 'rina@example.com',
      mobile: '01711000000',
      numberOfPassengers: 9,
      journeyDate: '2020-01-01',
    };
    const res = await bn(RESERVE, { input }).expect(200);
    expectAllBangla(res);
    expect(fieldsOf(res)).toEqual([
      { field: 'destinationLocation', message: 'গন্তব্য দিতে হবে' },
      { field: 'numberOfPassengers', message: 'হেলিকপ্টারে যাত্রী হতে পারেন ১ থেকে ৬ জন' },
      { field: 'journeyDate', message: 'যাত্রার তারিখ আজকের আগের হতে পারে না' },
    ]);
    const doc = await bn(RESERVE, {
      input: { ...input, destinationLocation: 'Sylhet', numberOfPassengers: 2, journeyDate: '' },
    });
    expectAllBangla(doc);
    const missing = await bn(RESERVE, {
      input: {
        ...input,
        destinationLocation: 'Sylhet',
        numberOfPassengers: 2,
        journeyDate: '2099-13-40',
        bookingDocumentId: 999,
      },
    });
    expectAllBangla(missing);
  });

  it.each([
    ['DRIVER', { vehicleType: null }],
    ['MERCHANT', { businessName: ' ', productCategory: '' }],
    ['FLEET_PARTNER', { fleetSize: 0 }],
  ])('a %s registration', async (kind, extra) => {
    const input = { kind, name: '', countryCode: '880x', phone: '12', city: '', ...extra };
    const res = await bn(REGISTER, { input }).expect(200);
    expectAllBangla(res);
    expect(fieldsOf(res).map((f) => f.field)).toEqual(
      expect.arrayContaining(['name', 'countryCode', 'phone', 'city']),
    );
  });

  it('a fare lookup between one place and itself', async () => {
    const res = await bn(FARE, { from: 'Dhaka', to: 'dhaka' }).expect(200);
    expect(fieldsOf(res)).toEqual([
      { field: 'to', message: 'যাত্রা শুরুর জায়গা আর গন্তব্য একই হতে পারে না' },
    ]);
    expectAllBangla(await bn(FARE, { from: '', to: 'x'.repeat(101) }));
  });

  it('a booking document that is empty or not a PDF or an image', async () => {
    for (const buffer of [Buffer.alloc(0), Buffer.from('just some words')]) {
      const res = await gqlUpload(
        t.app,
        UPLOAD,
        { file: null },
        { file: { buffer, name: 'a.pdf' } },
      )
        .set('accept-language', 'bn')
        .expect(200);
      expectAllBangla(res);
    }
  });

  it('the REST shim keeps its English whatever the browser prefers', async () => {
    const res = await request(t.app)
      .post('/api/contactus')
      .set('accept-language', 'bn')
      .send({ name: '', contact_number: '', email: '', subject: '', message: '' })
      .expect(400);
    expect(res.body.errors[0].message).toMatch(/is required$/);
  });
});
