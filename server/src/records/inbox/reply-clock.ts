import {
  In,
  type EntityManager,
  type EntityTarget,
  type ObjectLiteral,
  type SelectQueryBuilder,
} from 'typeorm';
import type { Page } from '../../lists/page';
import type { RequestKind } from './request-step.entity';
import type { ReplyClockView } from './visitor-request';

/**
 * The team's clock as the inbox keeps it (features/service-levels/reply-by.ts implements it): a
 * request's reply-by time is stored on its row when it comes and each time it moves, so that
 * the "Late" view and the late alert read a column, not a computation per row.
 */
export interface ReplyClock {
  /** Whether a request in `status` has a clock running (it awaits a reply from staff). */
  runs(kind: RequestKind, status: string): boolean;
  /** Its reply-by time in `status`, its steps read with `m`; null when the clock stands still. */
  replyBy(
    m: EntityManager,
    kind: RequestKind,
    row: { id: number; createdAt: Date },
    status: string,
  ): Promise<Date | null>;
  /** Each row's working time left, for the rows of a page. */
  views(kind: RequestKind, rows: { replyBy?: Date | null }[]): Promise<(ReplyClockView | null)[]>;
  now(): Date;
}

interface ClockedRow {
  id: number;
  createdAt: Date;
  replyBy?: Date | null;
}

/** Stores the reply-by time of rows that moved to `status`, in the move's transaction. */
export async function keepReplyBy(
  clock: ReplyClock | null,
  m: EntityManager,
  entity: EntityTarget<ObjectLiteral>,
  kind: RequestKind,
  rows: ClockedRow[],
  status: string,
): Promise<void> {
  if (!clock) return;
  if (!clock.runs(kind, status)) {
    await m.update(entity, { id: In(rows.map((r) => r.id)) } as never, { replyBy: null } as never);
    for (const row of rows) row.replyBy = null;
    return;
  }
  for (const row of rows) {
    row.replyBy = await clock.replyBy(m, kind, row, status);
    await m.update(entity, row.id, { replyBy: row.replyBy } as never);
  }
}

/** The list's fields with `replyClock` read as the columns it is worked out from. */
export function clockFields(fields: readonly string[] | undefined) {
  if (!fields?.includes('replyClock')) return { read: fields, clocked: false };
  const read = [...new Set([...fields.filter((f) => f !== 'replyClock'), 'replyBy', 'status'])];
  return { read, clocked: true };
}

/** A page's rows with their clocks (`replyClock`), when the list asked for them. */
export async function withClocks<T extends { replyBy?: Date | null }>(
  clock: ReplyClock | null,
  kind: RequestKind,
  page: Page<T>,
): Promise<Page<T>> {
  if (!clock) return page;
  const views = await clock.views(kind, page.items);
  page.items.forEach((row, i) => Object.assign(row, { replyClock: views[i] }));
  return page;
}

/** The "Late" view: rows past their reply-by time (the partial index on reply_by finds them). */
export function onlyLate<T extends object>(qb: SelectQueryBuilder<T>, now: Date) {
  return qb.andWhere('r.replyBy < :replyNow', { replyNow: now });
}
