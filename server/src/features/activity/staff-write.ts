import type { DataSource, EntityManager } from 'typeorm';
import { ActivityEntry, type ActivityAction } from './activity.entity';

/** Who did it: a signed-in staff member (AuthUser fits), or the app itself when seeding. */
export interface Actor {
  id: number | null;
  username: string;
}

export const SYSTEM_ACTOR: Actor = { id: null, username: 'system' };

export interface ActivityFact {
  action: ActivityAction;
  /** GraphQL type name: 'News', 'ContactMessage', 'User', 'CmsPage'… */
  entity: string;
  entityId?: number | null;
  summary: string;
}

export type RecordActivity = (fact: ActivityFact) => Promise<void>;

const MAX_SUMMARY = 500;

/** Records one entry with `m` — inside the caller's transaction. */
export async function recordActivity(m: EntityManager, actor: Actor, fact: ActivityFact) {
  const summary =
    fact.summary.length > MAX_SUMMARY ? `${fact.summary.slice(0, MAX_SUMMARY - 1)}…` : fact.summary;
  await m.insert(ActivityEntry, {
    actorId: actor.id,
    actor: actor.username,
    action: fact.action,
    entity: fact.entity,
    entityId: fact.entityId ?? null,
    summary,
  });
}

/**
 * The one way a service makes a staff write: `work` runs in a transaction with a `log`
 * function, and the write commits only together with its activity entry (no entry without the
 * write, no write without the entry). A `work` that logs nothing is a bug and rolls back.
 *
 *   return staffWrite(this.ds, actor, async (m, log) => {
 *     const saved = await m.save(Website, row);
 *     await log({ action: 'create', entity: 'Website', entityId: saved.id, summary: saved.name });
 *     return saved;
 *   });
 */
export function staffWrite<R>(
  ds: DataSource,
  actor: Actor,
  work: (m: EntityManager, log: RecordActivity) => Promise<R>,
): Promise<R> {
  return ds.transaction(async (m) => {
    let logged = 0;
    const result = await work(m, async (fact) => {
      await recordActivity(m, actor, fact);
      logged++;
    });
    if (logged === 0) throw new Error('staffWrite: the write recorded no activity entry');
    return result;
  });
}
