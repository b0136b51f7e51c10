import request from 'supertest';
import { VisitorReferences1764800000000 } from '../../database/migrations/1764800000000-visitor-references';
import { createTestApp, type TestApp } from '../../test/harness';
import { inDays } from '../../test/inbox-fixtures';
import { seedMessages } from '../../features/messages/message.seed';
import { seedRegistrations } from '../../features/registrations/registration.seed';
import { seedReservations } from '../../features/reservations/reservation.seed';
import fc from 'fast-check';
import { queryShape } from './query-shape';
import { normalizeReference, REFERENCE_ALPHABET } from './reference';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.reset());
afterAll(() => t.close());

const SHAPE = /^DR-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}$/;

const message = {
  name: 'Nusrat Jahan',
  contactNumber: '+880 1712-345678',
  email: 'nusrat@example.com',
  subject: 'Corporate account',
  message: 'Monthly billing?',
};
const reservation = {
  kind: 'RIDE',
  departureLocation: 'Dhaka',
  destinationLocation: 'Sylhet',
  passengerName: 'Kamrul Hasan',
  email: 'kamrul@example.com',
  mobile: '01712-345678',
  numberOfPassengers: 3,
  journeyDate: inDays(7),
};
const registration = {
  kind: 'CUSTOMER',
  name: 'Shirin Akter',
  countryCode: '+880',
  phone: '1812-345678',
  city: 'Dhaka',
};

describe('normalizeReference', () => {
  it.each([
    ['DR-7K3P-Q9MX', 'DR-7K3P-Q9MX'],
    ['dr-7k3p-q9mx', 'DR-7K3P-Q9MX'],
    [' DR 7K3P Q9MX ', 'DR-7K3P-Q9MX'],
    ['7k3pq9mx', 'DR-7K3P-Q9MX'],
    ['DR7K3PQ9MX', 'DR-7K3P-Q9MX'],
    ['7K3P–Q9MX', 'DR-7K3P-Q9MX'],
  ])('reads %j as %s', (typed, canonical) => {
    expect(normalizeReference(typed)).toBe(canonical);
  });

  it.each([
    '',
    'DR-7K3P',
    'DR-7K3P-Q9MXX',
    'DR-0K3P-Q9MX', // 0 is not in the alphabet (nor O, 1, I, L)
    'DR-OK3P-Q9MX',
    'XX-7K3P-Q9MX',
    '12',
  ])('refuses %j', (typed) => {
    expect(normalizeReference(typed)).toBeNull();
  });

  it('refuses 10 KB of text', () => {
    expect(normalizeReference('DR-7K3P-Q9MX'.repeat(1000))).toBeNull();
  });
});

describe('the beginning of a reference or a phone number', () => {
  it('is a range holding exactly the values that begin so, in byte order and in ICU’s English', async () => {
    const char = fc.constantFrom(...REFERENCE_ALPHABET.split(''));
    const reference = fc
      .array(char, { minLength: 8, maxLength: 8 })
      .map((c) => `DR-${c.slice(0, 4).join('')}-${c.slice(4).join('')}`);
    const digits = (minLength: number, maxLength: number) =>
      fc.array(fc.constantFrom(...'0123456789'.split('')), { minLength, maxLength });
    const cases = fc.oneof(
      fc.tuple(reference, fc.integer({ min: 7, max: 11 })).map(([ref, n]) => ({
        value: ref,
        typed: ref.slice(0, n).toLowerCase(),
        begins: ref.startsWith(ref.slice(0, n)),
      })),
      fc.tuple(reference, reference, fc.integer({ min: 7, max: 11 })).map(([ref, other, n]) => ({
        value: other,
        typed: ref.slice(0, n),
        begins: other.startsWith(ref.slice(0, n)),
      })),
      // Six digits to nine (ten would be a whole number).
      fc.tuple(digits(9, 12), digits(4, 8)).map(([value, typed]) => ({
        value: `1${value.join('')}`,
        typed: `01${typed.join('')}`,
        begins: `1${value.join('')}`.startsWith(`1${typed.join('')}`),
      })),
    );
    await fc.assert(
      fc.asyncProperty(cases, async ({ value, typed, begins }) => {
        const shape = queryShape(typed);
        const range = shape.by === 'words' ? shape.beginning : undefined;
        if (!range) throw new Error(`${typed} is not read as a beginning`);
        const [row] = await t.ds.query<{ c: boolean; icu: boolean }[]>(
          `SELECT $1 COLLATE "C" BETWEEN $2 AND $3 AS c,
                  $1 COLLATE "en-US-x-icu" BETWEEN $2 AND $3 AS icu`,
          [value, range.first, range.last],
        );
        expect({ typed, value, ...row }).toEqual({ typed, value, c: begins, icu: begins });
      }),
      { numRuns: 200 },
    );
  });
});

describe('references', () => {
  it('are drawn by the database for each kind, in the shape, all different, and returned by the create calls', async () => {
    const made = [
      await t.services.messages.create(message),
      await t.services.reservations.create(reservation),
      await t.services.registrations.create(registration),
    ];
    for (const row of made) expect(row.reference).toMatch(SHAPE);
    expect(new Set(made.map((r) => r.reference)).size).toBe(3);

    const gql = await t.gql(
      `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { reference locale } }`,
      { input: { ...message, locale: 'bn' } },
    );
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.sendContactMessage).toEqual({
      reference: expect.stringMatching(SHAPE),
      locale: 'bn',
    });
    const rest = await request(t.app)
      .post('/api/reservation')
      .send({
        ...reservation,
        pname: reservation.passengerName,
      });
    expect(rest.status).toBe(201);
    expect(rest.body.reference).toMatch(SHAPE);
    const reg = await t.gql(
      `mutation($input: RegistrationRequestInput!) { createRegistrationRequest(input: $input) { reference locale } }`,
      { input: registration },
    );
    expect(reg.body.data.createRegistrationRequest).toEqual({
      reference: expect.stringMatching(SHAPE),
      locale: 'en',
    });
  });

  it('are not the visitor’s to choose', async () => {
    const res = await t.gql(
      `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { reference } }`,
      { input: { ...message, reference: 'DR-2222-2222' } },
    );
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const stored = await t.services.messages.create({ ...message, reference: 'DR-2222-2222' });
    expect(stored.reference).not.toBe('DR-2222-2222');
  });

  it('refuses a locale other than en or bn, storing nothing', async () => {
    await expect(t.services.messages.create({ ...message, locale: 'fr' })).rejects.toMatchObject({
      kind: 'BAD_USER_INPUT',
      fields: [{ field: 'locale', message: 'locale must be en or bn' }],
    });
    expect(await t.services.messages.count()).toBe(0);
  });

  it('are drawn again when a draw is taken, across the three tables', async () => {
    const first = await t.services.messages.create(message);
    // The next two draws: the message's reference (taken), then a fresh one.
    await t.ds.query(`CREATE SEQUENCE draws`);
    await t.ds.query(`ALTER FUNCTION drw_new_reference() RENAME TO drw_new_reference_real`);
    try {
      await t.ds.query(
        `CREATE FUNCTION drw_new_reference() RETURNS varchar LANGUAGE sql AS $$
           SELECT CASE WHEN nextval('draws') = 1 THEN $1 ELSE 'DR-2345-6789' END
         $$`.replace('$1', `'${first.reference}'`),
      );
      const second = await t.services.reservations.create(reservation);
      expect(second.reference).toBe('DR-2345-6789');
      expect(Number((await t.ds.query(`SELECT last_value FROM draws`))[0].last_value)).toBe(2);
    } finally {
      await t.ds.query(`DROP FUNCTION drw_new_reference()`);
      await t.ds.query(`ALTER FUNCTION drw_new_reference_real() RENAME TO drw_new_reference`);
      await t.ds.query(`DROP SEQUENCE draws`);
    }
  });

  it('every seeded demo request has one', async () => {
    const log = { info: () => undefined, warn: () => undefined } as never;
    await seedMessages(t.services, log);
    await seedReservations(t.services, log);
    await seedRegistrations(t.services, log);
    for (const table of ['contact_messages', 'reservations', 'registration_requests']) {
      const rows: { reference: string }[] = await t.ds.query(`SELECT reference FROM ${table}`);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.reference).toMatch(SHAPE);
    }
  });

  it('the migration gives the rows stored before it one each, and their logged moves as steps', async () => {
    const runner = t.ds.createQueryRunner();
    await runner.startTransaction();
    try {
      const migration = new VisitorReferences1764800000000();
      await migration.down(runner);
      await runner.query(
        `INSERT INTO contact_messages (name, contact_number, email, subject, message, status)
         VALUES ('A', '01712345678', 'a@example.com', 's', 'm', 'IN_PROGRESS'),
                ('B', '01812345678', 'b@example.com', 's', 'm', 'NEW')`,
      );
      const [{ id }] = await runner.query(`SELECT id FROM contact_messages WHERE name = 'A'`);
      await runner.query(
        `INSERT INTO activity_entries (actor, action, entity, entity_id, summary)
         VALUES ('admin', 'status', 'ContactMessage', $1, 'Contact message 1 (A: s): NEW → IN_PROGRESS — internal')`,
        [id],
      );
      await migration.up(runner);
      const rows = await runner.query(`SELECT reference, locale FROM contact_messages`);
      expect(rows).toHaveLength(2);
      for (const row of rows)
        expect(row).toEqual({ reference: expect.stringMatching(SHAPE), locale: 'en' });
      expect(await runner.query(`SELECT status, visitor_note FROM request_steps`)).toEqual([
        { status: 'IN_PROGRESS', visitor_note: null },
      ]);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });
});
