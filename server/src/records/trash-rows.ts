import { In, type EntityTarget } from 'typeorm';
import { write, type WriteDeps } from '../database/write';
import { notFound } from '../errors';
import type { Actor } from './activity-log';
import { blockedBy, bulkIds } from './inbox/bulk';
import { moveToTrash } from './trash';

/** What a staff delete needs of a record's service (RecordService). */
interface Trashable<T extends { id: number }> {
  table: string;
  entityName: string;
  entity: EntityTarget<T>;
  label: string;
  describe(row: T): string;
  stepsKind: string | undefined;
}

/**
 * A staff delete (PRODUCT.md §22): moves 1-100 rows to Trash in one transaction, all or nothing
 * (a missing row refuses them all), logged as deletes; they wait there 30 days to be restored.
 */
export async function trashRows<T extends { id: number }>(
  deps: WriteDeps,
  s: Trashable<T>,
  ids: unknown,
  actor: Actor,
): Promise<number> {
  const wanted = bulkIds(ids);
  await write(deps, actor, async (m, { log, changed }) => {
    const rows = (await m.find(s.entity, {
      where: { id: In(wanted) } as never,
      order: { id: 'ASC' } as never,
      lock: { mode: 'pessimistic_write' },
    })) as T[];
    const found = new Set(rows.map((r) => r.id));
    const missing = wanted.filter((id) => !found.has(id));
    if (missing.length && wanted.length === 1) throw notFound(s.label);
    if (missing.length) {
      throw blockedBy(
        s.label,
        missing.map((id) => ({ id, problem: 'not found' })),
      );
    }
    await moveToTrash(m, {
      table: s.table,
      entity: s.entityName,
      rows: rows.map((row) => ({ id: row.id, summary: s.describe(row) })),
      deletedBy: actor.username,
      stepsKind: s.stepsKind,
    });
    for (const row of rows) {
      await log({
        action: 'delete',
        entity: s.entityName,
        entityId: row.id,
        summary: `Deleted ${s.describe(row)} (to Trash)`,
      });
    }
    changed(s.table);
  });
  return wanted.length;
}
