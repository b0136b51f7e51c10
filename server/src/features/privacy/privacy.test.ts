/**
 * Data requests against real PostgreSQL, a real job queue and a real SMTP server:
 * the same answer whether we hold the address or not, the confirmation link (hashed, 48 hours,
 * once), the staff queue, ERASE (no trace of the e-mail or phone left in any table, the files
 * gone, the activity log's values [erased]; a failed file deletion leaves everything as it was)
 * and EXPORT (one zip with exactly that person's rows and documents, behind an e-mailed link).
 */
import { ADMIN_ACTOR } from '../../test/harness';
import { createMailTestApp, VISITOR_SITE, type MailTestApp } from '../../test/mail-app';
import { inDays } from '../../test/inbox-fixtures';
import { unzipSync, strFromU8 } from 'fflate';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { simplePdf } from '../../database/demo-pdf';
import { hashToken } from './privacy.service';

let t: MailTestApp;
const inbox: ParsedMail[] = [];

beforeAll(async () => {
  t = await createMailTestApp(
    VISITOR_SITE,
    // The app role (the harness's default, as deployed) erases and builds the exports.
    { inbox },
  );
});
beforeEach(() => t.reset());
afterAll(() => t?.close());
jest.setTimeout(60_000);

const EMAIL = 'Tahmina.Rouf@example.com';
const PHONE = '01719-402817';
const OTHER = 'karim@example.com';

/** The data-request mails (not the visitor mails about requests) to `address`, once `n` came. */
async function mailsTo(address: string, n: number) {
  const to = () =>
    inbox.filter(
      (m) =>
        (m.to as { value: { address: string }[] }).value[0].address.toLowerCase() ===
          address.toLowerCase() && /privacy/.test(m.text ?? ''),
    );
  const until = Date.now() + 30_000;
  while (to().length < n) {
    if (Date.now() > until) throw new Error(`only ${to().length} of ${n} mails to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return to();
}
const linkIn = (mail: ParsedMail, pattern: RegExp) => {
  const found = mail.text?.match(pattern);
  if (!found) throw new Error(`no link in: ${mail.subject}\n${mail.text}`);
  return found[0];
};
const CONFIRM_LINK = /https:\S+confirm=[\w-]+/;
const tokenOf = (url: string) => new URL(url).searchParams.get('confirm')!;

/** Asks, confirms by the e-mailed link, and answers the request's id. */
async function confirmed(email: string, kind: 'EXPORT' | 'ERASE', locale = 'en') {
  await t.services.privacy.request({ email, kind, locale });
  const [mail] = await mailsTo(email, 1);
  expect(await t.services.privacy.confirm(tokenOf(linkIn(mail, CONFIRM_LINK)))).toBe('confirmed');
  const [{ id }] = await t.ds.query(`SELECT max(id) AS id FROM data_requests`);
  return id as number;
}

/** Tahmina's message (with a staff reply and a status move), booking with a document, registration; Karim's message. */
async function seedPeople() {
  const message = await t.services.messages.create({
    name: 'Tahmina Rouf',
    contactNumber: PHONE,
    email: EMAIL,
    subject: 'Monthly billing',
    message: 'Do you bill monthly?',
  });
  await t.ds.query(
    `INSERT INTO contact_replies (message_id, body, author, status) VALUES ($1, 'Yes, we do.', 'admin', 'SENT')`,
    [message.id],
  );
  await t.services.messages.setStatus(message.id, 'IN_PROGRESS', `Called ${PHONE}`, ADMIN_ACTOR);
  const booking = await t.services.reservations.createWithDocument(
    {
      kind: 'RIDE',
      departureLocation: 'Gulshan',
      destinationLocation: 'Airport',
      passengerName: 'Tahmina Rouf',
      email: EMAIL.toLowerCase(),
      mobile: PHONE,
      numberOfPassengers: 1,
      journeyDate: inDays(0),
    },
    { buffer: simplePdf(['Referral']), originalName: 'referral.pdf' },
  );
  await t.ds.query(`UPDATE reservations SET status = 'COMPLETED' WHERE id = $1`, [booking.id]);
  const registration = await t.services.registrations.create({
    kind: 'CUSTOMER',
    name: 'Tahmina Rouf',
    phone: PHONE,
    city: 'Dhaka',
    email: EMAIL,
  });
  const other = await t.services.messages.create({
    name: 'Karim',
    contactNumber: '01819-000111',
    email: OTHER,
    subject: 'Parcel',
    message: 'Where is it?',
  });
  await t.services.messages.setStatus(other.id, 'IN_PROGRESS', 'Looking', ADMIN_ACTOR);
  return { message, booking, registration, other };
}

/** Every row of every table in the public schema whose text holds `needle` (any case). */
async function tablesHolding(needle: string): Promise<string[]> {
  const tables: { t: string }[] = await t.ds.query(
    `SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public'`,
  );
  const found: string[] = [];
  for (const { t: table } of tables) {
    const [{ n }] = await t.ds.query(
      `SELECT count(*)::int AS n FROM "${table}" x WHERE strpos(lower(x::text), lower($1)) > 0`,
      [needle],
    );
    if (n > 0) found.push(table);
  }
  return found;
}

describe('asking', () => {
  it('answers true and mails a link whether we hold the address or not; the token is kept hashed', async () => {
    await seedPeople();
    expect(await t.services.privacy.request({ email: EMAIL, kind: 'ERASE' })).toBe(true);
    expect(
      await t.services.privacy.request({
        email: 'nobody@example.com',
        kind: 'ERASE',
        locale: 'bn',
      }),
    ).toBe(true);
    const [held] = await mailsTo(EMAIL, 1);
    const [unheld] = await mailsTo('nobody@example.com', 1);
    expect(held.subject).toBe('Confirm your request to erase your data');
    expect(unheld.subject).toBe('আপনার তথ্য মুছে ফেলতে চেয়েছেন? নিশ্চিত করুন');
    const link = linkIn(unheld, CONFIRM_LINK);
    expect(link).toMatch(/^https:\/\/digitalride\.example\/bn\/privacy\/request\?confirm=/);
    const hashes: { token_hash: string }[] = await t.ds.query(
      `SELECT token_hash FROM data_requests`,
    );
    expect(hashes.map((h) => h.token_hash)).toContain(hashToken(tokenOf(link)));
    expect(await tablesHolding(tokenOf(link))).toEqual([]);
  });

  it('refuses a malformed address and a wrong kind, storing nothing', async () => {
    await expect(
      t.services.privacy.request({ email: 'not-an-address', kind: 'ERASE' }),
    ).rejects.toMatchObject({
      fields: [{ field: 'email', message: 'Email must be a valid e-mail address' }],
    });
    await expect(
      t.services.privacy.request({ email: EMAIL, kind: 'DELETE_ALL' }),
    ).rejects.toMatchObject({ fields: [{ field: 'kind' }] });
    expect(await t.ds.query(`SELECT id FROM data_requests`)).toEqual([]);
  });

  it('confirms once, within 48 hours', async () => {
    await t.services.privacy.request({ email: EMAIL, kind: 'EXPORT' });
    await t.services.privacy.request({ email: OTHER, kind: 'EXPORT' });
    const token = tokenOf(linkIn((await mailsTo(EMAIL, 1))[0], CONFIRM_LINK));
    const late = tokenOf(linkIn((await mailsTo(OTHER, 1))[0], CONFIRM_LINK));
    await t.ds.query(
      `UPDATE data_requests SET created_at = now() - interval '49 hours' WHERE email = $1`,
      [OTHER],
    );
    expect(await t.services.privacy.list()).toEqual([]);
    expect(await t.services.privacy.confirm(token)).toBe('confirmed');
    expect(await t.services.privacy.confirm(token)).toBe('already');
    expect(await t.services.privacy.confirm(late)).toBe('expired');
    expect(await t.services.privacy.confirm('x'.repeat(43))).toBe('unknown');
    expect(await t.services.privacy.confirm('../../etc')).toBe('unknown');
    expect((await t.services.privacy.list()).map((r) => r.email)).toEqual([EMAIL]);
    expect(await t.services.privacy.openCount()).toBe(1);
  });
});

describe('ERASE', () => {
  it('leaves no trace of the e-mail or the phone in any table, nor the file; the log says [erased]', async () => {
    const { message, booking, other } = await seedPeople();
    const doc = (await t.services.reservations.get(booking.id)).bookingDocument!;
    const id = await confirmed(EMAIL, 'ERASE');
    expect(await tablesHolding(PHONE)).not.toEqual([]);
    const [request] = await t.services.privacy.list();
    expect(await t.services.privacy.matches(request)).toEqual({
      messages: 1,
      reservations: 1,
      registrations: 1,
      documents: 1,
      journeysAhead: 0,
    });

    const done = await t.services.privacy.fulfil(id, ADMIN_ACTOR);
    expect(done.outcome).toBe('Erased 1 messages, 1 bookings, 1 registrations and 1 documents');
    expect(await tablesHolding(EMAIL)).toEqual([]);
    expect(await tablesHolding(PHONE)).toEqual([]);
    expect(await tablesHolding('Tahmina')).toEqual([]);
    expect(await t.services.storage.store.stat('private', doc.storedName)).toBeNull();
    const log: { entity: string; entity_id: number; action: string; summary: string }[] =
      await t.ds.query(
        `SELECT entity, entity_id, action, summary FROM activity_entries ORDER BY id`,
      );
    expect(log).toEqual([
      { entity: 'ContactMessage', entity_id: message.id, action: 'status', summary: '[erased]' },
      {
        entity: 'ContactMessage',
        entity_id: other.id,
        action: 'status',
        summary: expect.stringContaining('Karim'),
      },
      { entity: 'DataRequest', entity_id: id, action: 'erase', summary: done.outcome },
    ]);
    // Karim's message is untouched, and the search finds nothing of Tahmina's.
    expect(await t.services.messages.count()).toBe(1);
    expect((await t.services.messages.list({ search: 'tahmina' })).total).toBe(0);
    await expect(t.services.privacy.fulfil(id, ADMIN_ACTOR)).rejects.toMatchObject({
      kind: 'CONFLICT',
      message: 'This data request has already been fulfilled',
    });
  });

  it('leaves everything as it was when a file cannot be deleted', async () => {
    const { booking } = await seedPeople();
    const doc = (await t.services.reservations.get(booking.id)).bookingDocument!;
    const id = await confirmed(EMAIL, 'ERASE');
    const dump = () =>
      Promise.all(
        [
          'contact_messages',
          'contact_replies',
          'reservations',
          'booking_documents',
          'registration_requests',
          'activity_entries',
          'contact_messages_words',
          'reservations_words',
          'registration_requests_words',
          'data_requests',
        ].map((table) => t.ds.query(`SELECT * FROM "${table}" ORDER BY 1`)),
      );
    const before = await dump();
    const { store } = t.services.storage;
    const remove = store.remove.bind(store);
    const spy = jest.spyOn(store, 'remove').mockImplementation(async (area, name) => {
      if (name === doc.storedName) throw new Error('the disk said no');
      return remove(area, name);
    });
    try {
      await expect(t.services.privacy.fulfil(id, ADMIN_ACTOR)).rejects.toThrow('the disk said no');
    } finally {
      spy.mockRestore();
    }
    expect(await dump()).toEqual(before);
    expect(await store.stat('private', doc.storedName)).not.toBeNull();
  });

  it('asks staff to confirm a booking whose journey is ahead', async () => {
    const { booking } = await seedPeople();
    await t.ds.query(
      `UPDATE reservations SET status = 'CONFIRMED', journey_date = $2 WHERE id = $1`,
      [booking.id, inDays(3)],
    );
    const id = await confirmed(EMAIL, 'ERASE');
    await expect(t.services.privacy.fulfil(id, ADMIN_ACTOR)).rejects.toMatchObject({
      fields: [
        {
          field: 'journeysAheadConfirmed',
          message: expect.stringMatching(/1 booking with the journey still ahead/),
        },
      ],
    });
    expect(await t.services.reservations.count()).toBe(1);
    await t.services.privacy.fulfil(id, ADMIN_ACTOR, true);
    expect(await t.services.reservations.count()).toBe(0);
  });

  it('keeps the activity log append-only outside the redaction function', async () => {
    await seedPeople();
    await expect(t.ds.query(`UPDATE activity_entries SET summary = 'x'`)).rejects.toThrow(
      'activity entries are never edited or deleted',
    );
    await expect(t.ds.query(`DELETE FROM activity_entries`)).rejects.toThrow(
      'activity entries are never edited or deleted',
    );
    await expect(
      t.ds.query(`SELECT drw_redact_activity('ContactMessage', ARRAY[1], ARRAY['x'])`),
    ).resolves.toEqual([{ drw_redact_activity: 1 }]);
    await expect(t.ds.query(`UPDATE activity_entries SET actor = 'x'`)).rejects.toThrow(
      'activity entries are never edited or deleted',
    );
  });
});

describe('EXPORT', () => {
  it('e-mails a link to one zip with exactly that person’s rows and documents', async () => {
    const { booking } = await seedPeople();
    const id = await confirmed(EMAIL, 'EXPORT', 'bn');
    await t.services.privacy.fulfil(id, ADMIN_ACTOR);
    const mails = await mailsTo(EMAIL, 2);
    const mail = mails[1];
    expect(mail.subject).toBe('আপনার তথ্যের কপি তৈরি');
    const url = linkIn(mail, /https:\S+\/api\/privacy\/export\/[\w-]+/);
    const res = await request(t.app)
      .get(new URL(url).pathname)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const files = unzipSync(new Uint8Array(res.body as Buffer));
    expect(Object.keys(files).sort()).toEqual([
      'data.json',
      `documents/${booking.id}-referral.pdf`,
      'messages.csv',
      'partner_documents.csv',
      'registrations.csv',
      'replies.csv',
      'reservations.csv',
    ]);
    const data = JSON.parse(strFromU8(files['data.json']));
    expect(data.messages).toHaveLength(1);
    expect(data.messages[0].replies).toEqual([expect.objectContaining({ body: 'Yes, we do.' })]);
    expect(data.reservations).toHaveLength(1);
    expect(data.registrations).toHaveLength(1);
    expect(strFromU8(files['data.json'])).not.toContain('Karim');
    expect(strFromU8(files['messages.csv'])).toContain('Monthly billing');
    expect(strFromU8(files[`documents/${booking.id}-referral.pdf`].slice(0, 5))).toBe('%PDF-');

    // After 7 days the link answers 404 and the file is gone.
    const [{ export_name: name }] = await t.ds.query(
      `SELECT export_name FROM data_requests WHERE id = $1`,
      [id],
    );
    await t.ds.query(
      `UPDATE data_requests SET export_expires_at = now() - interval '1 second' WHERE id = $1`,
      [id],
    );
    expect((await request(t.app).get(new URL(url).pathname)).status).toBe(404);
    await t.services.privacy.cleanUp();
    expect(await t.services.storage.store.stat('private', name)).toBeNull();
  });
});
