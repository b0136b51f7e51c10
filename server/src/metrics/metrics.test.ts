/** /metrics: Prometheus text behind a bearer token; absent unless METRICS_TOKEN is set. */
import request from 'supertest';
import { createTestApp, type TestApp } from '../test/harness';

const TOKEN = 'metrics-token-0123456789';

describe('with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
    await t.reset();
  });
  afterAll(() => t.close());

  it('refuses without the token, or with another one', async () => {
    await request(t.app).get('/metrics').expect(401);
    await request(t.app).get('/metrics').set('authorization', `Bearer ${TOKEN}x`).expect(401);
    await request(t.app).get('/metrics').set('authorization', TOKEN).expect(401);
  });

  it('counts requests by route pattern and status, with process, pool and cache metrics', async () => {
    await request(t.app).get('/api/news/999991').expect(404);
    await request(t.app).get('/api/news/999992').expect(404);
    await request(t.app).post('/graphql').send({ query: '{ __typename }' }).expect(200);
    const res = await request(t.app)
      .get('/metrics')
      .set('authorization', `Bearer ${TOKEN}`)
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.text;
    expect(text).toContain(
      'http_requests_total{method="GET",route="/api/news/:id",status="404"} 2',
    );
    expect(text).toContain('http_requests_total{method="POST",route="/graphql",status="200"} 1');
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="[\d.]+",method="GET",route="\/api\/news\/:id",status="404"\}/,
    );
    expect(text).not.toContain('999991');
    for (const name of [
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
      'db_pool_connections{state="in_use"}',
      'public_cache_lookups{result="hit"}',
    ])
      expect(text).toContain(name);
  });
});

it('is not there when METRICS_TOKEN is unset', async () => {
  const t = await createTestApp();
  try {
    await request(t.app).get('/metrics').set('accept', 'text/html').expect(404);
  } finally {
    await t.close();
  }
});
