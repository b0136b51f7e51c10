/**
 * Server-side sessions, with two apps on one PostgreSQL standing for two
 * instances: logout ends the token's session here at once and on the other instance within a
 * second; the sessions list, ending one or all others, and the account changes that end them.
 */
import jwt from 'jsonwebtoken';
import { Client } from 'pg';
import request from 'supertest';
import type { JobWorker } from '../../jobs/jobs';
import {
  appPerFile,
  ADMIN,
  ADMIN_ACTOR,
  createTestApp,
  JWT_SECRET,
  type TestApp,
} from '../../test/harness';
import { signInOverRest } from '../../test/sign-in';
import { authFeature } from '.';

const one = appPerFile();
/** Another instance on the same database, never reset: `one` resets what they share. */
const two = appPerFile(() => createTestApp(), { resetEach: false });

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

const signIn = (app: TestApp = one, who = ADMIN, userAgent = FIREFOX) =>
  signInOverRest(app, who, { 'user-agent': userAgent });

/** REST status and GraphQL error code (or 'OK') an instance answers for `token`. */
async function answers(app: TestApp, token: string) {
  const rest = await request(app.app)
    .get('/api/auth/profile')
    .set('authorization', `Bearer ${token}`);
  const gql = await app.gql('{ me { username } }', {}, token);
  return { rest: rest.status, gql: gql.body.errors?.[0]?.extensions?.code ?? 'OK' };
}

const REFUSED = { rest: 401, gql: 'UNAUTHENTICATED' };
const ACCEPTED = { rest: 200, gql: 'OK' };

/** Polls until `app` refuses `token`; fails unless a check started within one second saw it. */
async function refusedWithin1s(app: TestApp, token: string) {
  const since = Date.now();
  for (;;) {
    const started = Date.now() - since;
    if ((await answers(app, token)).rest === 401) return;
    if (started > 1000) throw new Error('the token was still accepted 1 s after logout');
  }
}

const sessionCount = async () =>
  Number((await one.ds.query('SELECT count(*) FROM sessions'))[0].count);

const MY_SESSIONS = '{ mySessions { id createdAt lastSeenAt userAgent device ip current } }';

describe('logout', () => {
  it('ends the session: the token is refused here at once, and on the other instance within a second', async () => {
    const token = await signIn();
    const { sid } = jwt.verify(token, JWT_SECRET) as { sid: string };
    expect(sid).toMatch(/^[0-9a-f-]{36}$/);
    for (const app of [one, two, one, two]) expect(await answers(app, token)).toEqual(ACCEPTED);
    // The cache is on: the other instance answers the token without reading its session.
    const reads = jest.spyOn(Client.prototype, 'query');
    expect(await answers(two, token)).toEqual(ACCEPTED);
    const sessionReads = reads.mock.calls.filter(([sql]) => /FROM sessions s JOIN/.test(`${sql}`));
    expect(sessionReads).toEqual([]);
    reads.mockRestore();

    await request(one.app)
      .post('/api/auth/logout')
      .set('authorization', `Bearer ${token}`)
      .expect(204);
    expect(await answers(one, token)).toEqual(REFUSED);
    await refusedWithin1s(two, token);
    expect(await answers(two, token)).toEqual(REFUSED);
  });

  it('GraphQL logout answers true and ends only that session', async () => {
    const token = await signIn();
    const other = await signIn(two);
    const res = await one.gql('mutation { logout }', {}, token).expect(200);
    expect(res.body.data).toEqual({ logout: true });
    expect(await answers(one, token)).toEqual(REFUSED);
    expect(await answers(one, other)).toEqual(ACCEPTED);
  });

  it('refuses an ended, expired or forged token with 401 and changes nothing', async () => {
    const token = await signIn();
    const logout = (t: string) =>
      request(one.app).post('/api/auth/logout').set('authorization', `Bearer ${t}`);
    await logout(token).expect(204);
    const before = await sessionCount();

    await logout(token).expect(401);
    const { sid } = jwt.verify(await signIn(), JWT_SECRET) as { sid: string };
    const expired = jwt.sign({ username: 'admin', userrole: 'admin', sid }, JWT_SECRET, {
      subject: '1',
      expiresIn: -10,
    });
    await logout(expired).expect(401);
    const forged = jwt.sign({ username: 'admin', userrole: 'admin', sid }, 'another-secret-xx', {
      subject: '1',
    });
    await logout(forged).expect(401);
    await request(one.app).post('/api/auth/logout').expect(401);
    const gql = await one.gql('mutation { logout }', {}, forged);
    expect(gql.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    // Only the one new sign-in above was added: nothing was ended.
    expect(await sessionCount()).toBe(before + 1);
  });

  it('never writes a session for a failed sign-in', async () => {
    const before = await sessionCount();
    await request(one.app)
      .post('/api/auth/login')
      .send({ username: 'admin', password: 'wrong-password' })
      .expect(401);
    await request(one.app)
      .post('/api/auth/login')
      .send({ username: 'ghost', password: 'x' })
      .expect(401);
    const gql = await one.gql(
      'mutation { login(username:"admin", password:"nope-nope"){ accessToken } }',
    );
    expect(gql.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await sessionCount()).toBe(before);
  });

  it('refuses a token of the kind issued before sessions existed (no sid)', async () => {
    const old = jwt.sign({ username: 'admin', userrole: 'admin' }, JWT_SECRET, { subject: '1' });
    expect(await answers(one, old)).toEqual(REFUSED);
  });
});

describe('mySessions, endSession, endOtherSessions', () => {
  it('lists the user’s own sessions with device, IP, times and which is current', async () => {
    const laptop = await signIn(one, ADMIN, FIREFOX);
    await signIn(one, ADMIN, 'curl/8.0');
    const rina = await one.staffToken('rina', 'editor');
    const res = await one.gql(MY_SESSIONS, {}, laptop).expect(200);
    const sessions = res.body.data.mySessions as Record<string, unknown>[];
    // The admin's two sign-ins and the harness's own admin session; never rina's.
    expect(sessions).toHaveLength(3);
    const current = sessions.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({
      userAgent: FIREFOX,
      device: 'Firefox on Linux',
      ip: expect.stringContaining('127.0.0.1'),
    });
    expect(sessions.map((s) => [s.userAgent, s.device])).toEqual(
      expect.arrayContaining([['curl/8.0', 'curl']]),
    );
    expect(new Date(current[0].lastSeenAt as string).getTime()).toBeGreaterThan(0);
    const own = await one.gql(MY_SESSIONS, {}, rina);
    expect(own.body.data.mySessions).toHaveLength(1);
  });

  it('ends one of one’s own sessions; another user’s is FORBIDDEN; unknown and malformed ids are clear errors', async () => {
    const laptop = await signIn();
    const phone = await signIn(one, ADMIN, 'phone');
    const rina = await one.staffToken('rina', 'editor');
    const { sid: phoneSid } = jwt.decode(phone) as { sid: string };
    const END = 'mutation($id: ID!) { endSession(id: $id) }';

    const theirs = await one.gql(END, { id: phoneSid }, rina);
    expect(theirs.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(await answers(one, phone)).toEqual(ACCEPTED);

    expect((await one.gql(END, { id: phoneSid }, laptop)).body.data).toEqual({ endSession: true });
    expect(await answers(one, phone)).toEqual(REFUSED);
    await refusedWithin1s(two, phone);

    const again = await one.gql(END, { id: phoneSid }, laptop);
    expect(again.body.errors[0]).toMatchObject({
      message: expect.stringMatching(/Session .*not found/),
      extensions: { code: 'NOT_FOUND' },
    });
    const bad = await one.gql(END, { id: 'not-a-uuid' }, laptop);
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await answers(one, laptop)).toEqual(ACCEPTED);
  });

  it('"Sign out everywhere else" ends the others and keeps this one', async () => {
    const laptop = await signIn();
    const phone = await signIn(two, ADMIN, 'phone');
    const rina = await one.staffToken('rina', 'editor');
    const res = await one.gql('mutation { endOtherSessions }', {}, laptop).expect(200);
    // the phone and the harness's admin session
    expect(res.body.data).toEqual({ endOtherSessions: 2 });
    expect(await answers(one, laptop)).toEqual(ACCEPTED);
    await refusedWithin1s(two, phone);
    expect(await answers(one, rina)).toEqual(ACCEPTED);
  });
});

describe('account changes end sessions', () => {
  const CHANGE =
    'mutation($c:String!,$n:String!){ changePassword(currentPassword:$c, newPassword:$n) }';

  it('changing one’s password ends one’s other sessions, not this one', async () => {
    const laptop = await signIn();
    const office = await signIn(two, ADMIN, 'office');
    const res = await one.gql(CHANGE, { c: ADMIN.password, n: 'a-new-long-password' }, laptop);
    expect(res.body.data).toEqual({ changePassword: true });
    expect(await answers(one, laptop)).toEqual(ACCEPTED);
    expect(await answers(one, office)).toEqual(REFUSED);
    await refusedWithin1s(two, office);
  });

  it('a password reset ends every session of the account; so does disabling, and enabling brings none back', async () => {
    const rinaId = async () =>
      (await one.services.users.list()).find((u) => u.username === 'rina')!.id;
    const first = await one.staffToken('rina', 'editor');
    await one.services.users.resetPassword(await rinaId(), 'another-long-password', ADMIN_ACTOR);
    expect(await answers(one, first)).toEqual(REFUSED);
    await refusedWithin1s(two, first);

    const second = await signIn(one, { username: 'rina', password: 'another-long-password' });
    await one.services.users.setActive(await rinaId(), false, ADMIN_ACTOR);
    await one.services.users.setActive(await rinaId(), true, ADMIN_ACTOR);
    expect(await answers(one, second)).toEqual(REFUSED);
    expect(await answers(two, second)).toEqual(REFUSED);
  });
});

describe('last seen and clean-up', () => {
  afterEach(() => jest.restoreAllMocks());

  it('writes last seen at most once a minute', async () => {
    const token = await signIn();
    const { sid } = jwt.decode(token) as { sid: string };
    const lastSeen = async () =>
      (await one.ds.query('SELECT last_seen_at FROM sessions WHERE id = $1', [sid]))[0]
        .last_seen_at as Date;
    const age = () =>
      one.ds.query(
        `UPDATE sessions SET last_seen_at = now() - interval '2 minutes' WHERE id = $1`,
        [sid],
      );

    await age();
    await answers(one, token);
    const written = await lastSeen();
    expect(Date.now() - written.getTime()).toBeLessThan(30_000);
    // Within the minute this process writes nothing more, however old the row looks.
    await age();
    await answers(one, token);
    expect(Date.now() - (await lastSeen()).getTime()).toBeGreaterThan(60_000);
    // A minute later it does.
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    await answers(one, token);
    expect(now - (await lastSeen()).getTime()).toBeLessThan(30_000);
  });

  it('the scheduled clean-up job deletes expired sessions only', async () => {
    const live = await signIn();
    const gone = await signIn(one, ADMIN, 'old');
    const { sid } = jwt.decode(gone) as { sid: string };
    await one.ds.query(
      `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [sid],
    );
    // The auth feature's job, as the job queue runs it every ten minutes.
    const job = authFeature.workers?.(one.services).find((w) => w.queue === 'expired-sessions') as
      JobWorker<'expired-sessions'> | undefined;
    expect(job?.cron?.schedule).toBe('*/10 * * * *');
    await job?.run({});
    const [{ count }] = (await one.ds.query('SELECT count(*)::int AS count FROM sessions')) as {
      count: number;
    }[];
    expect(count).toBeGreaterThanOrEqual(1);
    expect(await one.ds.query('SELECT 1 FROM sessions WHERE id = $1', [sid])).toEqual([]);
    expect(await answers(one, gone)).toEqual(REFUSED);
    expect(await answers(one, live)).toEqual(ACCEPTED);
  });
});

describe('idle sessions', () => {
  it('a session unused for SESSION_IDLE_MINUTES (60) ends; one used within them goes on', async () => {
    const idle = await signIn();
    const recent = await signIn(one, ADMIN, 'recent');
    const unused = (token: string, minutes: number) =>
      one.ds.query(
        `UPDATE sessions SET last_seen_at = now() - make_interval(mins => $2) WHERE id = $1`,
        [(jwt.decode(token) as { sid: string }).sid, minutes],
      );
    await unused(idle, 61);
    await unused(recent, 59);
    expect(await answers(one, idle)).toEqual(REFUSED);
    expect(await answers(two, idle)).toEqual(REFUSED);
    expect(await answers(one, recent)).toEqual(ACCEPTED);
    // The clean-up job deletes it, which also closes its alert sockets on every instance.
    await one.services.auth.sessions.deleteExpired();
    expect(await sessionCount()).toBe(2); // the harness's admin session and `recent`
  });
});
