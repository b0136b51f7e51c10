import type { Deps } from '../../deps';
import { write } from '../../database/write';
import { fieldError } from '../../errors';
import { paginate, type ListArgs } from '../../lists/page';
import { SYSTEM_ACTOR, type Actor } from '../../records/activity-log';
import { bulkIds } from '../../records/inbox/bulk';
import type { RecordService } from '../../records/record.service';
import { restoreFromTrash, TRASH_DAYS, type Trashed } from '../../records/trash';
import { TrashEntry } from './trash.entity';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Trash (PRODUCT.md §22): what staff deleted, newest first; restore puts rows back as they were
 * (records/trash.ts), the daily purge deletes for good what has waited 30 days, through each
 * record's own delete (a booking's document file goes with it).
 */
export class TrashService {
  constructor(
    private readonly deps: Deps,
    /** The services of the records that can be in Trash, to delete them for good. */
    private readonly owners: () => RecordService<{ id: number }>[],
  ) {}

  list(args: ListArgs) {
    const qb = this.deps.db
      .getRepository(TrashEntry)
      .createQueryBuilder('r')
      .orderBy('r.deletedAt', 'DESC')
      .addOrderBy('r.id', 'DESC');
    return paginate(qb, args);
  }

  /** Restores Trash entries by their ids (the Trash view), all or nothing. */
  restore(ids: unknown, actor: Actor): Promise<number> {
    const wanted = bulkIds(ids);
    return this.restoreWhere('id = ANY($1)', [wanted], wanted.length, actor);
  }

  /** Restores rows just deleted, by their own ids (the Undo after a delete), all or nothing. */
  undoDelete(entity: string, ids: unknown, actor: Actor): Promise<number> {
    const wanted = bulkIds(ids);
    return this.restoreWhere(
      'entity = $1 AND row_id = ANY($2)',
      [entity, wanted],
      wanted.length,
      actor,
    );
  }

  private async restoreWhere(where: string, params: unknown[], wanted: number, actor: Actor) {
    await write(this.deps, actor, async (m, { log, changed }) => {
      const back = await restoreFromTrash(m, where, params);
      if (back.length !== wanted) {
        throw fieldError('ids', 'Not in Trash (restored already, or emptied after 30 days)');
      }
      for (const entry of back) {
        await log({
          action: 'restore',
          entity: entry.entity,
          entityId: entry.row_id,
          summary: `Restored ${entry.summary} from Trash`,
        });
      }
      for (const table of new Set(back.map((e) => e.table_name))) changed(table);
    });
    return wanted;
  }

  /** The daily job: deletes for good what has been in Trash TRASH_DAYS days or more. */
  async purge(): Promise<number> {
    const before = new Date(this.deps.clock.now().getTime() - TRASH_DAYS * DAY_MS);
    const due = await this.deps.db.query(`SELECT 1 FROM trash WHERE deleted_at < $1 LIMIT 1`, [
      before,
    ]);
    if (!due.length) return 0;
    let cleanUps: (() => Promise<void>)[] = [];
    const emptied = await write(this.deps, SYSTEM_ACTOR, async (m, { log, changed }) => {
      // Back into their tables, then deleted as a delete does (files, parts, steps alike).
      const back: Trashed[] = await restoreFromTrash(m, 'deleted_at < $1', [before]);
      cleanUps = [];
      for (const table of new Set(back.map((e) => e.table_name))) {
        const ids = back.filter((e) => e.table_name === table).map((e) => e.row_id);
        const owner = this.owners().find((s) => s.table === table);
        if (!owner) throw new Error(`no service deletes ${table}`);
        const after = await owner.purge(m, ids);
        if (after) cleanUps.push(after);
        changed(table);
      }
      await log({
        action: 'delete',
        entity: 'Trash',
        summary: `Emptied ${back.length} row${back.length === 1 ? '' : 's'} deleted ${TRASH_DAYS} days ago or more`,
      });
      return back.length;
    });
    for (const cleanUp of cleanUps) await cleanUp();
    return emptied;
  }
}
