import type { EntityManager } from 'typeorm';
import type { Topics } from '../events/bus';

/** The background jobs the app knows, by queue, with what each carries. */
export interface JobQueues {
  /** e-mail staff about something a visitor sent (jobs/staff-mail.ts) */
  'staff-alert-mail': Topics['staff_alert'];
}
export type Job = { [Q in keyof JobQueues]: { queue: Q; data: JobQueues[Q] } }[keyof JobQueues];

/** Where a write queues background work: inside its transaction (`m`), so both commit or neither. */
export interface Jobs {
  enqueue(job: Job, m: EntityManager): Promise<void>;
}

/** No job queue configured (no SMTP): queued work is dropped. */
export const noJobs: Jobs = { enqueue: async () => undefined };
