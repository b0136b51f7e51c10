import type { EntityManager } from 'typeorm';
import type { Topics } from '../events/bus';

/** The background jobs the app knows, by queue, with what each carries. */
export interface JobQueues {
  /** e-mail staff about something a visitor sent (jobs/staff-mail.ts) */
  'staff-alert-mail': Topics['staff_alert'];
  /** make the srcset widths that stored images lack (features/articles: storage.addMissingWidths) */
  'image-widths': Record<string, never>;
}
export type Queue = keyof JobQueues;
export type Job = { [Q in Queue]: { queue: Q; data: JobQueues[Q] } }[Queue];

/** Where a write queues background work: inside its transaction (`m`), so both commit or neither. */
export interface Jobs {
  enqueue(job: Job, m: EntityManager): Promise<void>;
}

/** No job queue (unit tests that do not test jobs): queued work is dropped. */
export const noJobs: Jobs = { enqueue: async () => undefined };

/**
 * What a feature does with the jobs of one queue (Feature.workers). `run` throws to be tried
 * again later: up to `retryLimit` more times, the first after `retryDelay` seconds, doubling.
 */
export interface JobWorker<Q extends Queue = Queue> {
  queue: Q;
  run(data: JobQueues[Q]): Promise<void>;
  retryLimit: number;
  retryDelay: number;
  /** How long one try may take, in seconds (default 60). */
  expireInSeconds?: number;
  /** Jobs with the same key are one job while it waits (e.g. one alert mail per row). */
  key?(data: JobQueues[Q]): string;
  /** After the last try failed (no retry left): record it where users see it. */
  failed?(data: JobQueues[Q], err: unknown): Promise<void>;
  /** A job queued once when the app starts (one for all instances starting together). */
  atStart?: JobQueues[Q];
}
export type AnyJobWorker = { [Q in Queue]: JobWorker<Q> }[Queue];
