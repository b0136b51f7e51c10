/**
 * The booking form without JavaScript (booking-form.ts): what a visitor's browser can send, good
 * or bad, through the real reservations and documents services and database. The page renderer is
 * the only stand-in (the client's server bundle is built by `npm run build`, not by unit tests):
 * it answers the outcome it was given as JSON, which is what the page would show. Bad input
 * answers a 4xx with a message in the page's language and stores nothing; never a 5xx.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type express from 'express';
import request from 'supertest';
import { createTestApp, pngImage, type TestApp } from '../../test/harness';
import { inDays } from '../../test/inbox-fixtures';
import type { FormPost } from '../../ssr/contract';
import { pageFormApp, renderedPost } from '../../test/page-form';
import { bookingForm } from './booking-form';

let t: TestApp;
let app: express.Express;

// The app's own route answers with the client shell (no server bundle here).
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'digitalride-dist-'));
beforeAll(async () => {
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>x</title>');
  t = await createTestApp({
    CLIENT_DIST: dist,
    PUBLIC_WRITE_LIMIT_PER_MIN: '10000',
    MAX_DOCUMENT_MB: '1',
  });
  await t.reset();
  app = pageFormApp(bookingForm(t.services), t.services);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const GOOD = {
  kind: 'RIDE',
  departureLocation: 'Gulshan',
  destinationLocation: 'Motijheel',
  passengerName: 'Nasrin Akter',
  email: 'nasrin@example.com',
  mobile: '01712-345678',
  numberOfPassengers: '2',
  journeyDate: inDays(3),
};

interface Answer {
  status: number;
  url: string;
  post: FormPost & { booked?: { id: number } };
}

function answer(res: request.Response): Answer {
  expect(res.status).toBeLessThan(500);
  const { url, formPost } = renderedPost(res);
  return { status: res.status, url, post: formPost as Answer['post'] };
}

const postForm = (path: string, fields: Record<string, string>) =>
  request(app).post(path).type('form').send(fields).then(answer);

function postMultipart(
  path: string,
  fields: Record<string, string>,
  file?: { buffer: Buffer; name: string },
) {
  let req = request(app).post(path);
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  if (file) req = req.attach('document', file.buffer, file.name);
  return req.then(answer);
}

async function counts() {
  return {
    reservations: await t.services.reservations.count(),
    docs: await t.services.bookingDocuments.count(),
  };
}

/** The request changed nothing that is stored. */
async function expectNothingStored(send: () => Promise<Answer>): Promise<Answer> {
  const before = await counts();
  const got = await send();
  expect(await counts()).toEqual(before);
  return got;
}

describe('the booking form posted without JavaScript', () => {
  it('books a ride sent as a plain form, and keeps the address of the page', async () => {
    const got = await postForm('/booking?from=Gulshan&to=Motijheel', GOOD);
    expect(got.status).toBe(200);
    expect(got.url).toBe('/booking?from=Gulshan&to=Motijheel');
    expect(got.post).toMatchObject({ form: 'booking', errors: {}, values: {} });
    const row = await t.services.reservations.get(got.post.booked!.id);
    expect(row).toMatchObject({ passengerName: 'Nasrin Akter', numberOfPassengers: 2 });
    expect(row.bookingDocumentId).toBeNull();
  });

  it('books with the travel document sent in the same multipart form', async () => {
    const before = await counts();
    const got = await postMultipart(
      '/bn/booking',
      { ...GOOD, passengerName: 'রহিম উদ্দিন' },
      { buffer: await pngImage(), name: 'permit.png' },
    );
    expect(got.status).toBe(200);
    const row = await t.services.reservations.get(got.post.booked!.id);
    expect(row.passengerName).toBe('রহিম উদ্দিন');
    expect(row.bookingDocument).toMatchObject({ fileName: 'permit.png', mimeType: 'image/png' });
    expect(await counts()).toEqual({
      reservations: before.reservations + 1,
      docs: before.docs + 1,
    });
  });

  it('books with multipart and no file chosen (the browser sends an empty file part)', async () => {
    const got = await postMultipart('/booking', GOOD, { buffer: Buffer.alloc(0), name: '' });
    expect(got.status).toBe(200);
    expect(got.post.booked).toBeDefined();
  });

  it('names every missing field, in English, keeping what was typed', async () => {
    const got = await expectNothingStored(() =>
      postForm('/booking', { kind: 'RIDE', passengerName: 'Nasrin', numberOfPassengers: '1' }),
    );
    expect(got.status).toBe(400);
    expect(got.post.values).toMatchObject({ passengerName: 'Nasrin', kind: 'RIDE' });
    expect(got.post.errors).toMatchObject({
      departureLocation: 'Departure location is required',
      email: 'Email is required',
      journeyDate: 'Journey date is required',
    });
  });

  it('says it in Bangla on the Bangla page', async () => {
    const got = await expectNothingStored(() =>
      postForm('/bn/booking', { ...GOOD, mobile: '', journeyDate: inDays(-2) }),
    );
    expect(got.status).toBe(400);
    expect(got.post.errors).toEqual({
      mobile: 'মোবাইল নম্বর দিতে হবে',
      journeyDate: 'যাত্রার তারিখ আজকের আগের হতে পারে না',
    });
  });

  it.each([
    ['a date that does not exist', { journeyDate: '2027-02-30' }, 'journeyDate', /real date/],
    ['a date too far ahead', { journeyDate: inDays(400) }, 'journeyDate', /within the next 365/],
    [
      'seven in a helicopter',
      { kind: 'HELICOPTER', numberOfPassengers: '7' },
      'numberOfPassengers',
      /from 1 to 6 for a helicopter/,
    ],
    ['no number of passengers', { numberOfPassengers: 'many' }, 'numberOfPassengers', /1 to 14/],
    ['an unknown kind', { kind: 'BOAT' }, 'kind', /RIDE or HELICOPTER/],
    ['a NUL in the name', { passengerName: 'Nas\u0000rin' }, 'passengerName', /cannot be stored/],
  ])('refuses %s on its field', async (_what, change, field, message) => {
    const got = await expectNothingStored(() => postForm('/booking', { ...GOOD, ...change }));
    expect(got.status).toBe(400);
    expect(got.post.errors[field]).toMatch(message);
    // What could not be stored is shown back harmlessly.
    expect(JSON.stringify(got.post.values)).not.toMatch(/\\u0000/);
  });

  it('refuses a file that is not a PDF or an image, with the other errors, storing no document', async () => {
    const got = await expectNothingStored(() =>
      postMultipart(
        '/bn/booking',
        { ...GOOD, email: 'not-an-email' },
        { buffer: Buffer.from('just text, not a permit'), name: 'permit.pdf' },
      ),
    );
    expect(got.status).toBe(400);
    expect(got.post.errors).toEqual({
      email: 'সঠিক একটি ই-মেইল ঠিকানা লিখুন',
      document: 'বুকিংয়ের নথি: শুধু JPEG, PNG, WEBP, GIF, PDF ফাইল দেওয়া যাবে',
    });
    expect(got.post.values.email).toBe('not-an-email');
  });

  it('refuses a document over the size limit with 413, keeping the fields sent before it', async () => {
    const big = Buffer.concat([await pngImage(), Buffer.alloc(1024 * 1024)]);
    const got = await expectNothingStored(() =>
      postMultipart('/booking', GOOD, { buffer: big, name: 'huge.png' }),
    );
    expect(got.status).toBe(413);
    expect(got.post.errors).toEqual({ document: 'Booking document must be at most 1 MB' });
    expect(got.post.values.passengerName).toBe('Nasrin Akter');
  });

  it('refuses a body that is not a form, and broken multipart, with one message above the form', async () => {
    const json = await expectNothingStored(() =>
      request(app).post('/bn/booking').send(GOOD).then(answer),
    );
    expect(json.status).toBe(415);
    expect(json.post.problem).toBe('ফর্মটি পড়া যায়নি। এই পাতা থেকে অনুগ্রহ করে আবার পাঠান।');

    const broken = await expectNothingStored(() =>
      request(app)
        .post('/booking')
        .set('content-type', 'multipart/form-data; boundary=x')
        .send('--x\r\nContent-Disposition: form-data; name="passengerName"\r\n\r\nNas')
        .then(answer),
    );
    expect(broken.status).toBe(400);
    expect(broken.post.problem).toBe(
      'The form could not be read. Please send it again from this page.',
    );

    const twoFiles = await expectNothingStored(() =>
      request(app)
        .post('/booking')
        .attach('document', Buffer.from('a'), 'a.png')
        .attach('other', Buffer.from('b'), 'b.png')
        .then(answer),
    );
    expect(twoFiles.status).toBe(400);
  });

  it('answers through the app itself (the route is wired before the catch-all POST)', async () => {
    const res = await request(t.app)
      .post('/booking')
      .set('accept', 'text/html')
      .type('form')
      .send({ ...GOOD, email: '' });
    expect(res.status).toBe(400);
    expect(res.type).toBe('text/html');
  });
});
