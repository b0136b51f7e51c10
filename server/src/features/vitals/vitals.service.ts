import { z } from 'zod';
import type { DataSource } from 'typeorm';
import type { Clock } from '../../deps';
import { badRequest, fieldError } from '../../errors';
import type { PublicWriteLimit } from '../../limits';
import { WebVital, type WebVitalSummary } from './vitals.entity';

/**
 * Core Web Vitals thresholds (web.dev): up to the first is good, above the second is poor. The
 * time metrics in milliseconds, CLS unitless.
 */
export const THRESHOLDS = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
} as const;
export type MetricName = keyof typeof THRESHOLDS;
const METRICS = Object.keys(THRESHOLDS) as [MetricName, ...MetricName[]];

/**
 * Past these a value is not a measurement of a page we served but a broken or forged beacon: a
 * minute for the time metrics; for CLS, a page whose whole content jumped forty times over.
 */
const MOST: Record<MetricName, number> = {
  LCP: 60_000,
  INP: 60_000,
  CLS: 40,
  FCP: 60_000,
  TTFB: 60_000,
};

/** The public page templates the client names (client/src/site/islands/vitals.ts). */
export const TEMPLATES = [
  'home',
  'contact',
  'news-list',
  'news',
  'press-list',
  'press',
  'page',
  'parcel',
  'merchant',
  'it-service',
  'registration',
  'booking',
  'other',
] as const;
const CONNECTIONS = ['slow-2g', '2g', '3g', '4g', 'unknown'] as const;

export const MAX_VITALS_DAYS = 90;
/** Older measurements are deleted: the dashboard reads at most MAX_VITALS_DAYS. */
const KEEP_DAYS = MAX_VITALS_DAYS;
const PRUNE_EVERY_MS = 3_600_000;

const measurement = z
  .strictObject({ name: z.enum(METRICS), value: z.number().nonnegative() })
  .refine((m) => m.value <= MOST[m.name], { message: 'value out of range' });

/** What a page sends when it is hidden or left: its language, template, connection and values. */
const beacon = z.strictObject({
  template: z.enum(TEMPLATES),
  language: z.enum(['en', 'bn']),
  connection: z.enum(CONNECTIONS),
  metrics: z.array(measurement).min(1).max(METRICS.length),
});

export interface RecordedVital {
  metric: MetricName;
  value: number;
  template: string;
  language: string;
}

/** Field data: beacons in, p75 per metric, template and language out. */
export class WebVitalsService {
  private readonly listeners: ((v: RecordedVital) => void)[] = [];
  private lastPrune = 0;

  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    /** beacons per client IP and minute, shared by every instance */
    private readonly limit: PublicWriteLimit,
  ) {}

  /** Told of every stored measurement (the Prometheus histograms, metrics/metrics.ts). */
  onRecorded(listener: (v: RecordedVital) => void): void {
    this.listeners.push(listener);
  }

  /** Validates a beacon and stores its values; a bad one stores nothing. */
  async record(body: unknown, ip: string): Promise<void> {
    await this.limit.consume(ip);
    const parsed = beacon.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw badRequest(`Malformed beacon: ${issue.path.join('.') || 'body'}: ${issue.message}`);
    }
    const { template, language, connection, metrics } = parsed.data;
    const now = this.clock.now();
    await this.ds.getRepository(WebVital).insert(
      metrics.map((m) => ({
        metric: m.name,
        value: m.value,
        template,
        language,
        connection,
        createdAt: now,
      })),
    );
    for (const m of metrics)
      for (const tell of this.listeners)
        tell({ metric: m.name, value: m.value, template, language });
    await this.prune(now);
  }

  /** p75 and the good / needs improvement / poor counts over the last `days` days. */
  async summary(days: unknown = 28): Promise<WebVitalSummary[]> {
    if (!Number.isInteger(days) || (days as number) < 1 || (days as number) > MAX_VITALS_DAYS) {
      throw fieldError('days', `days must be a whole number from 1 to ${MAX_VITALS_DAYS}`);
    }
    const since = new Date(this.clock.now().getTime() - (days as number) * 86_400_000);
    const thresholds = METRICS.map((m) => [m, ...THRESHOLDS[m]]);
    return this.ds.query<WebVitalSummary[]>(
      `WITH t AS (
         SELECT x->>0 AS metric, (x->>1)::float8 AS good, (x->>2)::float8 AS poor
           FROM jsonb_array_elements($2::jsonb) AS x
       )
       SELECT v.metric, v.template, v.language,
              percentile_cont(0.75) WITHIN GROUP (ORDER BY v.value) AS p75,
              count(*) FILTER (WHERE v.value <= t.good)::int AS good,
              count(*) FILTER (WHERE v.value > t.good AND v.value <= t.poor)::int
                AS "needsImprovement",
              count(*) FILTER (WHERE v.value > t.poor)::int AS poor,
              count(*)::int AS count,
              t.good AS "goodUpTo", t.poor AS "poorAbove"
         FROM web_vitals v JOIN t ON t.metric = v.metric
        WHERE v.created_at >= $1
        GROUP BY v.metric, v.template, v.language, t.good, t.poor
        ORDER BY v.template, v.language, array_position($3::text[], v.metric::text)`,
      [since, JSON.stringify(thresholds), METRICS],
    );
  }

  private async prune(now: Date): Promise<void> {
    if (now.getTime() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now.getTime();
    await this.ds.query(`DELETE FROM web_vitals WHERE created_at < $1`, [
      new Date(now.getTime() - KEEP_DAYS * 86_400_000),
    ]);
  }
}
