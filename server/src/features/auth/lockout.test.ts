/**
 * Failed sign-ins that hold under concurrency: a point is counted before the
 * password is checked, in PostgreSQL (two instances share it); per account and per client IP
 * across usernames; the lock answers the same with a right or wrong password until it ends or
 * an admin lifts it; changePassword counts the same way; the owner gets an e-mail.
 */
import { ADMIN, appPerFile, type TestApp, createTestApp } from '../../test/harness';
import { createMailTestApp } from '../../test/mail-app';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';

const inbox: ParsedMail[] = [];
const one = appPerFile(() => createMailTestApp({}, { inbox }));
/** Another instance on the same database, never reset: `one` resets what they share. */
const two = appPerFile(() => createTestApp(), { resetEach: false });
jest.setTimeout(60_000);

let nextIp = 1;
/** A client address of its own for each test, unless one is given. */
const freshIp = () => `203.0.113.${nextIp++}`;

const login = (t: TestApp, username: string, password: string, ip: string) =>
  request(t.app).post('/api/auth/login').set('x-forwarded-for', ip).send({ username, password });

const unlock = (id: number) =>
  one.gql(
    'mutation($id:Int!){ unlockStaffUser(id:$id){ id lockedUntil } }',
    { id },
    one.adminToken(),
  );

describe('per account', () => {
  it('20 parallel wrong passwords: at most 5 are answered 401, the rest 429 LOCKED; the right one too, until an admin unlocks', async () => {
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        login(i % 2 ? one : two, ADMIN.username, `guess-${i}`, ip),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    const locked = answers.find((r) => r.status === 429)!;
    expect(locked.body).toMatchObject({ error: 'LOCKED' });
    expect(locked.body.message).toMatch(/^This account is locked/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);

    // The right password, from here or anywhere: the same answer.
    for (const t of [one, two]) {
      const right = await login(t, ADMIN.username, ADMIN.password, freshIp()).expect(429);
      expect(right.body).toMatchObject({ error: 'LOCKED' });
      expect(right.headers['retry-after']).toBeDefined();
    }
    const staff = await one.gql('{ staffUsers { username lockedUntil } }', {}, one.adminToken());
    const until = new Date(staff.body.data.staffUsers[0].lockedUntil).getTime();
    expect(until - Date.now()).toBeGreaterThan(14 * 60_000);

    const res = await unlock(1);
    expect(res.body.data.unlockStaffUser).toEqual({ id: 1, lockedUntil: null });
    await login(two, ADMIN.username, ADMIN.password, ip).expect(200);
  });

  it('GraphQL says LOCKED with retryAfter, whatever the username (existing or not)', async () => {
    for (const username of [ADMIN.username, 'nobody-here']) {
      for (let i = 0; i < 5; i++)
        await login(one, username, 'wrong-password', freshIp()).expect(401);
      const res = await one.gql(
        'mutation($u:String!,$p:String!){ login(username:$u, password:$p){ accessToken } }',
        { u: username.toUpperCase(), p: ADMIN.password },
      );
      expect(res.body.errors[0].extensions).toMatchObject({ code: 'LOCKED' });
      expect(res.body.errors[0].extensions.retryAfter).toBeGreaterThan(0);
    }
  });

  it('a right password starts the count again', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i++) await login(one, ADMIN.username, 'wrong-password', ip).expect(401);
    await login(two, ADMIN.username, ADMIN.password, ip).expect(200);
    for (let i = 0; i < 5; i++) await login(one, ADMIN.username, 'wrong-password', ip).expect(401);
    await login(one, ADMIN.username, ADMIN.password, ip).expect(429);
  });

  it('a malformed request is a 400 and no failed sign-in', async () => {
    const ip = freshIp();
    for (const body of [
      {},
      { username: 5, password: 'x' },
      { username: 'admin', password: ['x'] },
      { username: ' ', password: 'x' },
    ]) {
      for (let i = 0; i < 3; i++) {
        await request(one.app)
          .post('/api/auth/login')
          .set('x-forwarded-for', ip)
          .send(body)
          .expect(400);
      }
    }
    for (let i = 0; i < 5; i++) await login(one, ADMIN.username, 'wrong-password', ip).expect(401);
  });

  it('the lockout is in the activity log and its owner gets an e-mail; the unlock is logged', async () => {
    await one.ds.query(`UPDATE users SET email = 'owner@digitalride.example' WHERE id = 1`);
    for (let i = 0; i < 6; i++) await login(one, ADMIN.username, 'wrong-password', freshIp());
    await unlock(1);
    const log = await one.ds.query(
      `SELECT action, summary FROM activity_entries WHERE action IN ('lockout', 'unlock') ORDER BY id`,
    );
    expect(log).toEqual([
      { action: 'lockout', summary: 'admin was locked after too many failed sign-in attempts' },
      { action: 'unlock', summary: 'Unlocked the sign-in of admin' },
    ]);
    const until = Date.now() + 30_000;
    while (!inbox.some((m) => m.to && JSON.stringify(m.to).includes('owner@digitalride.example'))) {
      if (Date.now() > until) throw new Error('no lockout e-mail arrived');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const mail = inbox.find((m) => JSON.stringify(m.to).includes('owner@digitalride.example'))!;
    expect(mail.subject).toBe('Your account was locked after failed sign-ins');
    expect(mail.text).toContain('"admin" was locked');
  });
});

describe('per client IP, across usernames', () => {
  it('20 wrong passwords from one IP, each for another username, lock the IP out; other IPs go on', async () => {
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        login(i % 2 ? one : two, `user${i}`, 'wrong-password', ip),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const refused = await login(one, ADMIN.username, ADMIN.password, ip).expect(429);
    expect(refused.body.message).toMatch(/from your network/);
    await login(one, ADMIN.username, ADMIN.password, freshIp()).expect(200);
  });

  it('many addresses cannot outrun the account’s count', async () => {
    for (let i = 0; i < 5; i++)
      await login(one, ADMIN.username, 'wrong-password', freshIp()).expect(401);
    for (let i = 0; i < 10; i++)
      await login(two, ADMIN.username, 'wrong-password', freshIp()).expect(429);
    await login(one, ADMIN.username, ADMIN.password, freshIp()).expect(429);
  });
});

describe('changePassword', () => {
  const CHANGE =
    'mutation($c:String!,$n:String!){ changePassword(currentPassword:$c, newPassword:$n) }';

  it('counts a wrong current password as a failed sign-in of the account', async () => {
    const token = one.adminToken();
    for (let i = 0; i < 5; i++) {
      const res = await one.gql(CHANGE, { c: `wrong-${i}`, n: 'a-new-long-password' }, token);
      expect(res.body.errors[0].message).toBe('The current password is not right');
    }
    const res = await one.gql(CHANGE, { c: ADMIN.password, n: 'a-new-long-password' }, token);
    expect(res.body.errors[0].extensions.code).toBe('LOCKED');
    await login(one, ADMIN.username, ADMIN.password, freshIp()).expect(429);
  });
});
