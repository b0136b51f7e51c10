/**
 * Forgot password, against PostgreSQL and a real SMTP server: the link by
 * e-mail through the job queue, good once for 30 minutes, the same answer (and the same work)
 * whatever the address, limits in PostgreSQL, a weak password refused, and a reset that ends
 * every session of the account.
 */
import { appPerFile, ADMIN, ADMIN_ACTOR } from '../../test/harness';
import { createMailTestApp } from '../../test/mail-app';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { LINK_GONE } from './password-reset';

const inbox: ParsedMail[] = [];
const t = appPerFile(() => createMailTestApp({}, { inbox }));
jest.setTimeout(60_000);

let nextIp = 1;
const freshIp = () => `198.51.100.${nextIp++}`;
const ADDRESS = 'admin.owner@digitalride.example';

const gqlFrom = (ip: string, query: string, variables: Record<string, unknown>, token?: string) => {
  const req = request(t.app)
    .post('/graphql')
    .set('content-type', 'application/json')
    .set('x-forwarded-for', ip);
  if (token) req.set('authorization', `Bearer ${token}`);
  return req.send({ query, variables });
};
const ask = (email: string, ip = freshIp()) =>
  gqlFrom(ip, 'mutation($e:String!){ requestPasswordReset(email:$e) }', { e: email });
const reset = (token: string, newPassword: string, ip = freshIp()) =>
  gqlFrom(
    ip,
    'mutation($t:String!,$p:String!){ resetPasswordWithToken(token:$t, newPassword:$p) }',
    { t: token, p: newPassword },
  );

/** Step-up (§19): one's own address changes only after confirming it is them. */
async function confirmed(token: string, password = ADMIN.password) {
  const res = await t.gql(
    'mutation($p:String){ confirmIdentity(password:$p) }',
    { p: password },
    token,
  );
  expect(res.body.errors).toBeUndefined();
  return token;
}

async function setAddress(email: string) {
  await confirmed(t.adminToken());
  const res = await t.gql(
    'mutation($e:String){ setMyEmail(email:$e){ email } }',
    { e: email },
    t.adminToken(),
  );
  expect(res.body.data.setMyEmail.email).toBe(email);
  // The new address hears of the change (§19): that notice is not what these tests look at.
  const until = Date.now() + 30_000;
  const notice = () => inbox.findIndex((m) => /e-mail address of your/.test(m.subject ?? ''));
  while (notice() < 0) {
    if (Date.now() > until) throw new Error('no e-mail change notice arrived');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  inbox.splice(notice(), 1);
}

/** Waits until no reset job is waiting or running: whatever they were to send is sent. */
async function jobsDone() {
  const until = Date.now() + 30_000;
  for (;;) {
    const [{ n }] = await t.ds.query(
      `SELECT count(*)::int AS n FROM pgboss.job
       WHERE name = 'password-reset-mail' AND state IN ('created', 'retry', 'active')`,
    );
    if (n === 0) return;
    if (Date.now() > until) throw new Error('reset jobs still waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The reset link's token from the mail sent to `to`. */
async function linkTo(to: string): Promise<string> {
  const until = Date.now() + 30_000;
  const mine = () => inbox.find((m) => JSON.stringify(m.to).includes(to));
  while (!mine()) {
    if (Date.now() > until) throw new Error(`no reset e-mail arrived for ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const mail = mine()!;
  expect(mail.subject).toBe('Reset your DigitalRideWeb back-office password');
  const match = /http:\/\/localhost:\d+\/reset-password\?token=([\w-]+)/.exec(mail.text ?? '');
  expect(match).not.toBeNull();
  expect(mail.html).toContain(`/reset-password?token=${match![1]}`);
  return match![1];
}

const profile = (token: string) =>
  request(t.app).get('/api/auth/profile').set('authorization', `Bearer ${token}`);
const login = (password: string) =>
  request(t.app)
    .post('/api/auth/login')
    .set('x-forwarded-for', freshIp())
    .send({ username: ADMIN.username, password });

it('e-mails a link that sets a new password once, ends every session, and is refused the second time', async () => {
  await setAddress(ADDRESS);
  const before = t.adminToken();
  await profile(before).expect(200);

  expect((await ask(' Admin.Owner@DigitalRide.example ')).body).toEqual({
    data: { requestPasswordReset: true },
  });
  const token = await linkTo(ADDRESS);

  // A weak password is refused and the link still works.
  const weak = await reset(token, 'password1234');
  expect(weak.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  expect(weak.body.errors[0].extensions.fields).toEqual([
    { field: 'newPassword', message: expect.stringMatching(/most common/) },
  ]);
  const short = await reset(token, 'short-one');
  expect(short.body.errors[0].extensions.fields[0].message).toMatch(/at least 12 characters/);
  await profile(before).expect(200);

  const done = await reset(token, 'a-brand-new-secret-42');
  expect(done.body).toEqual({ data: { resetPasswordWithToken: true } });
  await profile(before).expect(401);
  await login(ADMIN.password).expect(401);
  await login('a-brand-new-secret-42').expect(200);

  const again = await reset(token, 'yet-another-secret-43');
  expect(again.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  expect(again.body.errors[0].extensions.fields).toEqual([{ field: 'token', message: LINK_GONE }]);
  await login('yet-another-secret-43').expect(401);

  const actions: { action: string }[] = await t.ds.query(
    `SELECT action FROM activity_entries WHERE entity = 'User' AND entity_id = 1 ORDER BY id`,
  );
  expect(actions.map((a) => a.action)).toEqual(
    expect.arrayContaining(['reset-requested', 'password-reset']),
  );
  // The database keeps only the link's hash.
  const stored = await t.ds.query(`SELECT token_hash FROM password_resets`);
  expect(JSON.stringify(stored)).not.toContain(token);
});

it('refuses a link after its 30 minutes', async () => {
  await setAddress(ADDRESS);
  await ask(ADDRESS);
  const token = await linkTo(ADDRESS);
  await t.ds.query(`UPDATE password_resets SET expires_at = now() - interval '1 second'`);
  const late = await reset(token, 'a-brand-new-secret-42');
  expect(late.body.errors[0].extensions.fields).toEqual([{ field: 'token', message: LINK_GONE }]);
  await login(ADMIN.password).expect(200);
});

it('answers an unknown address exactly as a known one, queues the same job, and sends nothing', async () => {
  await setAddress(ADDRESS);
  await t.ds.query(`DELETE FROM pgboss.job WHERE name = 'password-reset-mail'`);
  const unknown = await ask('nobody@digitalride.example');
  const known = await ask(ADDRESS);
  expect(unknown.status).toBe(known.status);
  expect(unknown.text).toBe(known.text);
  await jobsDone();
  expect(inbox.map((m) => JSON.stringify(m.to))).toEqual([expect.stringContaining(ADDRESS)]);
  // Both requests queued one job; neither holds an address.
  const jobs: { data: unknown }[] = await t.ds.query(
    `SELECT data FROM pgboss.job WHERE name = 'password-reset-mail'`,
  );
  expect(jobs).toHaveLength(2);
  expect(JSON.stringify(jobs)).not.toMatch(/@/);
});

it('a disabled account gets no link; a malformed address or token is refused with a message', async () => {
  await setAddress(ADDRESS);
  const editor = await t.services.users.create(
    { username: 'gone-editor', role: 'editor', password: 'gone-editor-password' },
    ADMIN_ACTOR,
  );
  await t.services.users.setEmail(editor.id, 'gone@digitalride.example', ADMIN_ACTOR);
  await t.services.users.setActive(editor.id, false, ADMIN_ACTOR);
  expect((await ask('gone@digitalride.example')).body.data.requestPasswordReset).toBe(true);
  await jobsDone();
  // (The address's own notice of being set may arrive: no reset link does.)
  expect(inbox.filter((m) => /^Reset/.test(m.subject ?? ''))).toEqual([]);

  const bad = await ask('not-an-address');
  expect(bad.body.errors[0].extensions.fields).toEqual([
    { field: 'email', message: 'E-mail must be a valid e-mail address' },
  ]);
  const forged = await reset('made-up-token', 'a-brand-new-secret-42');
  expect(forged.body.errors[0].extensions.fields).toEqual([{ field: 'token', message: LINK_GONE }]);
});

it('counts requests in PostgreSQL: the 6th from one client in 15 minutes is TOO_MANY_REQUESTS, known address or not', async () => {
  const ip = freshIp();
  for (let i = 0; i < 5; i++) {
    expect((await ask(`someone${i}@digitalride.example`, ip)).body.data).toEqual({
      requestPasswordReset: true,
    });
  }
  const refused = await ask(ADDRESS, ip);
  expect(refused.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
  expect(refused.body.errors[0].extensions.retryAfter).toBeGreaterThan(14 * 60);
  // Per address too, from many networks.
  for (let i = 0; i < 3; i++) await ask('target@digitalride.example');
  expect((await ask('target@digitalride.example')).body.errors[0].extensions.code).toBe(
    'TOO_MANY_REQUESTS',
  );
});

describe('an account’s e-mail address', () => {
  it('is set by an admin or its owner, belongs to one account, and must look like an address', async () => {
    const editorToken = await confirmed(
      await t.staffToken('mail-editor', 'editor'),
      'mail-editor-password',
    );
    const mine = await t.gql(
      'mutation{ setMyEmail(email:"Editor@DigitalRide.example"){ username email } }',
      {},
      editorToken,
    );
    expect(mine.body.data.setMyEmail).toEqual({
      username: 'mail-editor',
      email: 'Editor@DigitalRide.example',
    });
    const taken = await t.gql(
      'mutation{ setMyEmail(email:"editor@digitalride.example"){ email } }',
      {},
      await confirmed(t.adminToken()),
    );
    expect(taken.body.errors[0].extensions.code).toBe('CONFLICT');
    const bad = await t.gql('mutation{ setMyEmail(email:"nope"){ email } }', {}, editorToken);
    expect(bad.body.errors[0].extensions.fields).toEqual([
      { field: 'email', message: 'E-mail must be a valid e-mail address' },
    ]);
    // An editor cannot set another's; an admin can, and clear it.
    const other = await t.gql(
      'mutation{ setStaffUserEmail(id:1, email:"x@digitalride.example"){ email } }',
      {},
      editorToken,
    );
    expect(other.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const cleared = await t.gql(
      'mutation{ setStaffUserEmail(id:2, email:""){ email } }',
      {},
      t.adminToken(),
    );
    expect(cleared.body.data.setStaffUserEmail).toEqual({ email: null });
  });
});
