/**
 * E-mails to visitors through the job queue, against a real SMTP server: the
 * confirmation in the visitor's language, queued with the row; the status change with the note
 * for the visitor (never the internal note); none without an address or a visitor note. Without
 * mail configured nothing is queued and nothing fails (the last test, on a second app).
 */
import { ADMIN_ACTOR, type TestApp, createTestApp } from '../../test/harness';
import { createMailTestApp, type MailTestApp } from '../../test/mail-app';
import { inDays } from '../../test/inbox-fixtures';
import type { ParsedMail } from 'mailparser';
import { promisedWhen } from '../service-levels/promise';

let t: MailTestApp;
const inbox: ParsedMail[] = [];

/**
 * The mails about one request (its reference is in every subject), once `n` have arrived: jobs
 * queued by earlier tests on this database may still deliver theirs, about other requests.
 */
const about = (reference: string) => inbox.filter((m) => m.subject?.includes(reference));
async function mails(reference: string, n: number, ms = 30_000) {
  const until = Date.now() + ms;
  while (about(reference).length < n) {
    if (Date.now() > until)
      throw new Error(`only ${about(reference).length} of ${n} mails arrived`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return about(reference);
}

/** Visitor e-mails ever queued in this database (pg-boss's table outlives reset()). */
const visitorJobs = async (app: TestApp): Promise<number> =>
  (await app.ds.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'visitor-mail'`))[0]
    .n;

const booking = {
  kind: 'RIDE',
  departureLocation: 'Dhaka',
  destinationLocation: 'Sylhet',
  passengerName: 'কামরুল হাসান',
  email: 'kamrul@example.com',
  mobile: '01712-345678',
  numberOfPassengers: 3,
  journeyDate: inDays(7),
  locale: 'bn',
};

beforeAll(async () => {
  t = await createMailTestApp(
    {
      MAIL_FROM: 'DigitalRideWeb <hello@digitalride.example>',
      PUBLIC_URL: 'https://digitalride.example',
    },
    { inbox },
  );
});
beforeEach(() => t.reset());
afterAll(() => t?.close());
jest.setTimeout(60_000);

describe('visitor e-mail', () => {
  it('confirms a Bangla booking in Bangla: the reference in the subject, a summary, the status link', async () => {
    const r = await t.services.reservations.create(booking);
    const [mail] = await mails(r.reference, 1);
    expect(mail.to).toMatchObject({ value: [{ address: 'kamrul@example.com' }] });
    expect(mail.subject).toBe(`আপনার বুকিং পেয়েছি — রেফারেন্স ${r.reference}`);
    const link = `https://digitalride.example/bn/status?ref=${r.reference}`;
    for (const body of [mail.text!, mail.html as string]) {
      expect(body).toContain('ধন্যবাদ, কামরুল হাসান!');
      expect(body).toContain('Dhaka → Sylhet');
      expect(body).toContain('৩ জন');
      expect(body).toContain(link);
    }
    expect(mail.html).toMatch(/<html [^>]*lang="bn"/);
    // The promise, as the status page words it, from the same clock.
    const due = await t.services.serviceLevels.replyBy('RESERVATION', r.createdAt, 'PENDING');
    expect(mail.text).toContain(`${promisedWhen(due!, 'bn')} মধ্যে আমরা আপনাকে উত্তর দেব।`);
  });

  it('confirms an English message in English', async () => {
    const m = await t.services.messages.create({
      name: 'Nusrat Jahan',
      contactNumber: '01812000111',
      email: 'nusrat@example.com',
      subject: 'Corporate account',
      message: 'Do you bill monthly?',
    });
    const [mail] = await mails(m.reference, 1);
    expect(mail.subject).toBe(`We have your message — reference ${m.reference}`);
    expect(mail.text).toContain('Corporate account');
    expect(mail.text).toContain(`https://digitalride.example/status?ref=${m.reference}`);
    const due = await t.services.serviceLevels.replyBy('MESSAGE', m.createdAt, 'NEW');
    expect(mail.text).toContain(`We'll reply by ${promisedWhen(due!, 'en')}.`);
  });

  it('tells the visitor of a status change with the note for them, never the internal note', async () => {
    const r = await t.services.reservations.create(booking);
    await mails(r.reference, 1);
    // No visitor note: no e-mail.
    await t.services.reservations.setStatus(r.id, 'CONFIRMED', 'driver Rafiq', ADMIN_ACTOR);
    await t.services.reservations.setStatusMany(
      [r.id],
      'COMPLETED',
      'Internal: paid cash',
      ADMIN_ACTOR,
      'যাত্রা শেষ হয়েছে। আমাদের সঙ্গে যাওয়ার জন্য ধন্যবাদ!',
    );
    const [, mail] = await mails(r.reference, 2);
    expect(mail.subject).toBe(`আপনার বুকিং: সম্পন্ন হয়েছে — রেফারেন্স ${r.reference}`);
    expect(mail.text).toContain('যাত্রা শেষ হয়েছে। আমাদের সঙ্গে যাওয়ার জন্য ধন্যবাদ!');
    expect(`${mail.text}${mail.html}`).not.toMatch(/Internal|Rafiq|paid cash/);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(about(r.reference)).toHaveLength(2);
  });

  it('sends nothing to a registration without an e-mail address', async () => {
    const before = await visitorJobs(t);
    const g = await t.services.registrations.create({
      kind: 'CUSTOMER',
      name: 'Shirin',
      countryCode: '+880',
      phone: '1912-222333',
      city: 'Dhaka',
    });
    await t.services.registrations.setStatus(g.id, 'CONTACTED', null, ADMIN_ACTOR, 'We called.');
    expect(await visitorJobs(t)).toBe(before);
  });
});

describe('without mail configured', () => {
  it('queues nothing and the request is stored all the same', async () => {
    const bare = await createTestApp();
    try {
      await bare.reset();
      const before = await visitorJobs(bare);
      const r = await bare.services.reservations.create(booking);
      await bare.services.reservations.setStatus(r.id, 'CONFIRMED', null, ADMIN_ACTOR, 'See you!');
      expect(r.reference).toMatch(/^DR-/);
      expect(await visitorJobs(bare)).toBe(before);
    } finally {
      await bare.close();
    }
  });
});
