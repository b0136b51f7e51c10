/**
 * The drain's answers (http/drain.ts): before SIGTERM nothing changes; while draining every answer
 * says `Connection: close`, and only an idempotent request that the proxy retries elsewhere on a
 * 503 (deploy/nginx.conf sets `X-Proxy-Next-Upstream: http_503`) is refused, so that nginx marks
 * the replica failed. A POST, which nginx never retries, and a direct client are still served.
 */
import express from 'express';
import request from 'supertest';
import { Drain } from './drain';

function appWith(drain: Drain) {
  const app = express();
  app.use(drain.closeConnections);
  app.get('/api/news', (_req, res) => void res.json([]));
  app.post('/graphql', (_req, res) => void res.json({ data: {} }));
  return app;
}
const PROXY = ['X-Proxy-Next-Upstream', 'http_503'] as const;
/** Each request asks to keep its connection (supertest's own default is `close`). */
const keepAlive = (app: express.Express) => ({
  get: (path: string) => request(app).get(path).set('Connection', 'keep-alive'),
  post: (path: string) => request(app).post(path).set('Connection', 'keep-alive'),
});

describe('drain', () => {
  it('serves as usual until it starts', async () => {
    const app = keepAlive(appWith(new Drain()));
    const res = await app
      .get('/api/news')
      .set(...PROXY)
      .expect(200);
    expect(res.headers.connection).toBe('keep-alive');
  });

  it('while draining: Connection: close on every answer, 503 only where nginx retries', async () => {
    const drain = new Drain();
    const app = keepAlive(appWith(drain));
    drain.start('stopping (SIGTERM)');
    drain.start('a second reason is ignored');

    const retried = await app
      .get('/api/news')
      .set(...PROXY)
      .expect(503);
    expect(retried.body).toEqual({ status: 'draining', reason: 'stopping (SIGTERM)' });
    expect(retried.headers.connection).toBe('close');

    const post = await app
      .post('/graphql')
      .set(...PROXY)
      .send({ query: '{ x }' })
      .expect(200);
    expect(post.headers.connection).toBe('close');

    const direct = await app.get('/api/news').expect(200);
    expect(direct.headers.connection).toBe('close');
  });
});
