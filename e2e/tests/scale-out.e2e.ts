/**
 * Two app processes on one PostgreSQL and one S3 store (s3rver), behind nginx running the
 * repository's deploy/nginx.conf: nothing that matters lives in only one of them.
 */
import autocannon from 'autocannon';
import fs from 'node:fs';
import { Client } from 'pg';
import { startS3 } from '../../server/src/test/s3';
import { freePort, spawnApp, waitHealthy, type AppProcess } from '../support/app-process';
import { drawnPng } from '../support/assets';
import { startPostgres } from '../support/postgres';
import { WebSocket, WebSocketServer } from 'ws';
import { NGINX, startProxy, type Proxy } from '../support/proxy';

const ADMIN = { username: 'admin', password: 'instances-admin-password' };

let pg: Awaited<ReturnType<typeof startPostgres>>;
let s3: Awaited<ReturnType<typeof startS3>>;
let a: AppProcess;
let b: AppProcess;
let proxy: Proxy;
const at = (app: AppProcess) => app.url;
const via = () => `http://127.0.0.1:${proxy.port}`;

beforeAll(async () => {
  pg = await startPostgres();
  s3 = await startS3();
  const env = {
    ...s3.env,
    DATABASE_URL: pg.url,
    JWT_SECRET: 'instances-secret-instances-secret-0123456789',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    // The default, stated: a stopping replica serves (not ready) for 5 s, longer than nginx keeps
    // an idle upstream connection (keepalive_timeout 4s in deploy/nginx.conf) and shorter than it
    // leaves a failed replica alone (fail_timeout 10s in deploy/upstream-servers.conf).
    SHUTDOWN_DRAIN_MS: '5000',
  };
  // Started together, as compose starts replicas: migrations and seeding must not race.
  [a, b] = await Promise.all([spawnApp({ env }), spawnApp({ env })]);
  const healthy = (app: AppProcess) => waitHealthy(app.url, app.child, { output: app.output });
  await Promise.all([healthy(a), healthy(b)]);
  proxy = await startProxy([a.port, b.port]);
}, 120000);

afterAll(async () => {
  await proxy?.stop();
  await Promise.all([a?.stop(), b?.stop()]);
  await s3?.close();
  await pg?.stop();
});

const json = (method: string, body?: unknown, token?: string): RequestInit => ({
  method,
  headers: {
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  },
  body: body === undefined ? undefined : JSON.stringify(body),
});
async function login(base: string, password = ADMIN.password) {
  return fetch(`${base}/api/auth/login`, json('POST', { username: ADMIN.username, password }));
}
async function adminToken(base: string): Promise<string> {
  const res = await login(base);
  expect(res.status).toBe(200);
  return (await res.json()).access_token;
}
const message = (n: number) => ({
  name: 'Visitor',
  contact_number: '01711000000',
  email: 'v@example.com',
  subject: `Hello ${n}`,
  message: 'Hi',
});

it('runs behind nginx with the repository’s deploy/nginx.conf', () => {
  expect(proxy.kind).toBe(fs.existsSync(NGINX) ? 'nginx' : 'http-proxy');
});

it('a token issued by one instance works on the other', async () => {
  const token = await adminToken(at(a));
  const res = await fetch(`${at(b)}/api/auth/profile`, json('GET', undefined, token));
  expect(res.status).toBe(200);
  expect((await res.json()).username).toBe(ADMIN.username);
});

/**
 * An admin's live alerts through nginx (graphql-transport-ws): connected, subscribed, and
 * answering the code the socket was closed with.
 */
async function alertSocket(token: string): Promise<{ closed: Promise<number> }> {
  const socket = new WebSocket(`ws://127.0.0.1:${proxy.port}/graphql`, 'graphql-transport-ws');
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const acked = new Promise<void>((resolve) =>
    socket.on('message', (m) => JSON.parse(String(m)).type === 'connection_ack' && resolve()),
  );
  socket.send(
    JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }),
  );
  await acked;
  socket.send(
    JSON.stringify({
      id: '1',
      type: 'subscribe',
      payload: { query: 'subscription { staffAlert { id } }' },
    }),
  );
  return { closed };
}

it('a session ended on one instance closes its alert socket on either, through nginx, with 4401', async () => {
  // Four sessions, four sockets through nginx: round robin puts some on each replica, so ending
  // every session on A closes sockets held by B as well as by A.
  const tokens = await Promise.all([1, 2, 3, 4].map(() => adminToken(at(a))));
  const sockets = [];
  for (const token of tokens) sockets.push(await alertSocket(token));
  for (const token of tokens) {
    expect((await fetch(`${at(a)}/api/auth/logout`, json('POST', undefined, token))).status).toBe(
      204,
    );
  }
  expect(await Promise.all(sockets.map((s) => s.closed))).toEqual([4401, 4401, 4401, 4401]);
});

it('30 public writes through the proxy, then the 31st is refused wherever it lands', async () => {
  for (let i = 1; i <= 30; i++) {
    const res = await fetch(`${via()}/api/contactus`, json('POST', message(i)));
    expect(res.status).toBe(201);
  }
  for (const base of [via(), at(a), at(b)]) {
    const res = await fetch(`${base}/api/contactus`, json('POST', message(31)));
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await res.json()).message).toMatch(/^Too many requests from your network/);
  }
});

it('5 failed sign-ins, then 429 on both instances', async () => {
  for (let i = 0; i < 5; i++) expect((await login(via(), `wrong-${i}`)).status).toBe(401);
  for (const base of [at(a), at(b)]) {
    const res = await login(base);
    expect(res.status).toBe(429);
    expect((await res.json()).message).toMatch(/^This account is locked/);
  }
  // An operator's unlock (or the window ending) frees the name on every instance.
  const db = new Client({ connectionString: pg.url });
  await db.connect();
  await db.query("DELETE FROM rate_limits WHERE key LIKE 'login-%'");
  await db.end();
});

it('an image uploaded through one instance is served by the other', async () => {
  const token = await adminToken(at(a));
  const form = new FormData();
  form.set('newstitle', 'Two replicas');
  form.set('description', 'Uploaded through A.');
  form.set('date', '2026-03-01');
  form.set('image', new Blob([new Uint8Array(await drawnPng(320, 180))]), 'photo.png');
  const created = await fetch(`${at(a)}/api/news`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(created.status).toBe(201);
  const { image, imageWebp } = await created.json();
  for (const url of [`${at(b)}${image}`, `${at(b)}${imageWebp}`, `${via()}${image}`]) {
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/max-age=31536000/);
  }
  const head = await fetch(`${at(b)}${image}`, { method: 'HEAD' });
  expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
});

it('a news item created through one instance is on the other’s public list within a second', async () => {
  const token = await adminToken(at(a));
  const list = async () => (await (await fetch(`${at(b)}/api/news`)).json()) as object[];
  await list(); // B has answered (and may have cached) the list before the write
  const title = `Fresh on A ${Date.now()}`;
  const res = await fetch(`${at(a)}/graphql`, {
    ...json(
      'POST',
      {
        query:
          'mutation($id: Int!, $input: NewsInput!) { updateNews(id: $id, input: $input) { id } }',
        variables: { id: 1, input: { title, description: 'Edited on A.', date: '2026-03-02' } },
      },
      token,
    ),
  });
  expect((await res.json()).errors).toBeUndefined();
  const deadline = Date.now() + 1000;
  let seen = false;
  while (!seen && Date.now() < deadline) {
    seen = JSON.stringify(await list()).includes(title);
  }
  expect(seen).toBe(true);
});

const NEWS_PAGE = '{ news(page: 1, pageSize: 10) { total items { id title } } }';
const SEND = `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }`;
const gqlInput = (n: number) => ({
  name: 'Visitor',
  contactNumber: '01711000000',
  email: 'v@example.com',
  subject: `GraphQL ${n}`,
  message: 'Hi',
});

it('stopping one instance with SIGTERM under load (REST and GraphQL, reads and writes) loses nothing', async () => {
  const token = await adminToken(at(a));
  const acknowledged: number[] = [];
  const refused: string[] = [];
  let writing = true;
  // Each write counts only once the server acknowledged it, and must then be in the database.
  const restWriter = async () => {
    for (let n = 0; writing; n++) {
      const res = await fetch(`${via()}/api/contactus`, json('POST', message(n), token));
      if (res.status === 201) acknowledged.push((await res.json()).id);
      else refused.push(`REST ${res.status}`);
    }
  };
  const graphqlWriter = async () => {
    for (let n = 0; writing; n++) {
      const res = await fetch(
        `${via()}/graphql`,
        json('POST', { query: SEND, variables: { input: gqlInput(n) } }, token),
      );
      const body = res.status === 200 ? await res.json() : null;
      if (body?.data?.sendContactMessage)
        acknowledged.push(Number(body.data.sendContactMessage.id));
      else refused.push(`GraphQL ${res.status} ${JSON.stringify(body?.errors ?? '')}`);
    }
  };
  const writers = [restWriter(), restWriter(), graphqlWriter(), graphqlWriter()];
  const headers = { 'content-type': 'application/json' };
  const load = autocannon({
    url: via(),
    connections: 50,
    duration: 9,
    // Each connection cycles through these: a REST read, a GraphQL read, a signed-in GraphQL write.
    requests: [
      { method: 'GET', path: '/api/news' },
      { method: 'POST', path: '/graphql', headers, body: JSON.stringify({ query: NEWS_PAGE }) },
      {
        method: 'POST',
        path: '/graphql',
        headers: { ...headers, authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: SEND, variables: { input: gqlInput(-1) } }),
      },
    ],
  });
  await new Promise((r) => setTimeout(r, 1500)); // let the load reach both instances
  b.child.kill('SIGTERM');
  // Draining: still serving, but not ready, and saying why.
  let health: Response;
  do health = await fetch(`${at(b)}/readyz`);
  while (health.status === 200);
  expect(health.status).toBe(503);
  expect(health.headers.get('connection')).toBe('close');
  expect(await health.json()).toEqual({ status: 'draining', reason: 'stopping (SIGTERM)' });
  // Not ready, but alive: an orchestrator must not kill it mid-drain.
  expect((await fetch(`${at(b)}/healthz`)).status).toBe(200);
  // A client that is not nginx (no retry on 503) is still served while B drains.
  const direct = await fetch(`${at(b)}/api/news`);
  expect(direct.status).toBe(200);
  expect(direct.headers.get('connection')).toBe('close');
  expect(await b.exited).toBe(0);
  const result = await load;
  writing = false;
  await Promise.all(writers);

  console.log(
    `two instances, one stopped mid-load (${proxy.kind}): ${result.requests.total} requests, ` +
      `${result.errors} errors, ${result.non2xx} non-2xx ${JSON.stringify(result.statusCodeStats)}, ` +
      `p99 ${result.latency.p99} ms; ` +
      `writes acknowledged ${acknowledged.length}, refused ${refused.length} (${refused.join(', ') || 'none'})`,
  );
  // How nginx learnt that B was stopping (its error log goes to its stderr): B disabled on a
  // response header (the drain's 503, or a reset), connections reset, refused after B closed.
  const nginxLog = proxy.output().split('\n');
  const count = (text: string) => nginxLog.filter((line) => line.includes(text)).length;
  console.log(
    `nginx: ${count('temporarily disabled while reading response header')} replica disabled on a response header, ` +
      `${count('Connection reset by peer')} connections reset, ${count('Connection refused')} refused`,
  );
  // What the proxy saw of a lost request.
  if (result.non2xx || result.errors) console.log(nginxLog.slice(-20).join('\n'));
  expect(refused).toEqual([]);
  expect(result.requests.total).toBeGreaterThan(100);
  expect(result.errors).toBe(0);
  expect(result.timeouts).toBe(0);
  expect(result.non2xx).toBe(0);
  expect(acknowledged.length).toBeGreaterThan(0);
  const db = new Client({ connectionString: pg.url });
  await db.connect();
  const { rows } = await db.query('SELECT id FROM contact_messages WHERE id = ANY($1)', [
    acknowledged,
  ]);
  await db.end();
  expect(rows.length).toBe(acknowledged.length);
  // The survivor still answers through the proxy.
  expect((await fetch(`${via()}/readyz`)).status).toBe(200);
});

describe('deploy/nginx.conf and WebSockets', () => {
  it('passes a WebSocket upgrade on /graphql through to a replica', async () => {
    const port = await freePort();
    const server = new WebSocketServer({ host: '127.0.0.1', port, path: '/graphql' });
    server.on('connection', (socket, req) =>
      socket.on('message', (m) => socket.send(`${req.headers['x-forwarded-for']} ${String(m)}`)),
    );
    const ws = await startProxy([port]).catch(async (err) => {
      server.close();
      throw err;
    });
    try {
      const client = new WebSocket(`ws://127.0.0.1:${ws.port}/graphql`, 'graphql-transport-ws');
      await new Promise((resolve, reject) => {
        client.once('open', resolve);
        client.once('error', reject);
      });
      const answer = new Promise<string>((resolve) =>
        client.once('message', (m) => resolve(String(m))),
      );
      client.send('ping');
      expect(await answer).toBe('127.0.0.1 ping');
      client.close();
    } finally {
      await ws.stop();
      server.close();
    }
  });
});
