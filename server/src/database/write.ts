import { channel } from 'node:diagnostics_channel';
import type { EntityManager } from 'typeorm';
import type { Deps } from '../deps';
import type { Topic, Topics } from '../events/bus';
import { recordActivity, type Actor, type ActivityFact } from '../records/activity-log';
import type { Job } from '../jobs/jobs';

/** What a write does besides its rows, declared where the write is. */
export interface WriteEffects {
  /** In the transaction: the activity log entry (a staff write must record one). */
  log(fact: ActivityFact): Promise<void>;
  /** In the transaction: background work (the job exists exactly when the write does). */
  enqueue(job: Job): Promise<void>;
  /** After the commit: this process's caches forget `table` (others hear the table's trigger). */
  changed(table: string): void;
  /** After the commit: an announcement to every instance, best effort (live staff alerts). */
  publish<K extends Topic>(topic: K, payload: Topics[K]): void;
}

export type WriteDeps = Pick<Deps, 'db' | 'bus' | 'jobs'>;

/**
 * Every committed write, before its after-commit effects: `{ jobs }`, the queues it queued work
 * on. For whoever observes the process from outside (node:diagnostics_channel): tracing, or the
 * outbox's crash test, whose preload stops the process dead here (e2e/support/crash-after-commit.cjs).
 */
export const WRITE_COMMITTED = 'digitalride:write-committed';
const committed = channel(WRITE_COMMITTED);

/**
 * The one way a service writes: `work` runs in a transaction and declares its side effects.
 * The activity entry and jobs commit with the rows, or not at all; announcements go out only
 * once the rows are committed. `actor` is the staff member writing (the write must then log
 * what it did), or null for a visitor's write, which logs nothing.
 *
 *   return write(this.deps, actor, async (m, fx) => {
 *     const saved = await m.save(Website, row);
 *     await fx.log({ action: 'create', entity: 'Website', entityId: saved.id, summary: saved.name });
 *     fx.changed('websites');
 *     return saved;
 *   });
 */
export async function write<R>(
  deps: WriteDeps,
  actor: Actor | null,
  work: (m: EntityManager, fx: WriteEffects) => Promise<R>,
): Promise<R> {
  const afterCommit: (() => void)[] = [];
  const queued: string[] = [];
  const result = await deps.db.transaction(async (m) => {
    let logged = 0;
    const fx: WriteEffects = {
      async log(fact) {
        if (!actor) throw new Error('write: a visitor’s write has no actor to log');
        await recordActivity(m, actor, fact);
        logged++;
      },
      enqueue: (job) => (queued.push(job.queue), deps.jobs.enqueue(job, m)),
      changed: (table) =>
        afterCommit.push(() => deps.bus.announceLocally('data_changed', { table })),
      publish: (topic, payload) =>
        afterCommit.push(() => void deps.bus.publish(topic, payload).catch(() => undefined)),
    };
    const done = await work(m, fx);
    if (actor && logged === 0) throw new Error('write: the staff write recorded no activity entry');
    return done;
  });
  if (committed.hasSubscribers) committed.publish({ jobs: queued });
  for (const effect of afterCommit) effect();
  return result;
}
