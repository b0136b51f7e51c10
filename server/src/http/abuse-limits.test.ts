/**
 * Abuse limits on the public writes: one per-IP budget shared by GraphQL and REST, 429 with
 * Retry-After past it, admins never limited; oversized bodies refused with 413.
 */
import request from 'supertest';
import { simplePdf } from '../database/demo-pdf';
import { createTestApp, gqlUpload, type TestApp } from '../test/harness';
import { todayInDhaka } from '../validation';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_WRITE_LIMIT_PER_MIN: '3' });
  await t.reset();
});
afterAll(() => t.close());

let n = 0;
/** Each test writes from its own client address (the app trusts X-Forwarded-For from loopback). */
const newIp = () => `203.0.113.${++n}`;
const message = {
  name: 'Visitor',
  contactNumber: '01711000000',
  email: 'v@example.com',
  subject: 'Hello',
  message: 'Hi',
};
const SEND = 'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }';
const gqlFrom = (ip: string, query: string, variables: object = {}, token?: string) => {
  const req = request(t.app).post('/graphql').set('x-forwarded-for', ip).send({ query, variables });
  return token ? req.set('authorization', `Bearer ${token}`) : req;
};

describe('public write rate limit', () => {
  it('allows the limit, then answers TOO_MANY_REQUESTS / 429 with Retry-After, across GraphQL and REST', async () => {
    const ip = newIp();
    for (let i = 0; i < 2; i++) {
      const ok = await gqlFrom(ip, SEND, { input: message });
      expect(ok.body.errors).toBeUndefined();
    }
    await request(t.app)
      .post('/api/contactus')
      .set('x-forwarded-for', ip)
      .send({
        ...message,
        contact_number: message.contactNumber,
      })
      .expect(201);
    const limited = await gqlFrom(ip, SEND, { input: message });
    expect(limited.body.errors[0]).toMatchObject({
      message: expect.stringMatching(
        /^Too many requests from your network\. Please wait \d+ seconds/,
      ),
      extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: expect.any(Number) },
    });
    const rest = await request(t.app)
      .post('/api/reservation')
      .set('x-forwarded-for', ip)
      .send({})
      .expect(429);
    expect(Number(rest.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(rest.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(rest.body.message).toMatch(/^Too many requests/);
    // Refused writes change nothing; another address still has its budget; reads are not limited.
    expect(await t.services.messages.count()).toBe(3);
    await gqlFrom(newIp(), SEND, { input: message }).expect(200);
    const read = await gqlFrom(ip, '{ fareRates { total } }');
    expect(read.body.errors).toBeUndefined();
  });

  it('counts every public write: reservations, booking documents, registrations', async () => {
    const ip = newIp();
    const reservation = {
      departureLocation: 'Dhaka',
      destinationLocation: 'Sylhet',
      passengerName: 'P',
      email: 'p@example.com',
      mobile: '01711000000',
      numberOfPassengers: 1,
      journeyDate: todayInDhaka(),
    };
    await gqlFrom(
      ip,
      'mutation($input: ReservationInput!) { createReservation(input: $input) { id } }',
      { input: reservation },
    ).expect(200);
    await gqlFrom(
      ip,
      'mutation($input: RegistrationRequestInput!) { createRegistrationRequest(input: $input) { id } }',
      { input: { kind: 'CUSTOMER', name: 'C', phone: '01711000000', city: 'Dhaka' } },
    ).expect(200);
    await request(t.app)
      .post('/api/booking-doc')
      .set('x-forwarded-for', ip)
      .attach('file', simplePdf(['x']), 'x.pdf')
      .expect(201);
    const upload = await gqlUpload(
      t.app,
      'mutation($file: Upload!) { uploadBookingDocument(file: $file) { id } }',
      { file: null },
      { file: { buffer: simplePdf(['y']), name: 'y.pdf' } },
    ).set('x-forwarded-for', ip);
    expect(upload.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    await request(t.app)
      .post('/api/booking-doc')
      .set('x-forwarded-for', ip)
      .attach('file', simplePdf(['z']), 'z.pdf')
      .expect(429);
    expect(await t.services.bookingDocuments.count()).toBe(1);
  });

  it('never limits a signed-in admin', async () => {
    const ip = newIp();
    const token = t.adminToken();
    for (let i = 0; i < 6; i++) {
      const res = await gqlFrom(ip, SEND, { input: message }, token);
      expect(res.body.errors).toBeUndefined();
      await request(t.app)
        .post('/api/contactus')
        .set('x-forwarded-for', ip)
        .set('authorization', `Bearer ${token}`)
        .send({ ...message, contact_number: message.contactNumber })
        .expect(201);
    }
  });
});

describe('oversized bodies', () => {
  const big = (kb: number) => ({ ...message, message: 'x'.repeat(kb * 1024) });

  it('REST refuses a JSON body over 100 kB with a readable 413', async () => {
    const res = await request(t.app).post('/api/contactus').send(big(200)).expect(413);
    expect(res.body).toEqual({ message: 'The request body is too large' });
  });

  it('GraphQL refuses a JSON body over 1 MB with a readable 413', async () => {
    const res = await request(t.app)
      .post('/graphql')
      .send({ query: SEND, variables: { input: big(1100) } })
      .expect(413);
    expect(res.body).toEqual({
      errors: [
        { message: 'The request body is too large', extensions: { code: 'PAYLOAD_TOO_LARGE' } },
      ],
    });
  });
});
