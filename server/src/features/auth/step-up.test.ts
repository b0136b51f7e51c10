/**
 * Step-up (PRODUCT.md §19), tried as the holder of a stolen session would: the token alone no
 * longer changes the account's e-mail (where "Forgot password?" sends its link), its passkeys or
 * its own password; confirmIdentity needs the password, a code or a passkey, lasts 5 minutes,
 * counts its wrong answers as failed sign-ins, and signing in does not count. disableTotp's
 * codes are counted too. Both addresses hear of an e-mail change.
 */
import { generate } from 'otplib';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { appPerFile, ADMIN } from '../../test/harness';
import { signInOverRest } from '../../test/sign-in';
import { createMailTestApp } from '../../test/mail-app';

const inbox: ParsedMail[] = [];
const t = appPerFile(() => createMailTestApp({}, { inbox }));
jest.setTimeout(60_000);

let nextIp = 1;
const freshIp = () => `203.0.113.${100 + nextIp++}`;

const gql = (token: string, query: string, variables: object = {}, ip = '192.0.2.9') =>
  request(t.app)
    .post('/graphql')
    .set('content-type', 'application/json')
    .set('x-forwarded-for', ip)
    .set('authorization', `Bearer ${token}`)
    .send({ query, variables });

/** A fresh sign-in of the admin, as the thief's copy of the token would be. */
const signIn = (ip = freshIp()) => signInOverRest(t, ADMIN, { 'x-forwarded-for': ip });

const SET_EMAIL = 'mutation($e:String){ setMyEmail(email:$e){ email } }';
const CONFIRM = 'mutation($p:String,$c:String){ confirmIdentity(password:$p, code:$c) }';
const reason = (res: request.Response) => res.body.errors?.[0]?.extensions;

describe('without a fresh confirmation', () => {
  it.each([
    ['setMyEmail', SET_EMAIL, { e: 'thief@evil.example' }],
    [
      'setStaffUserEmail on oneself',
      'mutation{ setStaffUserEmail(id:1, email:"t@evil.example"){ id } }',
      {},
    ],
    ['startPasskeyRegistration', 'mutation{ startPasskeyRegistration }', {}],
    ['addPasskey', 'mutation{ addPasskey(name:"x", response:"{}"){ id } }', {}],
    ['removePasskey', 'mutation{ removePasskey(id:1) }', {}],
    [
      'resetStaffUserPassword on oneself',
      'mutation{ resetStaffUserPassword(id:1, password:"a-password-the-thief-knows"){ id } }',
      {},
    ],
  ])('%s answers FORBIDDEN, reason CONFIRM_IDENTITY, and changes nothing', async (_n, q, v) => {
    const token = await signIn();
    const res = await gql(token, q, v).expect(200);
    expect(reason(res)).toMatchObject({ code: 'FORBIDDEN', reason: 'CONFIRM_IDENTITY' });
    const [row] = await t.ds.query('SELECT email, must_change_password FROM users WHERE id = 1');
    expect(row).toEqual({ email: null, must_change_password: false });
  });

  it('is refused over the alert socket transport too (the check is the service’s)', async () => {
    const token = await signIn();
    const actor = t.services.auth.tokens.verify(token)!;
    await expect(
      t.services.users.setEmail(actor.id, 'thief@evil.example', actor),
    ).rejects.toMatchObject({ kind: 'FORBIDDEN', reason: 'CONFIRM_IDENTITY' });
  });
});

describe('confirmIdentity', () => {
  it('with the password: this session may change the e-mail for 5 minutes, and only this one', async () => {
    const token = await signIn();
    const other = await signIn();
    const ok = await gql(token, CONFIRM, { p: ADMIN.password }).expect(200);
    expect(ok.body.errors).toBeUndefined();
    const until = new Date(ok.body.data.confirmIdentity).getTime();
    expect(until - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(5 * 60_000 + 2000);

    expect(reason(await gql(other, SET_EMAIL, { e: 'b@digitalride.example' }))).toMatchObject({
      reason: 'CONFIRM_IDENTITY',
    });
    const set = await gql(token, SET_EMAIL, { e: 'a@digitalride.example' }).expect(200);
    expect(set.body.data.setMyEmail).toEqual({ email: 'a@digitalride.example' });

    const log = await t.ds.query(
      `SELECT summary FROM activity_entries WHERE action = 'identity-confirmed'`,
    );
    expect(log).toEqual([{ summary: 'admin confirmed it was them (their password)' }]);

    // Five minutes later the confirmation is gone.
    await t.ds.query(`UPDATE sessions SET confirmed_at = now() - interval '301 seconds'`);
    expect(reason(await gql(token, SET_EMAIL, { e: 'c@digitalride.example' }))).toMatchObject({
      reason: 'CONFIRM_IDENTITY',
    });
  });

  it('a wrong password is a field error and a failed sign-in: the sixth try finds the account locked', async () => {
    const token = await signIn();
    for (let i = 0; i < 5; i++) {
      const res = await gql(token, CONFIRM, { p: `guess-${i}` }).expect(200);
      expect(reason(res)).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'password', message: 'The password is not right' }],
      });
    }
    const locked = await gql(token, CONFIRM, { p: ADMIN.password });
    expect(reason(locked)).toMatchObject({ code: 'LOCKED' });
    await request(t.app).post('/api/auth/login').send(ADMIN).expect(429);
  });

  it('asks for exactly one proof', async () => {
    const token = await signIn();
    const none = await gql(token, CONFIRM, {}).expect(200);
    expect(reason(none)).toMatchObject({ code: 'BAD_USER_INPUT' });
    const both = await gql(token, CONFIRM, { p: ADMIN.password, c: '123456' }).expect(200);
    expect(reason(both)).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('with a code from the app or a recovery code, for an account with two-step sign-in', async () => {
    const admin = t.adminToken();
    const { secret } = (await gql(admin, 'mutation{ startTotpEnrolment { secret } }')).body.data
      .startTotpEnrolment;
    const epoch = Math.floor(Date.now() / 1000);
    const codes = (
      await gql(admin, 'mutation($c:String!){ confirmTotpEnrolment(code:$c) }', {
        c: await generate({ secret, epoch: epoch - 30 }),
      })
    ).body.data.confirmTotpEnrolment as string[];
    const wrong = await gql(admin, CONFIRM, { c: '000000' }).expect(200);
    expect(reason(wrong)).toMatchObject({ code: 'BAD_USER_INPUT' });
    const byApp = await gql(admin, CONFIRM, { c: await generate({ secret, epoch }) });
    expect(byApp.body.errors).toBeUndefined();
    const byRecovery = await gql(admin, CONFIRM, { c: codes[0].toLowerCase() });
    expect(byRecovery.body.errors).toBeUndefined();
    // Used once.
    expect(reason(await gql(admin, CONFIRM, { c: codes[0] }))).toMatchObject({
      code: 'BAD_USER_INPUT',
    });
  });
});

describe('disableTotp', () => {
  it('counts its wrong codes as failed sign-ins: the account locks after five', async () => {
    const admin = t.adminToken();
    const { secret } = (await gql(admin, 'mutation{ startTotpEnrolment { secret } }')).body.data
      .startTotpEnrolment;
    await gql(admin, 'mutation($c:String!){ confirmTotpEnrolment(code:$c) }', {
      c: await generate({ secret }),
    });
    const DISABLE = 'mutation($c:String!){ disableTotp(code:$c) }';
    for (let i = 0; i < 5; i++) {
      const res = await gql(admin, DISABLE, { c: `00000${i}` }).expect(200);
      expect(reason(res)).toMatchObject({ code: 'BAD_USER_INPUT' });
    }
    expect(reason(await gql(admin, DISABLE, { c: '999999' }))).toMatchObject({ code: 'LOCKED' });
    const [row] = await t.ds.query('SELECT totp_enabled FROM users WHERE id = 1');
    expect(row.totp_enabled).toBe(true);
  });
});

describe('an e-mail change', () => {
  it('is announced to the old address and to the new one', async () => {
    const token = await signIn();
    await gql(token, CONFIRM, { p: ADMIN.password }).expect(200);
    await gql(token, SET_EMAIL, { e: 'old@digitalride.example' }).expect(200);
    await gql(token, SET_EMAIL, { e: 'new@digitalride.example' }).expect(200);
    const end = Date.now() + 30_000;
    while (inbox.length < 3 && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
    const to = inbox.map((m) => JSON.stringify(m.to)).sort();
    expect(to).toHaveLength(3);
    expect(to.filter((a) => a.includes('old@digitalride.example'))).toHaveLength(2);
    expect(to.filter((a) => a.includes('new@digitalride.example'))).toHaveLength(1);
    const toOld = inbox.find(
      (m) => JSON.stringify(m.to).includes('old@') && /changed to another/.test(m.text ?? ''),
    )!;
    expect(toOld.subject).toBe('The e-mail address of your DigitalRideWeb account changed');
    expect(toOld.text).not.toContain('new@digitalride.example');
  });
});

describe('changePassword', () => {
  it('takes its current password as the proof: no confirmation asked, and one given', async () => {
    const token = await signIn();
    const res = await gql(
      token,
      'mutation{ changePassword(currentPassword:"correct-horse-battery", newPassword:"a-new-long-password-1") }',
    ).expect(200);
    expect(res.body.errors).toBeUndefined();
    const set = await gql(token, SET_EMAIL, { e: 'a@digitalride.example' }).expect(200);
    expect(set.body.errors).toBeUndefined();
  });
});

describe('sign-in answers', () => {
  it('carry Cache-Control: no-store (REST and GraphQL, right or wrong)', async () => {
    const answers = [
      await request(t.app).post('/api/auth/login').send(ADMIN),
      await request(t.app)
        .post('/api/auth/login')
        .send({ ...ADMIN, password: 'wrong-password' }),
      await request(t.app).post('/api/auth/login/2fa').send({ challenge: 'x', code: '123456' }),
      await request(t.app)
        .post('/graphql')
        .set('content-type', 'application/json')
        .send({
          query:
            'mutation($u:String!,$p:String!){ login(username:$u, password:$p){ accessToken } }',
          variables: { u: ADMIN.username, p: ADMIN.password },
        }),
      await request(t.app)
        .post('/graphql')
        .set('content-type', 'application/json')
        .send({ query: 'mutation{ completeLogin(challenge:"x", code:"123456"){ accessToken } }' }),
    ];
    for (const res of answers) {
      expect({ url: res.request.url, cache: res.headers['cache-control'] }).toEqual({
        url: res.request.url,
        cache: 'no-store',
      });
    }
  });
});
