/**
 * The sign-in throttle's budget per client network cannot be banked or sidestepped (§19): a
 * success never lifts it above its maximum, an IPv6 client counts by its /64, and a username is
 * folded the same way (NFKC, then lower case) for the count and for the account lookup.
 */
import { Pool } from 'pg';
import request from 'supertest';
import { ADMIN, createTestApp, type TestApp } from '../test/harness';
import { foldUsername, LoginThrottle, networkOf } from '.';

let t: TestApp;
let pool: Pool;
beforeAll(async () => {
  t = await createTestApp();
  pool = new Pool({ connectionString: (t.ds.options as { url?: string }).url, max: 2 });
});
beforeEach(() => t.reset());
afterAll(async () => {
  await pool?.end();
  await t?.close();
});

/** How many failed attempts from `ips` (in turn), each at a name of its own, pass the count. */
async function passing(throttle: LoginThrottle, ips: string[], tries: number): Promise<number> {
  let passed = 0;
  for (let i = 0; i < tries; i++) {
    if ((await throttle.attempt(`nobody-${i}`, ips[i % ips.length])).ok) passed++;
  }
  return passed;
}

it('a success gives back at most what was used: no failures banked for later', async () => {
  const throttle = new LoginThrottle(pool, 5, 3, 900);
  for (let i = 0; i < 10; i++) await throttle.succeeded('admin', '198.51.100.50');
  expect(await passing(throttle, ['198.51.100.50'], 8)).toBe(3);
});

it('counts an IPv6 client by its /64', async () => {
  const throttle = new LoginThrottle(pool, 5, 3, 900);
  const ips = [
    '2001:db8:7:9::1',
    '2001:db8:7:9::2',
    '2001:db8:7:9:ffff::3',
    '2001:db8:7:9:1:2:3:4',
  ];
  expect(await passing(throttle, ips, 8)).toBe(3);
  // Another /64 has its own budget.
  expect(await passing(throttle, ['2001:db8:7:a::1'], 1)).toBe(1);
});

it('networkOf: IPv4 as it is, IPv4-mapped as IPv4, IPv6 as its /64 however it is written', () => {
  expect(networkOf('192.0.2.1')).toBe('192.0.2.1');
  expect(networkOf('::ffff:192.0.2.1')).toBe('192.0.2.1');
  expect(networkOf('2001:0DB8:0000:0001:aaaa::1')).toBe('2001:db8:0:1::/64');
  expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  expect(networkOf('::1')).toBe('0:0:0:0::/64');
});

it('folds a username by NFKC, then lower case', () => {
  expect(foldUsername(' ＡＤＭＩＮ ')).toBe('admin');
  expect(foldUsername('Admin')).toBe('admin');
});

it('a locked account is locked whatever the spelling of its name (the count and the lookup agree)', async () => {
  const login = (username: string, password: string) =>
    request(t.app)
      .post('/api/auth/login')
      .set('x-forwarded-for', '192.0.2.77')
      .send({ username, password });
  for (let i = 0; i < 5; i++) await login('ａｄｍｉｎ', `guess-${i}`).expect(401);
  const res = await login(ADMIN.username, ADMIN.password).expect(429);
  expect(res.body).toMatchObject({ error: 'LOCKED' });
  expect((await login('ＡＤＭＩＮ', ADMIN.password).expect(429)).body).toMatchObject({
    error: 'LOCKED',
  });
});
