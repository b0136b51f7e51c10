import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../test/harness';
import { restTrip } from '../../test/inbox-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.reset());
afterAll(() => t.close());

const valid = {
  name: 'Nusrat Jahan',
  contactNumber: '+880 1712-345678',
  email: 'nusrat@example.com',
  subject: 'Corporate account',
  message: 'Do you offer monthly billing for 40 staff?',
};
const SEND = `mutation($input: ContactMessageInput!) {
  sendContactMessage(input: $input) { id reference }
}`;

/** The contact form's send, as the island makes it, with its Idempotency-Key. */
const send = (key: string, input: object = valid) =>
  request(t.app)
    .post('/graphql')
    .set('Idempotency-Key', key)
    .send({ query: SEND, variables: { input } });

describe('Idempotency-Key on a visitor’s form', () => {
  it('a send again with the same key answers the first one’s reference and stores nothing more', async () => {
    const key = randomUUID();
    const first = await send(key).expect(200);
    const again = await send(key).expect(200);
    expect(again.body.data.sendContactMessage).toEqual(first.body.data.sendContactMessage);
    expect(await t.services.messages.count()).toBe(1);
  });

  it('sends at once with one key (the page and its service worker) store one message', async () => {
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => send(key)));
    const references = new Set(answers.map((a) => a.body.data?.sendContactMessage.reference));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(references.size).toBe(1);
    expect(await t.services.messages.count()).toBe(1);
  });

  it('the same key with a different body is refused with 422 and a clear message', async () => {
    const key = randomUUID();
    await send(key).expect(200);
    const other = await send(key, { ...valid, subject: 'Something else' }).expect(422);
    expect(other.body.errors[0]).toMatchObject({
      message: expect.stringMatching(/already used for a different submission/),
      extensions: { code: 'UNPROCESSABLE' },
    });
    expect(await t.services.messages.count()).toBe(1);
  });

  it('different keys are different submissions; a key past its day is taken afresh', async () => {
    const key = randomUUID();
    await send(key).expect(200);
    await send(randomUUID()).expect(200);
    expect(await t.services.messages.count()).toBe(2);
    await t.ds.query(
      `UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = $1`,
      [key],
    );
    await send(key).expect(200);
    expect(await t.services.messages.count()).toBe(3);
  });

  it('a malformed key is refused and nothing is stored', async () => {
    const res = await send('short');
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await t.services.messages.count()).toBe(0);
  });
});

describe('Idempotency-Key on the REST shim’s writes (the same rule, through the same service)', () => {
  // The original's field names.
  const { contactNumber, ...same } = valid;
  const restValid = { ...same, contact_number: contactNumber };
  const post = (key: string | undefined, body: object = restValid, path = '/api/contactus') => {
    const req = request(t.app).post(path).set('content-type', 'application/json');
    if (key !== undefined) req.set('Idempotency-Key', key);
    return req.send(body);
  };

  it('a replay answers the first send’s row, the same answer, and stores nothing more', async () => {
    const key = randomUUID();
    const first = await post(key).expect(201);
    const again = await post(key).expect(201);
    expect(again.body).toEqual(first.body);
    expect(await t.services.messages.count()).toBe(1);

    // The booking's path too: one reservation for one key.
    const trip = restTrip();
    const tripKey = randomUUID();
    const booked = await post(tripKey, trip, '/api/reservation').expect(201);
    const rebooked = await post(tripKey, trip, '/api/reservation').expect(201);
    expect(rebooked.body.id).toBe(booked.body.id);
    expect(await t.services.reservations.count()).toBe(1);
  });

  it('the same key with a different body is 422 with a clear message, and nothing more is stored', async () => {
    const key = randomUUID();
    await post(key).expect(201);
    const other = await post(key, { ...restValid, subject: 'Something else' }).expect(422);
    expect(other.body.message).toMatch(/already used for a different submission/);
    expect(await t.services.messages.count()).toBe(1);
  });

  it('a malformed key is 400 with a clear message, and nothing is stored', async () => {
    for (const key of [
      'short',
      'a'.repeat(101),
      'has spaces in it, twelve',
      'key/with/slashes/0123456',
    ]) {
      const res = await post(key);
      expect({ key, status: res.status }).toEqual({ key, status: 400 });
      expect(res.body.message).toMatch(/Idempotency-Key must be 16 to 100 letters/);
    }
    // Two headers of one name reach the server joined with a comma: not one key.
    const twice = await post(`${randomUUID()}, ${randomUUID()}`);
    expect(twice.status).toBe(400);
    expect(await t.services.messages.count()).toBe(0);
  });
});
