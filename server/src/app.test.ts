import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createTestApp, type TestApp } from './test/harness';

let t: TestApp;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'digitalride-dist-'));
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>DigitalRideWeb</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ CLIENT_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the HTTP app', () => {
  it('/readyz reports the database and the store; /healthz only that the process answers', async () => {
    const res = await request(t.app).get('/readyz').expect(200);
    expect(res.body).toEqual({ status: 'ok', db: 'up', storage: 'up' });
    expect((await request(t.app).get('/healthz').expect(200)).body).toEqual({ status: 'up' });
  });

  it('serves the app for client routes, with a strict CSP', async () => {
    const res = await request(t.app)
      .get('/dashbord/news/viewnews')
      .set('accept', 'text/html')
      .expect(200);
    expect(res.text).toContain('<title>DigitalRideWeb</title>');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year', async () => {
    const res = await request(t.app).get('/assets/app-abc123.js').expect(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await request(t.app).get('/api/nothing-here').expect(404);
    expect(res.body.message).toBe('No such API route');
  });

  it('opens Apollo Sandbox on GET /graphql without our CSP blocking its CDN', async () => {
    const res = await request(t.app).get('/graphql').set('accept', 'text/html').expect(200);
    expect(res.text).toContain('embeddable-sandbox.cdn.apollographql.com');
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it('refuses a body that is not JSON with a readable 400', async () => {
    const res = await request(t.app)
      .post('/api/auth/login')
      .set('content-type', 'application/json')
      .send('{oops')
      .expect(400);
    expect(res.body.message).toBe('The request body is not valid JSON');
  });
});
