import type { EntityManager } from 'typeorm';

/** Who made a staff write: a signed-in user (AuthUser fits), or the app itself when seeding. */
export interface Actor {
  id: number | null;
  username: string;
}

export const SYSTEM_ACTOR: Actor = { id: null, username: 'system' };

export interface ContentActivity {
  action: 'create' | 'update' | 'delete' | 'restore';
  entity: string;
  entityId: number;
  summary: string;
}

/**
 * SEAM (activity log): CMS pages and portfolio websites call this inside the transaction of
 * each staff write. The activity log (ActivityEntry, PRODUCT.md §3) lands with the staff
 * branch; until then this records nothing. Complete it there: write the entry with `em` so it
 * commits or rolls back with the change.
 */
export async function recordContentActivity(
  _em: EntityManager,
  _actor: Actor,
  _entry: ContentActivity,
): Promise<void> {}
