import type { RequestHandler } from 'express';
import { timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import type { Services } from '../services';

/**
 * Prometheus metrics of this instance: requests by route and status, process metrics (CPU,
 * memory, event-loop lag, GC), the database pool and the public cache. One registry per app,
 * so several apps in one process (tests) do not collide.
 */
/** The name this app's connections give PostgreSQL (database/data-source.ts). */
const applicationName = (ds: DataSource) =>
  (ds.options as { applicationName?: string }).applicationName ?? '';

export function createMetrics(ds: DataSource, services: Services) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: "This instance's PostgreSQL connections by state, as the server sees them",
    labelNames: ['state'],
    registers: [registry],
    // The pool inside TypeORM has no public API: PostgreSQL's own view of our connections.
    async collect() {
      const [row] = await ds.query<{ total: string; idle: string }[]>(
        `SELECT count(*) AS total, count(*) FILTER (WHERE state = 'idle') AS idle
           FROM pg_stat_activity WHERE application_name = $1`,
        [applicationName(ds)],
      );
      const total = Number(row?.total ?? 0);
      const idle = Number(row?.idle ?? 0);
      this.set({ state: 'total' }, total);
      this.set({ state: 'idle' }, idle);
      this.set({ state: 'in_use' }, total - idle);
    },
  });
  new Gauge({
    name: 'public_cache_lookups',
    help: 'Public cache lookups since start, by result (hit or miss)',
    labelNames: ['result'],
    registers: [registry],
    collect() {
      this.set({ result: 'hit' }, services.publicCache.stats.hits);
      this.set({ result: 'miss' }, services.publicCache.stats.misses);
    },
  });

  // Field data from visitors' browsers, as this instance received it: the time
  // metrics in seconds, CLS on its own scale. Labels are bounded: the service validated them.
  const vitalLabels = ['metric', 'template', 'language'] as const;
  const vitalSeconds = new Histogram({
    name: 'web_vitals_seconds',
    help: 'LCP, INP, FCP and TTFB reported by visitors, by metric, page template and language',
    labelNames: vitalLabels,
    buckets: [0.1, 0.2, 0.5, 0.8, 1, 1.8, 2.5, 3, 4, 6, 10],
    registers: [registry],
  });
  const vitalShift = new Histogram({
    name: 'web_vitals_cls',
    help: 'Cumulative layout shift reported by visitors, by page template and language',
    labelNames: vitalLabels,
    buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
    registers: [registry],
  });
  services.vitals.onRecorded(({ metric, value, template, language }) => {
    const labels = { metric, template, language };
    if (metric === 'CLS') vitalShift.observe(labels, value);
    else vitalSeconds.observe(labels, value / 1000);
  });

  /** Times every request; the label is the route pattern, never the raw URL (bounded series). */
  const track: RequestHandler = (req, res, next) => {
    const end = duration.startTimer();
    res.once('finish', () => {
      const labels = { method: req.method, route: routeOf(req), status: String(res.statusCode) };
      end(labels);
      requests.inc(labels);
    });
    next();
  };
  return { registry, track };
}

function routeOf(req: Parameters<RequestHandler>[0]): string {
  // By 'finish' Express has restored baseUrl; the REST router is the only one mounted (/api).
  const mount = req.originalUrl.startsWith('/api/') ? '/api' : '';
  if (req.route?.path) return `${mount}${String(req.route.path)}`;
  const top = /^\/(graphql|api|uploads|assets|healthz|readyz|metrics)\b/.exec(req.originalUrl);
  return top ? `/${top[1]}` : 'other';
}

/** GET /metrics: 404 unless METRICS_TOKEN is set, then only with that bearer token. */
export function metricsEndpoint(token: string | undefined, registry: Registry): RequestHandler {
  const expected = Buffer.from(`Bearer ${token ?? ''}`);
  return async (req, res) => {
    if (!token) {
      res.status(404).json({ message: 'Not found' });
      return;
    }
    const given = Buffer.from(req.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      res
        .status(401)
        .set('WWW-Authenticate', 'Bearer')
        .json({ message: 'A metrics token is required' });
      return;
    }
    res
      .set('Cache-Control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  };
}
