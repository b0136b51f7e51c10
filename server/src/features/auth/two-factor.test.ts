/**
 * Two-step sign-in with an authenticator app: enrolment, the sign-in's second
 * step over REST and GraphQL, codes good once, recovery codes used once, a challenge's 5 tries,
 * REQUIRE_2FA's enrol-only token, and turning it off.
 */
import { createHash } from 'node:crypto';
import { generate } from 'otplib';
import { Pool } from 'pg';
import request from 'supertest';
import { ADMIN, appPerFile, createTestApp, type TestApp } from '../../test/harness';
import { resetTwoFactor } from './reset-2fa';

const t = appPerFile();
/** Another instance on the same database, with REQUIRE_2FA=all: `t` resets what they share. */
const strict = appPerFile(() => createTestApp({ REQUIRE_2FA: 'all' }), { resetEach: false });

const now = () => Math.floor(Date.now() / 1000);
/** The app's code `steps` time steps from now (±1 is accepted). */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: now() + steps * 30 });

const START = 'mutation { startTotpEnrolment { secret otpauthUrl qrSvg } }';
const CONFIRM = 'mutation($c:String!){ confirmTotpEnrolment(code:$c) }';
const DISABLE = 'mutation($c:String!){ disableTotp(code:$c) }';
const ME = '{ me { username totpEnabled } }';

async function enrol(app: TestApp, token: string) {
  const started = await app.gql(START, {}, token);
  const { secret, otpauthUrl, qrSvg } = started.body.data.startTotpEnrolment;
  expect(otpauthUrl).toMatch(
    /^otpauth:\/\/totp\/DigitalRideWeb:\w+\?secret=[A-Z2-7]+&issuer=DigitalRideWeb$/,
  );
  expect(qrSvg).toMatch(/^<svg/);
  const code = await codeAt(secret);
  const confirmed = await app.gql(CONFIRM, { c: code }, token);
  return { secret, code, recovery: confirmed.body.data.confirmTotpEnrolment as string[] };
}

const loginRest = (app: TestApp, body: object = ADMIN, ip = '198.51.100.20') =>
  request(app.app).post('/api/auth/login').set('x-forwarded-for', ip).send(body);
const second = (app: TestApp, challenge: string, code: string, ip = '198.51.100.20') =>
  request(app.app).post('/api/auth/login/2fa').set('x-forwarded-for', ip).send({ challenge, code });

describe('enrolment', () => {
  it('a wrong code turns nothing on; the right one gives 10 single-use recovery codes and turns it on', async () => {
    const token = t.adminToken();
    const { secret } = (await t.gql(START, {}, token)).body.data.startTotpEnrolment;
    const wrong = await t.gql(CONFIRM, { c: '000000' }, token);
    expect(wrong.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await t.gql(ME, {}, token)).body.data.me.totpEnabled).toBe(false);

    const ok = await t.gql(CONFIRM, { c: await codeAt(secret) }, token);
    const codes = ok.body.data.confirmTotpEnrolment as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    codes.forEach((c) => expect(c).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/));
    expect((await t.gql(ME, {}, token)).body.data.me.totpEnabled).toBe(true);
    // Stored sealed and hashed, never as shown.
    const [row] = await t.ds.query('SELECT totp_secret FROM users WHERE id = 1');
    expect(row.totp_secret).not.toContain(secret);
    const hashes = await t.ds.query('SELECT code_hash FROM recovery_codes');
    expect(hashes).toHaveLength(10);
    expect(JSON.stringify(hashes)).not.toContain(codes[0].replace('-', ''));
    const log = await t.ds.query(`SELECT summary FROM activity_entries WHERE action = '2fa-on'`);
    expect(log).toEqual([{ summary: 'admin turned two-step sign-in on' }]);
  });
});

describe('recovery codes at rest', () => {
  const sha = (code: string) =>
    createHash('sha256').update(code.toUpperCase().replace('-', '')).digest('hex');

  it('are stored as an HMAC under the server key, not as a plain SHA-256 of the code', async () => {
    const { recovery } = await enrol(t, t.adminToken());
    const rows: { code_hash: string }[] = await t.ds.query('SELECT code_hash FROM recovery_codes');
    const plain = new Set(recovery.map(sha));
    expect(rows.filter((r) => plain.has(r.code_hash))).toEqual([]);
  });

  it('a code stored as SHA-256 before still works, and is rewrapped by the periodic job', async () => {
    const { recovery } = await enrol(t, t.adminToken());
    // As a database from before the key would hold them.
    await t.ds.query('DELETE FROM recovery_codes');
    await t.ds.query(
      'INSERT INTO recovery_codes (user_id, code_hash) SELECT 1, unnest($1::char(64)[])',
      [recovery.map(sha)],
    );
    expect(await t.services.auth.twoFactor.verifyCode(1, recovery[0])).toBe('recovery');
    expect(await t.services.auth.twoFactor.rekeyRecoveryCodes()).toBe(10);
    const rows: { code_hash: string }[] = await t.ds.query('SELECT code_hash FROM recovery_codes');
    expect(rows.filter((r) => recovery.map(sha).includes(r.code_hash))).toEqual([]);
    expect(await t.services.auth.twoFactor.verifyCode(1, recovery[1])).toBe('recovery');
    expect(await t.services.auth.twoFactor.verifyCode(1, recovery[0])).toBe(false);
  });
});

describe('signing in with two-step sign-in on', () => {
  it('REST: the password gives a challenge and no token; the code gives the token; the same code twice is refused', async () => {
    const { secret, code: enrolled } = await enrol(t, t.adminToken());
    const first = await loginRest(t).expect(200);
    expect(first.body).toEqual({ mfa_required: true, challenge: expect.any(String) });
    // The code that confirmed the enrolment was used: it is good no more (that very code: one
    // computed again could belong to the next 30-second step on a busy machine).
    const reused = await second(t, first.body.challenge, enrolled).expect(401);
    expect(reused.body.message).toMatch(/^That code is not right/);
    const code = await codeAt(secret, 1);
    const done = await second(t, first.body.challenge, code).expect(200);
    const profile = await request(t.app)
      .get('/api/auth/profile')
      .set('authorization', `Bearer ${done.body.access_token}`)
      .expect(200);
    expect(profile.body.username).toBe('admin');
    // The challenge was answered: gone. And the code was used: no second sign-in with it.
    await second(t, first.body.challenge, code).expect(401);
    const again = await loginRest(t).expect(200);
    await second(t, again.body.challenge, code).expect(401);
  });

  it('GraphQL: login answers accessToken null and mfaChallenge; completeLogin with a recovery code, once', async () => {
    const { recovery } = await enrol(t, t.adminToken());
    const LOGIN =
      'mutation($u:String!,$p:String!){ login(username:$u,password:$p){ accessToken mfaChallenge user { id } } }';
    const COMPLETE =
      'mutation($ch:String!,$c:String!){ completeLogin(challenge:$ch, code:$c){ accessToken user { username } } }';
    const first = (await t.gql(LOGIN, { u: 'admin', p: ADMIN.password })).body.data.login;
    expect(first).toEqual({ accessToken: null, mfaChallenge: expect.any(String), user: null });
    const done = await t.gql(COMPLETE, { ch: first.mfaChallenge, c: recovery[3].toLowerCase() });
    expect(done.body.data.completeLogin).toEqual({
      accessToken: expect.any(String),
      user: { username: 'admin' },
    });

    const again = (await t.gql(LOGIN, { u: 'admin', p: ADMIN.password })).body.data.login;
    const refused = await t.gql(COMPLETE, { ch: again.mfaChallenge, c: recovery[3] });
    expect(refused.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const log = await t.ds.query(`SELECT summary FROM activity_entries WHERE action = 'login'`);
    expect(log).toEqual([{ summary: 'admin signed in with a recovery code' }]);
  });

  it('a challenge allows 5 tries; wrong codes count as failed sign-ins', async () => {
    const { secret } = await enrol(t, t.adminToken());
    const { challenge } = (await loginRest(t, ADMIN, '198.51.100.21').expect(200)).body;
    // The password's attempt counts until a code is right: 4 wrong codes reach the lock.
    for (let i = 0; i < 4; i++) await second(t, challenge, '000000', '198.51.100.21').expect(401);
    const locked = await second(t, challenge, await codeAt(secret, 1), '198.51.100.21').expect(429);
    expect(locked.body).toMatchObject({ error: 'LOCKED' });
  });

  it('a challenge is gone after its 5 tries, even with the right code', async () => {
    const { secret } = await enrol(t, t.adminToken());
    const { challenge } = (await loginRest(t).expect(200)).body;
    await t.ds.query('UPDATE login_challenges SET tries = 5');
    const gone = await second(t, challenge, await codeAt(secret, 1)).expect(401);
    expect(gone.body.message).toMatch(/^This sign-in has expired/);
    const { challenge: late } = (await loginRest(t).expect(200)).body;
    await t.ds.query(`UPDATE login_challenges SET expires_at = now() - interval '1 second'`);
    await second(t, late, await codeAt(secret, 1)).expect(401);
  });

  it('a malformed second step is a 400', async () => {
    await request(t.app).post('/api/auth/login/2fa').send({}).expect(400);
    await request(t.app)
      .post('/api/auth/login/2fa')
      .send({ challenge: 5, code: [1] })
      .expect(400);
  });
});

describe('turning it off', () => {
  it('needs a right code; then sign-in is by password alone again', async () => {
    const token = t.adminToken();
    const { secret } = await enrol(t, token);
    const wrong = await t.gql(DISABLE, { c: '123456' }, token);
    expect(wrong.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const ok = await t.gql(DISABLE, { c: await codeAt(secret, 1) }, token);
    expect(ok.body.data).toEqual({ disableTotp: true });
    expect((await t.gql(ME, {}, token)).body.data.me.totpEnabled).toBe(false);
    expect(await t.ds.query('SELECT 1 FROM recovery_codes')).toEqual([]);
    expect((await loginRest(t).expect(200)).body.access_token).toEqual(expect.any(String));
  });
});

describe('REQUIRE_2FA', () => {
  it('all: a password alone gives a token that can only enrol; enrolled, everything opens', async () => {
    await strict.reset();
    const { access_token: token } = (await loginRest(strict, ADMIN, '198.51.100.30').expect(200))
      .body;
    const list = await strict.gql('{ staffUsers { id } }', {}, token);
    expect(list.body.errors[0].extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'ENROL_2FA',
    });
    await request(strict.app)
      .get('/api/contactus')
      .set('authorization', `Bearer ${token}`)
      .expect(403);
    expect((await strict.gql(ME, {}, token)).body.data.me.totpEnabled).toBe(false);
    await enrol(strict, token);
    expect((await strict.gql('{ staffUsers { id } }', {}, token)).body.errors).toBeUndefined();
  });
});

describe('npm run reset-2fa', () => {
  it('turns it off for a locked-out account from the server, ends its sessions and lifts its lock', async () => {
    const token = t.adminToken();
    await enrol(t, token);
    for (let i = 0; i < 6; i++)
      await loginRest(t, { ...ADMIN, password: 'wrong-password' }, '198.51.100.40');
    const pool = new Pool({ connectionString: (t.ds.options as { url?: string }).url, max: 1 });
    try {
      expect(await resetTwoFactor(t.ds, pool, 'ADMIN')).toBe('admin');
      expect(await resetTwoFactor(t.ds, pool, 'nobody')).toBeNull();
    } finally {
      await pool.end();
    }
    expect(
      (await request(t.app).get('/api/auth/profile').set('authorization', `Bearer ${token}`))
        .status,
    ).toBe(401);
    const res = await loginRest(t, ADMIN, '198.51.100.41').expect(200);
    expect(res.body.access_token).toEqual(expect.any(String));
    const log = await t.ds.query(
      `SELECT actor, action FROM activity_entries WHERE action = '2fa-off'`,
    );
    expect(log).toEqual([{ actor: 'system', action: '2fa-off' }]);
  });
});
