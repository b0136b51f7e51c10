/**
 * Live staff alerts over graphql-ws, with two app instances on one database: a visitor's
 * message sent to instance B reaches an admin subscribed on instance A.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type Client } from 'graphql-ws';
import request from 'supertest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../test/harness';
import { attachRealtime } from './ws';

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
  realtime = await attachRealtime(server, a.services);
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
    await request(b.app)
      .post('/api/contactus')
      .send({
        name: 'Nusrat',
        contact_number: '01712345678',
        email: 'n@example.com',
        subject: 'Corporate account',
        message: 'Hi',
      })
      .expect(201);
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
