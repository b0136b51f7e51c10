/**
 * The back office search against a real PostgreSQL: a reference in any form, a
 * phone number in any form (Bangla digits, +880, a leading 0), the beginning of either as staff
 * type it, an e-mail or its beginning, name words; editors find articles only; bad input answers clearly. And the database's phone digits
 * (migration 1764810000000) agree with the one normaliser, nationalDigits, for any typing.
 */
import fc from 'fast-check';
import { appPerFile, ADMIN_ACTOR, pngImage } from '../../test/harness';
import { todayInDhaka } from '../../validation';
import { nationalDigits } from '../../records/inbox/phone';
import { queryShape } from '../../records/inbox/query-shape';

const t = appPerFile();

const search = (q: string, role = 'admin', limit = 5) =>
  t.services.staffSearch.search(q, limit, role);
const kindsAndTitles = async (q: string, role = 'admin') =>
  (await search(q, role)).map((h) => `${h.kind} ${h.title}`);

/** What an inbox list finds ("see all"): its total and its rows. */
const ids = async (list: 'messages' | 'reservations' | 'registrations', search: string) => {
  const page = await t.services[list].list({ search });
  return { total: page.total, ids: page.items.map((r) => r.id) };
};

async function seed() {
  const message = await t.services.messages.create({
    name: 'Tanvir Ahmed',
    contactNumber: '+880 1712-345678',
    email: 'tanvir.ahmed@gmail.com',
    subject: 'Lost umbrella',
    message: 'A blue one',
  });
  const reservation = await t.services.reservations.create({
    departureLocation: 'Dhaka',
    destinationLocation: 'Sylhet',
    passengerName: 'Nusrat Jahan',
    email: 'nusrat@example.com',
    mobile: '01712345678',
    numberOfPassengers: 2,
    journeyDate: todayInDhaka(),
  });
  const registration = await t.services.registrations.create({
    kind: 'CUSTOMER',
    name: 'Rahim Uddin',
    countryCode: '+880',
    phone: '01911-222333',
    email: 'rahim@example.com',
    city: 'Dhaka',
  });
  return { message, reservation, registration };
}

describe('staffSearch', () => {
  it('finds one request by its reference, however it is typed', async () => {
    const { reservation } = await seed();
    const ref = reservation.reference; // DR-XXXX-XXXX
    for (const typed of [
      ref,
      ref.toLowerCase().replace(/-/g, ''),
      ref.slice(3).replace('-', ' '),
    ]) {
      const hits = await search(typed);
      expect({ typed, hits: hits.map((h) => [h.kind, h.id, h.reference]) }).toEqual({
        typed,
        hits: [['RESERVATION', reservation.id, ref]],
      });
    }
  });

  it('finds the requests with a phone number, in any form, Bangla digits included', async () => {
    await seed();
    for (const typed of [
      '+880 1712-345678',
      '01712345678',
      '1712 345678',
      '০১৭১২৩৪৫৬৭৮',
      '8801712345678',
    ]) {
      expect({ typed, found: await kindsAndTitles(typed) }).toEqual({
        typed,
        found: ['MESSAGE Tanvir Ahmed', 'RESERVATION Nusrat Jahan'],
      });
    }
    expect(await kindsAndTitles('01911 222333')).toEqual(['REGISTRATION Rahim Uddin']);
    expect(await kindsAndTitles('01800000000')).toEqual([]);
  });

  it('reads a search as the inbox lists do, so "see all" lists the rows it found', async () => {
    const { message, reservation, registration } = await seed();
    expect(await ids('reservations', '০১৭১২-৩৪৫৬৭৮')).toEqual({ total: 1, ids: [reservation.id] });
    expect(await ids('messages', '+880 1712 345678')).toEqual({ total: 1, ids: [message.id] });
    expect(await ids('registrations', '1911222333')).toEqual({ total: 1, ids: [registration.id] });
    const ref = registration.reference.toLowerCase().replace(/-/g, ' ');
    expect(await ids('registrations', ref)).toEqual({ total: 1, ids: [registration.id] });
    expect(await ids('messages', ref)).toEqual({ total: 0, ids: [] });
    // Eight letters of the reference alphabet are a word unless typed as a reference.
    expect(queryShape('Shamsher')).toEqual({ by: 'words', text: 'Shamsher' });
    expect(queryShape('subject 2')).toEqual({ by: 'words', text: 'subject 2' });
    expect(queryShape('SHAM SHER')).toEqual({ by: 'reference', reference: 'DR-SHAM-SHER' });
    // Part of a number is found anywhere, as before.
    expect(await ids('reservations', '345678')).toEqual({ total: 1, ids: [reservation.id] });
  });

  it('finds a request from the beginning of its phone number, six digits or more, in any form', async () => {
    const { message, reservation, registration } = await seed();
    await t.services.messages.create({
      name: 'Other Sender',
      contactNumber: '01812-345678',
      email: 'other@example.com',
      subject: 'Fare',
      message: 'How much?',
    });
    for (const typed of [
      '017123',
      '0171-23',
      '+880 17123',
      '+8801712 34',
      '+880 1712 345',
      '০১৭১২৩',
      '(0171) 234',
    ]) {
      expect({ typed, found: await kindsAndTitles(typed) }).toEqual({
        typed,
        found: ['MESSAGE Tanvir Ahmed', 'RESERVATION Nusrat Jahan'],
      });
    }
    expect(await kindsAndTitles('019112')).toEqual(['REGISTRATION Rahim Uddin']);
    // The inbox lists read it alike, with the total ("see all").
    expect(await ids('messages', '০১৭১২৩')).toEqual({ total: 1, ids: [message.id] });
    expect(await ids('messages', '017123')).toEqual({ total: 1, ids: [message.id] });
    expect(await ids('reservations', '+880 17123')).toEqual({ total: 1, ids: [reservation.id] });
    expect(await ids('registrations', '০১৯১১-২২')).toEqual({ total: 1, ids: [registration.id] });
    // Five digits are part of a number, found only where the list's text has them as typed
    // (a message's number is not in its text): no number's beginning widens to everything.
    expect(await kindsAndTitles('01712')).toEqual(['RESERVATION Nusrat Jahan']);
    expect(await kindsAndTitles('+880 1712')).toEqual([]);
    expect(await kindsAndTitles('17123')).toEqual(['RESERVATION Nusrat Jahan']);
  });

  it('finds a request from the beginning of its reference, DR and four characters or more', async () => {
    const { message, reservation, registration } = await seed();
    const requests = [
      ['MESSAGE', message],
      ['RESERVATION', reservation],
      ['REGISTRATION', registration],
    ] as const;
    for (const [kind, request] of requests) {
      const ref = request.reference; // DR-XXXX-XXXX
      // Whichever seeded requests begin alike (by chance, one in 923,521 for four characters).
      const beginningWith = (prefix: string) =>
        requests.filter(([, r]) => r.reference.startsWith(prefix)).map(([k, r]) => [k, r.id]);
      for (const typed of [
        ref.slice(0, 7),
        ref.slice(0, 7).toLowerCase(),
        ref.slice(0, 7).replace('-', ''),
        ref.slice(0, 7).replace('-', ' '),
        ref.slice(0, 9),
        ref.slice(0, 10),
        ref.slice(0, 11).toLowerCase(),
      ]) {
        const found = (await search(typed)).map((h) => [h.kind, h.id]);
        const prefix = typed.toUpperCase().replace(/^DR[ -]?/, 'DR-');
        expect({ typed, found }).toEqual({ typed, found: beginningWith(prefix) });
        expect(found).toContainEqual([kind, request.id]);
      }
    }
    // Three characters after DR- are too few: they find what they found before (no reference).
    expect(await search(reservation.reference.slice(0, 6))).toEqual([]);
    // A subject quoting a reference is still found by its words, with the request itself.
    const quoting = await t.services.messages.create({
      name: 'Follow Up',
      contactNumber: '01555-000000',
      email: 'follow@example.com',
      subject: `About ${reservation.reference}`,
      message: 'Any news?',
    });
    expect((await search(reservation.reference.slice(0, 7))).map((h) => [h.kind, h.id])).toEqual(
      expect.arrayContaining([
        ['MESSAGE', quoting.id],
        ['RESERVATION', reservation.id],
      ]),
    );
    // The inbox lists read it alike, with the total ("see all"), as it is being typed.
    for (const typed of [
      registration.reference.slice(0, 8),
      `dr${registration.reference.slice(3, 7)}`,
    ]) {
      expect({ typed, ...(await ids('registrations', typed)) }).toEqual({
        typed,
        total: 1,
        ids: [registration.id],
      });
    }
    // A whole reference whose first characters are D and R, typed without its "DR-", is found
    // as before, with those that begin so.
    await t.ds.query(`UPDATE registration_requests SET reference = 'DR-DR7K-3PQ9' WHERE id = $1`, [
      registration.id,
    ]);
    expect((await search('dr7k3pq9')).map((h) => [h.kind, h.id])).toEqual([
      ['REGISTRATION', registration.id],
    ]);
  });

  it('finds by e-mail or its beginning, and by name words', async () => {
    await seed();
    expect(await kindsAndTitles('tanvir.ahmed@gmail.com')).toEqual(['MESSAGE Tanvir Ahmed']);
    expect(await kindsAndTitles('NUSRAT@ex')).toEqual(['RESERVATION Nusrat Jahan']);
    expect(await kindsAndTitles('rahim ud')).toEqual(['REGISTRATION Rahim Uddin']);
    expect(await kindsAndTitles('tanv')).toEqual(['MESSAGE Tanvir Ahmed']);
  });

  it('gives editors articles only, never a visitor request', async () => {
    await seed();
    await t.services.news.create(
      { title: 'Tanvir joins the Sylhet team', description: 'x', date: '2026-03-01' },
      { buffer: await pngImage(), originalName: 'x.png' },
      ADMIN_ACTOR,
    );
    expect(await kindsAndTitles('tanvir', 'editor')).toEqual(['NEWS Tanvir joins the Sylhet team']);
    expect(await kindsAndTitles('01712345678', 'editor')).toEqual([]);
    expect(await kindsAndTitles('tanvir', 'admin')).toEqual([
      'MESSAGE Tanvir Ahmed',
      'NEWS Tanvir joins the Sylhet team',
    ]);
  });

  it('answers odd input clearly and never fails', async () => {
    await seed();
    for (const q of [
      '',
      ' ',
      'a',
      '%%',
      "'; DROP TABLE news; --",
      '.*+?^${}()|[]\\',
      '১২৩',
      'Tanvir তানভীর',
      '9'.repeat(30),
      '@',
      '_%@',
    ]) {
      expect(Array.isArray(await search(q))).toBe(true);
    }
    expect(await search('%')).toEqual([]);
    await expect(search('x'.repeat(201))).rejects.toThrow(/at most 200 characters/);
    await expect(search('tanvir', 'admin', 0)).rejects.toThrow(/Limit/);
    const res = await t.gql(
      '{ staffSearch(q: "01712345678") { kind title reference } }',
      {},
      t.adminToken(),
    );
    expect(res.body.data.staffSearch).toHaveLength(2);
  });
});

describe('the database’s phone digits', () => {
  it('agree with nationalDigits for any way of typing a number', async () => {
    const char = fc.constantFrom(...'0123456789০১২৩৪৫৬৭৮৯ +-().8800a'.split(''));
    await fc.assert(
      fc.asyncProperty(
        fc.array(char, { maxLength: 20 }).map((a) => a.join('')),
        async (typed) => {
          const [{ digits }] = await t.ds.query(
            `SELECT drw_national_digits('+880', $1) AS digits`,
            [typed],
          );
          expect(digits).toBe(nationalDigits('+880', typed));
        },
      ),
      { numRuns: 300 },
    );
  });
});
