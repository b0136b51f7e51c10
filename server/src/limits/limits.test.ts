/**
 * Two app instances on one database share one budget: the counters live in PostgreSQL, not in
 * either process (the two-instance e2e test proves the same through nginx).
 */
import request from 'supertest';
import { ADMIN, createTestApp, type TestApp } from '../test/harness';

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp({ PUBLIC_WRITE_LIMIT_PER_MIN: '4' });
  b = await createTestApp({ PUBLIC_WRITE_LIMIT_PER_MIN: '4' });
  await a.reset();
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

const message = {
  name: 'Visitor',
  contact_number: '01711000000',
  email: 'v@example.com',
  subject: 'Hello',
  message: 'Hi',
};
const write = (t: TestApp, ip: string) =>
  request(t.app).post('/api/contactus').set('x-forwarded-for', ip).send(message);
const login = (t: TestApp, password: string) =>
  request(t.app).post('/api/auth/login').send({ username: ADMIN.username, password });

it('counts public writes on either instance against one budget', async () => {
  const ip = '198.51.100.7';
  for (const t of [a, b, a, b]) await write(t, ip).expect(201);
  for (const t of [a, b]) {
    const res = await write(t, ip).expect(429);
    expect(res.body.message).toMatch(/^Too many requests from your network/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  }
  expect(await a.services.messages.count()).toBe(4);
  await write(b, '198.51.100.8').expect(201);
});

it('locks a username on both instances after five failures spread over them', async () => {
  for (const t of [a, b, a, b, a]) await login(t, 'wrong-password').expect(401);
  for (const t of [a, b]) {
    const res = await login(t, ADMIN.password).expect(429);
    expect(res.body).toMatchObject({ error: 'LOCKED' });
    expect(res.body.message).toMatch(
      /^This account is locked after too many failed sign-in attempts/,
    );
  }
});

it('a successful sign-in on one instance forgets the failures on the other', async () => {
  await a.reset();
  for (const t of [a, b, a, b]) await login(t, 'wrong-password').expect(401);
  await login(b, ADMIN.password).expect(200);
  for (const t of [a, a, b, b]) await login(t, 'wrong-password').expect(401);
  await login(a, ADMIN.password).expect(200);
});
