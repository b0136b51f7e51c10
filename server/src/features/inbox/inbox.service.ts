import type { DataSource, DeepPartial } from 'typeorm';
import { fieldError, notFound } from '../../errors';
import type { Actor } from '../activity/staff-write';
import { staffWrite } from '../activity/staff-write';
import { eventBusOf } from '../../events/bus';
import { staffMailOf } from '../../jobs/staff-mail';
import { stopHereInTests } from '../../test-hooks';
import type { StaffAlertKind } from '../../realtime/staff-alert';
import { RecordService, type RecordServiceOptions } from '../record.service';

/** The states of a workflow, the first being where new rows start, and the moves allowed. */
export interface Workflow<S extends string> {
  next: Record<S, readonly S[]>;
}

export const MAX_NOTE = 1000;

const words = (s: string) => s.replace(/_/g, ' ').toLowerCase();
const orList = (items: readonly string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

/** Why a move is refused, in words: "A contact message that is new can only become in progress". */
export function transitionProblem<S extends string>(
  workflow: Workflow<S>,
  label: string,
  from: S,
  to: string,
): string | null {
  if (!(to in workflow.next)) {
    return `status must be one of ${orList(Object.keys(workflow.next))}`;
  }
  const allowed = workflow.next[from];
  if (allowed.includes(to as S)) return null;
  const article = /^[aeiou]/i.test(label) ? 'An' : 'A';
  if (to === from) return `This ${label.toLowerCase()} is already ${words(from)}`;
  if (allowed.length === 0) {
    return `${article} ${label.toLowerCase()} that is ${words(from)} cannot change any more`;
  }
  return `${article} ${label.toLowerCase()} that is ${words(from)} can only become ${orList(allowed.map(words))}, not ${words(to)}`;
}

export interface StatusRecord {
  id: number;
  status: string;
  statusNote: string | null;
}

/**
 * What staff do with what visitors send: everything a RecordService does, plus moving a row
 * along its workflow with an optional note (checked, locked and logged in one transaction).
 */
export class InboxRecordService<T extends StatusRecord> extends RecordService<T> {
  constructor(
    ds: DataSource,
    record: RecordServiceOptions<T>,
    private readonly workflow: Workflow<T['status']>,
  ) {
    super(ds, { ...record, filters: ['status', ...(record.filters ?? [])] });
  }

  /**
   * Stores what a visitor sent and tells staff. The alert e-mail is queued in the row's own
   * transaction (the outbox: both or neither, so a crash after the commit still mails staff,
   * once); the live alert is published after the commit, best effort — a failed NOTIFY must not
   * turn the visitor's request into an error.
   */
  protected async createAnnounced(
    row: DeepPartial<T>,
    kind: StaffAlertKind,
    titleOf: (saved: T) => string,
  ): Promise<T> {
    const { saved, alert } = await this.ds.transaction(async (m) => {
      const saved = (await m.save(this.record.entity, m.create(this.record.entity, row))) as T & {
        createdAt: Date;
      };
      const alert = {
        kind,
        id: saved.id,
        title: titleOf(saved),
        createdAt: saved.createdAt.toISOString(),
      };
      await staffMailOf(this.ds)?.enqueue(m, alert);
      return { saved, alert };
    });
    stopHereInTests('after-commit');
    eventBusOf(this.ds)
      ?.publish('staff_alert', alert)
      .catch(() => undefined);
    return saved;
  }

  countWithStatus(status: T['status']): Promise<number> {
    return this.repo.countBy({ status } as never);
  }

  async setStatus(id: number, status: unknown, note: unknown, actor: Actor): Promise<T> {
    const text = typeof note === 'string' ? note.trim() : '';
    if (note !== undefined && note !== null && typeof note !== 'string') {
      throw fieldError('note', 'note must be text');
    }
    if (text.length > MAX_NOTE)
      throw fieldError('note', `note must be at most ${MAX_NOTE} characters`);
    await staffWrite(this.ds, actor, async (m, log) => {
      const row = await m.findOne(this.record.entity, {
        where: { id } as never,
        lock: { mode: 'pessimistic_write' },
      });
      if (!row) throw notFound(this.record.label);
      const from = (row as T).status as T['status'];
      const problem = transitionProblem(this.workflow, this.record.label, from, String(status));
      if (problem) throw fieldError('status', problem);
      await m.update(this.record.entity, id, { status, statusNote: text || null } as never);
      await log({
        action: 'status',
        entity: this.entityName,
        entityId: id,
        summary: `${this.describe(row as T)}: ${from} → ${String(status)}${text ? ` — ${text}` : ''}`,
      });
    });
    return this.get(id);
  }
}
