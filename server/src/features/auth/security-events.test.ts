/**
 * Security events: failed sign-ins of an existing account and ended sessions in
 * the activity log, and the e-mail its owner gets about a sign-in from a device and network the
 * account had not used before (none for its very first sign-in, none for one seen already).
 */
import { appPerFile, ADMIN } from '../../test/harness';
import { createMailTestApp } from '../../test/mail-app';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';

const inbox: ParsedMail[] = [];
const t = appPerFile(() => createMailTestApp({}, { inbox }));
jest.setTimeout(60_000);

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36';

const login = (password: string, ip: string, ua = FIREFOX, username = ADMIN.username) =>
  request(t.app)
    .post('/api/auth/login')
    .set('x-forwarded-for', ip)
    .set('user-agent', ua)
    .send({ username, password });

async function actions(action: string): Promise<string[]> {
  const rows: { summary: string }[] = await t.ds.query(
    'SELECT summary FROM activity_entries WHERE action = $1 ORDER BY id',
    [action],
  );
  return rows.map((r) => r.summary);
}

async function until<T>(what: string, check: () => Promise<T | undefined> | T | undefined) {
  const end = Date.now() + 30_000;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error(`waited in vain for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('records a wrong password for an existing account, not for a name nobody has', async () => {
  await login('not-the-password', '192.0.2.10').expect(401);
  await login('not-the-password', '192.0.2.10', FIREFOX, 'nobody-at-all').expect(401);
  const failed = await until('the failed sign-in entry', async () => {
    const rows = await actions('login-failed');
    return rows.length ? rows : undefined;
  });
  expect(failed).toEqual(['Failed sign-in to admin: a wrong password']);
});

it('records every ended session: logout, one other, all others', async () => {
  const tokens: string[] = [];
  for (let i = 0; i < 4; i++) {
    const res = await login(ADMIN.password, '192.0.2.20').expect(200);
    tokens.push(res.body.access_token);
  }
  await request(t.app)
    .post('/api/auth/logout')
    .set('authorization', `Bearer ${tokens[0]}`)
    .expect(204);
  const sessions = await t.gql('{ mySessions { id current } }', {}, tokens[1]);
  const other = sessions.body.data.mySessions.find((s: { current: boolean }) => !s.current).id;
  await t.gql('mutation($id: ID!){ endSession(id: $id) }', { id: other }, tokens[1]).expect(200);
  const ended = await t.gql('mutation{ endOtherSessions }', {}, tokens[1]);
  expect(ended.body.data.endOtherSessions).toBeGreaterThan(0);
  expect(await actions('session-ended')).toEqual([
    'admin signed out',
    'admin signed out one of their other sessions',
    expect.stringMatching(/^admin signed out everywhere else/),
  ]);
});

it('e-mails the owner about a sign-in from a new device and network, not about one seen before', async () => {
  await t.ds.query(`UPDATE users SET email = 'owner@digitalride.example' WHERE id = 1`);
  // The account's first sign-in is no news; the same browser on the same network again neither.
  await login(ADMIN.password, '192.0.2.30').expect(200);
  await login(ADMIN.password, '192.0.2.31').expect(200);
  // A phone on another network.
  await login(ADMIN.password, '198.51.100.7', CHROME_ANDROID).expect(200);
  const mail = await until('the new-device e-mail', () => inbox[0]);
  expect(mail.subject).toBe('A new sign-in to your DigitalRideWeb account');
  expect(mail.text).toContain('Chrome on Android');
  expect(JSON.stringify(mail.to)).toContain('owner@digitalride.example');
  // Every job done, still that one mail.
  await until('the queue to empty', async () => {
    const [{ n }] = await t.ds.query(
      `SELECT count(*)::int AS n FROM pgboss.job
       WHERE name = 'security-mail' AND state IN ('created', 'retry', 'active')`,
    );
    return n === 0 ? true : undefined;
  });
  expect(inbox).toHaveLength(1);
  // The table keeps no address.
  const known = await t.ds.query('SELECT * FROM known_devices');
  expect(known).toHaveLength(2);
  expect(JSON.stringify(known)).not.toMatch(/198\.51|192\.0/);
});
