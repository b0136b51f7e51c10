import type { EntityManager } from 'typeorm';

export interface ContentActivity {
  actor: string;
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
  _entry: ContentActivity,
): Promise<void> {}
