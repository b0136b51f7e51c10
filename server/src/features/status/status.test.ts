/**
 * The status page's lookups: the timeline, the one answer for every miss, the
 * limits in PostgreSQL, bad input; and the page's form (status-form.ts), whose renderer here
 * answers the outcome it was given as JSON (as contact-form.test.ts does).
 */
import type express from 'express';
import request from 'supertest';
import { statusForm } from './status-form';
import { ADMIN_ACTOR, createTestApp, type TestApp } from '../../test/harness';
import { inDays } from '../../test/inbox-fixtures';
import { pageFormApp, renderedPost } from '../../test/page-form';

let t: TestApp;
let page: express.Express;

beforeAll(async () => {
  t = await createTestApp();
  page = pageFormApp(statusForm(t.services), t.services);
  page.set('trust proxy', true);
});
beforeEach(() => t.reset());
afterAll(() => t.close());

const booking = {
  kind: 'RIDE',
  departureLocation: 'Dhaka',
  destinationLocation: 'Sylhet',
  passengerName: 'Kamrul Hasan',
  email: 'Kamrul@Example.com',
  mobile: '01712-345678',
  numberOfPassengers: 3,
  journeyDate: inDays(7),
  locale: 'bn',
};
const lookup = (reference: string, contact: string, ip = '10.0.0.1') =>
  t.services.requestStatus.lookup({ reference, contact }, ip);
const QUERY = `query($reference: String!, $contact: String!) {
  requestStatus(reference: $reference, contact: $contact) {
    reference kind status steps { status at note }
  }
}`;
const limitRows = async () =>
  Number((await t.ds.query(`SELECT count(*) AS n FROM rate_limits`))[0].n);

describe('requestStatus', () => {
  it('shows the timeline with the visitor’s notes only, never the internal note or a staff name', async () => {
    const r = await t.services.reservations.create(booking);
    expect(await lookup(r.reference, '01712345678')).toEqual({
      reference: r.reference,
      kind: 'RESERVATION',
      status: 'PENDING',
      steps: [{ status: 'RECEIVED', at: r.createdAt, note: null }],
      replyBy: expect.any(Date),
      late: false,
      documents: [],
    });
    await t.services.reservations.setStatus(
      r.id,
      'CONFIRMED',
      'Internal: driver Rafiq, VIP',
      ADMIN_ACTOR,
      'Your car will be at the gate at 9.',
    );
    const found = await lookup(r.reference.toLowerCase().replace(/-/g, ' '), '+880 1712 345678');
    expect(found).toMatchObject({
      status: 'CONFIRMED',
      steps: [
        { status: 'RECEIVED', note: null },
        { status: 'CONFIRMED', note: 'Your car will be at the gate at 9.' },
      ],
    });
    const res = await t.gql(QUERY, { reference: r.reference, contact: 'kamrul@example.COM' });
    expect(res.body.data.requestStatus.steps[1].note).toBe('Your car will be at the gate at 9.');
    expect(JSON.stringify(res.body)).not.toMatch(/Internal|Rafiq|admin/);
  });

  it.each([
    ['the phone as typed', '01712-345678'],
    ['with +880', '+880 1712-345678'],
    ['with 880', '8801712345678'],
    ['in Bangla digits', '০১৭১২-৩৪৫৬৭৮'],
    ['in brackets and dots', '(+880) 1712.345.678'],
    ['the e-mail in other case', ' KAMRUL@example.com '],
  ])('matches %s', async (_case, contact) => {
    const r = await t.services.reservations.create(booking);
    expect(await lookup(r.reference, contact)).not.toBeNull();
  });

  it('finds messages and registrations (by their national number) too', async () => {
    const m = await t.services.messages.create({
      name: 'Nusrat',
      contactNumber: '+880 1812-000111',
      email: 'n@example.com',
      subject: 'Hi',
      message: 'Hello',
    });
    const g = await t.services.registrations.create({
      kind: 'CUSTOMER',
      name: 'Shirin',
      countryCode: '+880',
      phone: '1912-222333',
      city: 'Dhaka',
    });
    expect(await lookup(m.reference, '01812000111')).toMatchObject({ kind: 'MESSAGE' });
    expect(await lookup(g.reference, '+8801912222333')).toMatchObject({ kind: 'REGISTRATION' });
    expect(await lookup(g.reference, '01812000111')).toBeNull();
  });

  it('gives one and the same answer to a wrong reference, a wrong contact and both', async () => {
    const r = await t.services.reservations.create(booking);
    const other = await t.services.messages.create({
      name: 'Other',
      contactNumber: '01999888777',
      email: 'other@example.com',
      subject: 's',
      message: 'm',
    });
    const unused = r.reference === 'DR-2345-6789' ? 'DR-2345-678A' : 'DR-2345-6789';
    const answers = await Promise.all([
      t.gql(QUERY, { reference: unused, contact: '01712345678' }),
      t.gql(QUERY, { reference: r.reference, contact: '01999888777' }),
      t.gql(QUERY, { reference: r.reference, contact: 'other@example.com' }),
      t.gql(QUERY, { reference: other.reference, contact: '01712345678' }),
      t.gql(QUERY, { reference: unused, contact: 'nobody@example.com' }),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { requestStatus: null } });
    }
  });

  it.each([
    ['a malformed reference', { reference: 'DR-12', contact: '01712345678' }, 'reference'],
    [
      'a phone number with letters',
      { reference: 'DR-2345-6789', contact: '01712-ABC678' },
      'contact',
    ],
    ['an empty reference', { reference: '', contact: '01712345678' }, 'reference'],
    ['an empty contact', { reference: 'DR-2345-6789', contact: '  ' }, 'contact'],
    ['10 KB of text', { reference: 'x'.repeat(10_240), contact: 'y'.repeat(10_240) }, 'reference'],
  ])('refuses %s (BAD_USER_INPUT), counting and writing nothing', async (_case, vars, field) => {
    const res = await t.gql(QUERY, vars);
    expect(res.status).toBe(200);
    expect(res.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: expect.arrayContaining([expect.objectContaining({ field })]),
    });
    expect(await limitRows()).toBe(0);
  });

  it('allows 10 lookups per 10 minutes per client IP, then refuses with RATE_LIMITED', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await t.gql(QUERY, {
        reference: `DR-2345-${'6789ABCDEF'[i]}ZZZ`,
        contact: '01712345678',
      });
      expect(res.body.errors).toBeUndefined();
    }
    const eleventh = await t.gql(QUERY, {
      reference: 'DR-3456-7890'.replace('0', 'Z'),
      contact: '01712345678',
    });
    expect(eleventh.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(eleventh.body.errors[0].message).toMatch(/^Too many status lookups/);
  });

  it('allows 10 lookups per reference whatever the IP, then refuses the 11th', async () => {
    const r = await t.services.reservations.create(booking);
    for (let i = 0; i < 10; i++) await lookup(r.reference, `0171200000${i}`, `10.0.1.${i}`);
    await expect(lookup(r.reference, '01712345678', '10.0.2.1')).rejects.toMatchObject({
      kind: 'RATE_LIMITED',
    });
    // Another reference from a fresh address is still answered.
    await expect(lookup('DR-2345-6789', '01712345678', '10.0.2.2')).resolves.toBeNull();
  });
});

describe('the status page’s form (no JavaScript)', () => {
  const post = (path: string, body: Record<string, string>, ip = '10.9.0.1') =>
    request(page).post(path).set('X-Forwarded-For', ip).type('form').send(body);

  it('answers the timeline for a hit and the one miss for a miss, 200 both', async () => {
    const r = await t.services.reservations.create(booking);
    const hit = await post('/bn/status', { reference: r.reference, contact: '০১৭১২৩৪৫৬৭৮' });
    expect(hit.status).toBe(200);
    expect(hit.headers['cache-control']).toBe('no-store');
    const found = renderedPost(hit).formPost;
    expect(found).toMatchObject({
      form: 'status',
      found: { reference: r.reference, status: 'PENDING', steps: [{ status: 'RECEIVED' }] },
    });
    // The contact stays in the page (no-store) for a registration's "replace this paper" forms.
    expect(found.values).toEqual({ reference: r.reference, contact: '০১৭১২৩৪৫৬৭৮' });
    const miss = await post('/status', { reference: r.reference, contact: '01999999999' });
    expect(miss.status).toBe(200);
    expect(renderedPost(miss).formPost).toMatchObject({ form: 'status', found: null, errors: {} });
  });

  it('says what is wrong in the page’s language, 200 with the form again, never 5xx', async () => {
    const res = await post('/bn/status', { reference: 'DR-12', contact: '01712-ABC' });
    expect(res.status).toBe(200);
    const body = renderedPost(res).formPost;
    expect(body.errors).toEqual({
      reference: 'রেফারেন্সটি দেখতে এমন হবে: DR-7K3P-Q9MX — DR আর ৮টি অক্ষর বা অঙ্ক',
      contact: expect.stringMatching(/^যে ফোন নম্বর বা ই-মেইল ঠিকানা/),
    });
    expect(body.values).toMatchObject({ reference: 'DR-12', contact: '01712-ABC' });
    const huge = await post('/status', { reference: 'x'.repeat(10_240), contact: '' });
    expect(huge.status).toBe(200);
    expect(renderedPost(huge).formPost.errors).toEqual({
      reference: 'Reference must look like DR-7K3P-Q9MX: DR and 8 letters or digits',
      contact: 'Phone number or e-mail is required',
    });
    expect(await limitRows()).toBe(0);
  });

  it('answers the 11th lookup from one address with a readable message (429)', async () => {
    for (let i = 0; i < 10; i++) {
      expect(
        (await post('/status', { reference: 'DR-2345-6789', contact: '0171234567' + i })).status,
      ).toBe(200);
    }
    const refused = await post('/bn/status', { reference: 'DR-2345-6789', contact: '01712345678' });
    expect(refused.status).toBe(429);
    expect(renderedPost(refused).formPost.problem).toMatch(
      /^অল্প সময়ে অনেকবার খোঁজা হয়েছে। ১০ মিনিট পরে/,
    );
  });
});
