import type { EntityManager } from 'typeorm';
import { ActivityEntry, type ActivityAction } from './activity.entity';
import type { FieldChange } from './changes';

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
  /** An update's declared fields, before and after (records/changes.ts: changesOf). */
  changes?: FieldChange[];
}

const MAX_SUMMARY = 500;

/** Records one entry with `m`, inside the caller's transaction (database/write.ts). */
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
    changes: fact.changes?.length ? fact.changes : null,
  });
}
