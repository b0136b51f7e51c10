import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../test/harness';

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
