/**
 * Live staff alerts over graphql-ws, with two app instances on one database: a visitor's
 * message sent to instance B reaches an admin subscribed on instance A.
 */
import { appSchema } from '..';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type Client } from 'graphql-ws';
import request from 'supertest';
import WebSocket from 'ws';
import { ADMIN, ADMIN_ACTOR, createTestApp, type TestApp } from '../../test/harness';
import { signInOverRest } from '../../test/sign-in';
import { attachRealtime, SOCKET_SWEEP_MS } from '../../graphql/ws';

let a: TestApp;
let b: TestApp;
let server: http.Server;
let realtime: { close(): Promise<void> };
let url: string;
const clients: Client[] = [];

beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp();
  await a.reset();
  server = http.createServer(a.app);
  // Swept every 300 ms here (30 s in production) so the idle and expiry case needs no long wait.
  realtime = await attachRealtime(server, a.services, await appSchema(), { sweepMs: 300 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await realtime.close();
  await new Promise((resolve) => server.close(resolve));
  await b.close();
  await a.close();
});

const SUBSCRIBE = 'subscription { staffAlerts { kind id title createdAt } }';

function connect(authorization?: string) {
  const client = createClient({
    url,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    lazy: false,
    // The close is what the tests look at; graphql-ws would also print it.
    onNonLazyError: () => undefined,
    connectionParams: authorization ? { authorization } : {},
  });
  clients.push(client);
  return client;
}

/** Resolves with the first alert, or rejects with how the server refused. */
function firstAlert(client: Client) {
  return new Promise<Record<string, unknown>>((resolve, reject) => {
    client.subscribe(
      { query: SUBSCRIBE },
      {
        next: (value) =>
          value.errors ? reject(value.errors) : resolve(value.data!.staffAlerts as never),
        error: (err) => reject(err),
        complete: () => reject(new Error('completed without an alert')),
      },
    );
  });
}

/** Waits until the server has acknowledged the connection. */
/** A visitor's contact message, sent to the other instance (`b`): what raises a staff alert. */
const visitorWrites = (name: string, subject: string) =>
  request(b.app)
    .post('/api/contactus')
    .send({
      name,
      contact_number: '01712345678',
      email: `${name.toLowerCase()}@example.com`,
      subject,
      message: 'Hi',
    })
    .expect(201);

const connected = (client: Client) =>
  new Promise<void>((resolve, reject) => {
    client.on('connected', () => resolve());
    client.on('closed', (event) => reject(event));
  });

describe('staffAlerts subscription', () => {
  it('reaches an admin on another instance when a visitor sends a message', async () => {
    const client = connect(`Bearer ${a.adminToken()}`);
    const alert = firstAlert(client);
    await connected(client);
    // The subscription starts a moment after the ack: wait until instance A listens for alerts.
    const listening = () =>
      (a.services.bus as unknown as { handlers: Map<string, Set<unknown>> }).handlers.get(
        'staff_alert',
      )?.size;
    while (!listening()) await new Promise((resolve) => setImmediate(resolve));
    await visitorWrites('Nusrat', 'Corporate account');
    await expect(alert).resolves.toMatchObject({
      kind: 'MESSAGE',
      id: 1,
      title: 'Message from Nusrat: Corporate account',
    });
  });

  it.each([
    ['no token', undefined],
    ['a malformed token', 'Bearer not.a.token'],
    ['an editor', 'editor'],
  ])('refuses %s', async (_label, auth) => {
    const token =
      auth === 'editor' ? `Bearer ${await a.staffToken(`ed${Date.now()}`, 'editor')}` : auth;
    const client = connect(token);
    await expect(connected(client)).rejects.toMatchObject({ code: 4403 });
  });
});

/** Resolves with the close code once the server closes an acknowledged connection. */
const closedCode = (client: Client) =>
  new Promise<number>((resolve) => {
    client.on('closed', (event) => resolve((event as { code: number }).code));
  });

describe('a session that ends closes its alert socket', () => {
  const signIn = (username: string, password: string) => signInOverRest(a, { username, password });
  const staffAdmin = async () => {
    const username = `boss${Date.now()}`;
    await a.staffToken(username, 'admin');
    const user = (await a.services.users.list()).find((u) => u.username === username)!;
    return { id: user.id, token: await signIn(username, `${username}-password`) };
  };
  const byGql = (query: string) => async (token: string) => {
    const res = await b.gql(query, {}, token).expect(200);
    expect(res.body.errors).toBeUndefined();
  };

  it.each([
    [
      'logout (REST, another instance)',
      async (token: string) => {
        await request(b.app)
          .post('/api/auth/logout')
          .set('authorization', `Bearer ${token}`)
          .expect(204);
      },
    ],
    ['logout (GraphQL)', byGql('mutation { logout }')],
    [
      'endOtherSessions from another session',
      async () => {
        await byGql('mutation { endOtherSessions }')(await signIn(ADMIN.username, ADMIN.password));
      },
    ],
  ])('closes it with 4401 after %s, and no alert reaches it', async (_label, end) => {
    await a.reset();
    const token = await signIn(ADMIN.username, ADMIN.password);
    const client = connect(`Bearer ${token}`);
    const alerts: unknown[] = [];
    client.subscribe(
      { query: SUBSCRIBE },
      { next: (v) => alerts.push(v), error: () => undefined, complete: () => undefined },
    );
    await connected(client);
    const closed = closedCode(client);
    await end(token);
    await expect(closed).resolves.toBe(4401);
    await visitorWrites('Late', 'After');
    expect(alerts).toEqual([]);
  });

  it.each([
    ['disabled', (id: number) => b.services.users.setActive(id, false, ADMIN_ACTOR)],
    ['made an editor', (id: number) => b.services.users.setRole(id, 'editor', ADMIN_ACTOR)],
    [
      'given a new password by an admin',
      (id: number) => b.services.users.resetPassword(id, 'a-brand-new-long-password', ADMIN_ACTOR),
    ],
  ])('closes it with 4401 when the account is %s on another instance', async (_label, change) => {
    await a.reset();
    const { id, token } = await staffAdmin();
    const client = connect(`Bearer ${token}`);
    await connected(client);
    const closed = closedCode(client);
    await change(id);
    await expect(closed).resolves.toBe(4401);
  });

  it.each([
    ['sat idle past SESSION_IDLE_MINUTES', `last_seen_at = now() - interval '1 day'`],
    ['expired', `expires_at = now() - interval '1 second'`],
  ])('closes it with 4401 once its session %s, no row deleted', async (_label, change) => {
    await a.reset();
    const token = await signIn(ADMIN.username, ADMIN.password);
    const client = connect(`Bearer ${token}`);
    await connected(client);
    const closed = closedCode(client);
    const sid = a.services.auth.tokens.verify(token)!.sid;
    // An UPDATE tells no instance anything: only the sweep can see it.
    await a.ds.query(`UPDATE sessions SET ${change} WHERE id = $1`, [sid]);
    await expect(closed).resolves.toBe(4401);
  });

  it('sweeps at least once a minute in production', () => {
    expect(SOCKET_SWEEP_MS).toBeLessThanOrEqual(60_000);
  });

  it('leaves the sockets of the sessions that go on open', async () => {
    await a.reset();
    const token = await signIn(ADMIN.username, ADMIN.password);
    const other = await signIn(ADMIN.username, ADMIN.password);
    const client = connect(`Bearer ${token}`);
    const alert = firstAlert(client);
    await connected(client);
    const closed = connect(`Bearer ${other}`);
    const otherClosed = closedCode(closed);
    await connected(closed);
    await request(b.app)
      .post('/api/auth/logout')
      .set('authorization', `Bearer ${other}`)
      .expect(204);
    await expect(otherClosed).resolves.toBe(4401);
    await visitorWrites('Rafi', 'Still here');
    await expect(alert).resolves.toMatchObject({ title: 'Message from Rafi: Still here' });
  });
});
