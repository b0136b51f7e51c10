import type { EntityManager } from 'typeorm';
import type { Topics } from '../events/bus';

/** The background jobs the app knows, by queue, with what each carries. */
export interface JobQueues {
  /** e-mail staff about something a visitor sent (features/staff-alerts/staff-mail.ts) */
  'staff-alert-mail': Topics['staff_alert'];
  /**
   * e-mail a visitor about their request in their language (features/status/visitor-mail.ts):
   * the confirmation, or with `step` the status change with the note staff wrote for them
   */
  'visitor-mail': { kind: 'MESSAGE' | 'RESERVATION' | 'REGISTRATION'; id: number; step?: number };
  /** e-mail a colleague mentioned (@username) in an internal note (features/cases) */
  'mention-mail': { noteId: number; userId: number };
  /** e-mail a staff reply to the visitor (features/replies) */
  'reply-mail': { replyId: number };
  /** make the srcset widths that stored images lack (features/publishing: storage.addMissingWidths) */
  'image-widths': Record<string, never>;
  /** e-mail a staff member about their own account's security (auth/security-mail.ts) */
  'security-mail':
    | { userId: number; kind: 'lockout' }
    /** a sign-in from a device and network not seen before for the account (auth/devices.ts) */
    | { userId: number; kind: 'new-device'; device: string; at: string }
    /** the account's e-mail address changed: told to the `old` one and the `new` one (`to`) */
    | { userId: number; kind: 'email-changed'; to: string; side: 'old' | 'new' };
  /**
   * e-mail a password reset link (auth/password-reset.ts) to the account whose address has this
   * SHA-256 hash (lower case, trimmed), if there is one
   */
  'password-reset-mail': { address: string };
  /** delete the sessions whose tokens have expired (auth: Sessions.deleteExpired) */
  'expired-sessions': Record<string, never>;
  /** e-mail the link that confirms a data request (features/privacy) */
  'privacy-mail': { id: number; mail: 'confirm' };
  /** build a data request's export zip and e-mail its link (features/privacy) */
  'privacy-export': { id: number };
  /** delete expired exports and unconfirmed data requests (features/privacy, daily) */
  'privacy-clean-up': Record<string, never>;
  /** add an erasure to the ledger beside the backups (features/privacy, backup/ledger.ts) */
  'erasure-ledger': { at: string; hash: string };
  /** erase what the retention periods say is due (features/privacy, daily) */
  retention: Record<string, never>;
  /** remind, suspend and reactivate by partner documents' expiry (features/document-expiry, hourly) */
  'document-expiry': Record<string, never>;
  /** e-mail a partner that a required document expires in `days` days (features/document-expiry) */
  'document-reminder-mail': { id: number; days: number };
  /** delete for good what has been in Trash 30 days (features/trash, daily) */
  'trash-purge': Record<string, never>;
  /**
   * alert staff of requests gone past their reply-by time (features/service-levels/reply-by.ts,
   * every minute); with `recompute`, first work out every open request's time again
   */
  'reply-clock': { recompute?: boolean };
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
  /** After the last try failed (no retry left): record it where users see it. */
  failed?(data: JobQueues[Q], err: unknown): Promise<void>;
  /** A job queued when the app starts (once for the instances that start in the same minute). */
  atStart?: JobQueues[Q];
  /** A job queued on this cron schedule (UTC; pg-boss queues it once however many instances run). */
  cron?: { schedule: string; data: JobQueues[Q] };
}
export type AnyJobWorker = { [Q in Queue]: JobWorker<Q> }[Queue];
