/**
 * A replay answers what the first request answered (PRODUCT.md §19): a visitor's POST sent again
 * with its Idempotency-Key, after staff moved the request on and wrote notes, gets the first
 * answer's body, never the row as it is now, never a staff note. And a visitor's answer carries
 * what they sent plus id, reference, status and createdAt: no staff field, on REST or GraphQL.
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ADMIN_ACTOR, createTestApp, type TestApp } from '../../test/harness';
import { restTrip } from '../../test/inbox-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_WRITE_LIMIT_PER_MIN: '1000' });
});
beforeEach(() => t.reset());
afterAll(() => t.close());

const NOTE = 'Internal: caller was rude, flag the account';
const FOR_VISITOR = 'We called you back on Sunday';

const post = (path: string, key: string, body: object) =>
  request(t.app).post(path).set('Idempotency-Key', key).send(body);

const gql = (key: string, query: string, input: object) =>
  request(t.app).post('/graphql').set('Idempotency-Key', key).send({ query, variables: { input } });

const message = {
  name: 'Nusrat Jahan',
  contact_number: '+880 1712-345678',
  email: 'nusrat@example.com',
  subject: 'Corporate account',
  message: 'Do you offer monthly billing for 40 staff?',
};
const trip = restTrip();

describe('REST: a replay after staff acted answers the first answer', () => {
  it.each([
    ['/api/contactus', message, 'messages', 'IN_PROGRESS'],
    ['/api/reservation', trip, 'reservations', 'CONFIRMED'],
  ] as const)('%s', async (path, body, service, next) => {
    const key = randomUUID();
    const first = await post(path, key, body).expect(201);
    expect(first.body).not.toHaveProperty('statusNote');
    await t.services[service].setStatus(first.body.id, next, NOTE, ADMIN_ACTOR, FOR_VISITOR);

    const again = await post(path, key, body).expect(201);
    expect(again.body).toEqual(first.body);
    expect(JSON.stringify(again.body)).not.toContain(NOTE);
    expect(JSON.stringify(again.body)).not.toContain(FOR_VISITOR);
  });

  it("the first answer is the visitor's fields, with id, reference, status and createdAt", async () => {
    const res = await post('/api/contactus', randomUUID(), message).expect(201);
    expect(Object.keys(res.body).sort()).toEqual(
      [...Object.keys(message), 'id', 'reference', 'locale', 'status', 'createdAt'].sort(),
    );
  });
});

it('a kept answer goes with its request, however the request is deleted', async () => {
  const key = randomUUID();
  const first = await post('/api/contactus', key, message).expect(201);
  const kept = () =>
    t.ds.query('SELECT 1 FROM idempotency_keys WHERE key = $1 AND answer IS NOT NULL', [key]);
  expect(await kept()).toHaveLength(1);
  // As the retention job and an erasure do: SQL, not the service.
  await t.ds.query('DELETE FROM contact_messages WHERE id = $1', [first.body.id]);
  expect(await kept()).toHaveLength(0);
});

describe('GraphQL: a visitor never reads a staff field of what they sent', () => {
  const SEND = `mutation($input: ContactMessageInput!) {
    sendContactMessage(input: $input) { id reference status statusNote visitorNote createdAt name }
  }`;
  const BOOK = `mutation($input: ReservationInput!) {
    createReservation(input: $input) { id reference status statusNote visitorNote createdAt }
  }`;
  const REGISTER = `mutation($input: RegistrationRequestInput!) {
    createRegistrationRequest(input: $input) { id reference status statusNote visitorNote createdAt }
  }`;
  const { contact_number, ...rest } = message;
  const { pname, kind, ...sameTrip } = trip;

  it.each([
    [
      'sendContactMessage',
      SEND,
      { ...rest, contactNumber: contact_number },
      'messages',
      'IN_PROGRESS',
    ],
    [
      'createReservation',
      BOOK,
      { ...sameTrip, kind: kind.toUpperCase(), passengerName: pname },
      'reservations',
      'CONFIRMED',
    ],
    [
      'createRegistrationRequest',
      REGISTER,
      { kind: 'CUSTOMER', name: 'Jamal Uddin', phone: '01711-204455', city: 'Dhaka' },
      'registrations',
      'CONTACTED',
    ],
  ] as const)('%s sent again', async (field, query, input, service, next) => {
    const key = randomUUID();
    const first = await gql(key, query, input).expect(200);
    expect(first.body.errors).toBeUndefined();
    const answer = first.body.data[field];
    await t.services[service].setStatus(answer.id, next, NOTE, ADMIN_ACTOR, FOR_VISITOR);

    const again = await gql(key, query, input);
    expect(JSON.stringify(again.body)).not.toContain(NOTE);
    expect(JSON.stringify(again.body)).not.toContain(FOR_VISITOR);
    expect(again.body.data[field]).toEqual(answer);
    expect(again.body.data[field]).toMatchObject({ statusNote: null, visitorNote: null });
  });

  it('a booking sent again with its document names the document as the first answer did', async () => {
    const doc = await request(t.app)
      .post('/api/booking-doc')
      .attach('file', Buffer.from('%PDF-1.4\n%%EOF\n'), 'ticket.pdf')
      .expect(201);
    const input = {
      ...sameTrip,
      kind: kind.toUpperCase(),
      passengerName: pname,
      bookingDocumentId: doc.body.id,
      claimToken: doc.body.claimToken,
    };
    const query = `mutation($input: ReservationInput!) {
      createReservation(input: $input) { id status bookingDocument { id fileName downloadUrl createdAt } }
    }`;
    const key = randomUUID();
    const first = await gql(key, query, input).expect(200);
    expect(first.body.data.createReservation.bookingDocument.fileName).toBe('ticket.pdf');
    await t.services.reservations.setStatus(
      first.body.data.createReservation.id,
      'CONFIRMED',
      NOTE,
      ADMIN_ACTOR,
    );
    const [kept] = await t.ds.query('SELECT answer FROM idempotency_keys WHERE key = $1', [key]);
    expect(kept.answer.bookingDocument).toMatchObject({ fileName: 'ticket.pdf' });
    const again = await gql(key, query, input).expect(200);
    expect(again.body).toEqual(first.body);
  });
});
