import { In, type EntityManager } from 'typeorm';
import { write } from '../../database/write';
import { mayConfirm } from '../../mail/confirmation-cap';
import type { Deps } from '../../deps';
import { fieldError, notFound } from '../../errors';
import type { Actor } from '../activity-log';
import { RecordService, type RecordServiceOptions } from '../record.service';
import { blockedBy, bulkIds, type RowProblem } from './bulk';
import { claimKey, keyMade, pruneKeys, revived, type Idempotency } from './idempotency';
import { queryShape, searchedBy } from './query-shape';
import type { RequestKind } from './request-step.entity';
import { recordSteps } from './steps';
import { autoAssign, countsTowardLoad } from './assignment';
import { consentOf } from './consent';
import { visitorAnswer } from './visitor-answer';
import { noteText, transitionProblem, type Workflow } from './workflow';
import { changesOf } from '../changes';
import { clockFields, keepReplyBy, onlyLate, withClocks, type ReplyClock } from './reply-clock';
import type { ListArgs, Page } from '../../lists/page';

export type { Workflow } from './workflow';

export interface StatusRecord {
  id: number;
  reference: string;
  status: string;
  statusNote: string | null;
  visitorNote: string | null;
  assigneeId: number | null;
  email: string | null;
  privacyNoticeVersion: number | null;
  consentedAt: Date | null;
  createdAt: Date;
  replyBy?: Date | null;
}

/**
 * What staff do with what visitors send: everything a RecordService does, plus moving a row
 * along its workflow with an optional note (checked, locked and logged in one transaction).
 */
export class InboxRecordService<T extends StatusRecord> extends RecordService<T> {
  constructor(
    deps: Deps,
    record: RecordServiceOptions<T>,
    private readonly workflow: Workflow<T['status']>,
    /** How the status page names this kind of request (and its steps are filed under). */
    private readonly kind: RequestKind,
  ) {
    // `late`: the "Late" view (listQuery).
    const filters = [...new Set(['status', 'late', ...(record.filters ?? [])])];
    super(deps, { ...record, filters });
    countsTowardLoad(this.table, workflow);
  }

  private replyClock: ReplyClock | null = null;

  /** The service levels keep each row's reply-by time (features/service-levels/reply-by.ts). */
  keepsReplyBy(clock: ReplyClock) {
    this.replyClock = clock;
  }

  /** A page, with each row's clock when asked for (`replyClock`: not a column). */
  override async list(args: ListArgs, where = {}, fields?: readonly string[]): Promise<Page<T>> {
    const { read, clocked } = clockFields(fields);
    const page = await super.list(args, where, read);
    return clocked ? withClocks(this.replyClock, this.kind, page) : page;
  }

  override listQuery(...[search, where = {}, ...rest]: Parameters<RecordService<T>['listQuery']>) {
    const { late, ...equal } = where as typeof where & { late?: boolean };
    const qb = super.listQuery(search, equal as typeof where, ...rest);
    return late ? onlyLate(qb, this.replyClock?.now() ?? this.deps.clock.now()) : qb;
  }

  /** A reference or a whole phone number names its requests (queryShape, searchedBy). */
  protected override identifiedBy(search: string) {
    return searchedBy(queryShape(search)).identified;
  }

  /** The beginning of a reference or of a phone number, as staff type (searchedBy). */
  protected override alsoFoundBy(search: string) {
    return searchedBy(queryShape(search)).also;
  }

  /**
   * Stores what a visitor sent and tells staff: the alert e-mail is queued in the same
   * transaction (one mail exactly when the row exists), and every instance's back office hears
   * of it once the row is committed. `save` inserts the row with the transaction's manager.
   */
  protected async receive<R extends T & { createdAt: Date }>(
    save: (m: EntityManager) => Promise<R>,
    title: (saved: R) => string,
    /** The submission's Idempotency-Key: sent again, the first send's answer is the answer. */
    idempotency: Idempotency | null = null,
    /** The row as the visitor is answered, read in the transaction (e.g. with its relations). */
    answerOf: (m: EntityManager, saved: R) => Promise<R> = async (_m, saved) => saved,
  ): Promise<R> {
    const received = await write(this.deps, null, async (m, { enqueue, publish }) => {
      const earlier = idempotency && (await claimKey(m, this.table, idempotency));
      if (earlier) return earlier;
      const saved = await save(m);
      await keepReplyBy(this.replyClock, m, this.record.entity, this.kind, [saved], saved.status);
      // The database drew the reference as it stored the row (migration 1764800000000).
      Object.assign(saved, await consentOf(m, this.table, saved.id));
      saved.assigneeId = await autoAssign(m, this.table, saved.id);
      const answer = visitorAnswer(await answerOf(m, saved));
      if (idempotency) await keyMade(m, this.table, idempotency, saved.id, answer);
      const alert = {
        kind: this.kind,
        id: saved.id,
        title: title(saved),
        createdAt: saved.createdAt.toISOString(),
      };
      await enqueue({ queue: 'staff-alert-mail', data: alert });
      if (
        saved.email &&
        this.mailsVisitors &&
        (await mayConfirm(m, this.deps.config.privacyHashKey, saved.email))
      ) {
        await enqueue({ queue: 'visitor-mail', data: { kind: this.kind, id: saved.id } });
      }
      publish('staff_alert', alert);
      return { answer };
    });
    if ('recordId' in received) {
      // A send again of a stored submission: what the first one answered, nothing stored.
      // Made entities again, relations too (a booking's document answers its downloadUrl).
      if (received.answer) return this.repo.create(revived(received.answer) as T) as unknown as R;
      // A key taken before answers were kept (a day at most after the upgrade): the row as the
      // visitor may see it.
      const first = await this.find(received.recordId);
      if (!first) throw notFound('The submission');
      return visitorAnswer(first) as unknown as R;
    }
    if (idempotency) await this.pruneKeys();
    return received.answer;
  }

  private lastKeyPrune = 0;

  /** Keys past their day, forgotten at most once an hour per process. */
  private async pruneKeys(): Promise<void> {
    if (Date.now() - this.lastKeyPrune < 60 * 60 * 1000) return;
    this.lastKeyPrune = Date.now();
    await pruneKeys(this.deps.db);
  }

  /** Visitors are e-mailed (their confirmation, staff's notes) when the server can send mail. */
  private get mailsVisitors(): boolean {
    return Boolean(this.deps.config.SMTP_URL && this.deps.config.MAIL_FROM);
  }

  countWithStatus(status: T['status']): Promise<number> {
    return this.repo.countBy({ status } as never);
  }

  /**
   * Moves one row along its workflow. `note` is for staff; `visitorNote`, if any, is for the
   * visitor: it is shown on the status page with the step.
   */
  async setStatus(
    id: number,
    status: unknown,
    note: unknown,
    actor: Actor,
    visitorNote?: unknown,
  ): Promise<T> {
    const text = noteText(note);
    const forVisitor = noteText(visitorNote, 'visitorNote');
    await write(this.deps, actor, async (m, { log, enqueue }) => {
      const row = await m.findOne(this.record.entity, {
        where: { id } as never,
        lock: { mode: 'pessimistic_write' },
      });
      if (!row) throw notFound(this.record.label);
      const from = (row as T).status as T['status'];
      const problem =
        transitionProblem(this.workflow, this.record.label, from, String(status)) ??
        (await this.moveProblems(m, [row as T], String(status))).get(id);
      if (problem) throw fieldError('status', problem);
      await m.update(this.record.entity, id, {
        status,
        statusNote: text || null,
        visitorNote: forVisitor || null,
      } as never);
      const steps = await recordSteps(
        m,
        this.kind,
        [row as T],
        String(status),
        forVisitor,
        this.mailsVisitors,
      );
      // After the step: back from waiting on the visitor, the clock reads the pause as ended.
      await keepReplyBy(this.replyClock, m, this.record.entity, this.kind, [row as T], `${status}`);
      for (const job of steps) await enqueue(job);
      await log(this.statusFact(row as T, String(status), text, forVisitor));
    });
    return this.get(id);
  }

  /**
   * Moves up to 100 rows to one status with one note: all or nothing. A row that is missing
   * or may not make that move refuses the whole action, and the error names every such row.
   */
  async setStatusMany(
    ids: unknown,
    status: unknown,
    note: unknown,
    actor: Actor,
    visitorNote?: unknown,
  ) {
    const wanted = bulkIds(ids);
    const text = noteText(note);
    const forVisitor = noteText(visitorNote, 'visitorNote');
    const to = String(status);
    if (!(to in this.workflow.next)) {
      throw fieldError(
        'status',
        `status must be one of ${Object.keys(this.workflow.next).join(', ')}`,
      );
    }
    await write(this.deps, actor, async (m, { log, enqueue }) => {
      const rows = await this.lockRows(m, wanted);
      const problems: RowProblem[] = [];
      for (const id of wanted) {
        const row = rows.get(id);
        const problem = row
          ? transitionProblem(this.workflow, this.record.label, row.status, to)
          : 'not found';
        if (problem) problems.push({ id, problem });
      }
      if (!problems.length)
        for (const [id, problem] of await this.moveProblems(m, [...rows.values()], to))
          problems.push({ id, problem });
      if (problems.length) throw blockedBy(this.record.label, problems);
      await m.update(
        this.record.entity,
        { id: In(wanted) } as never,
        {
          status: to,
          statusNote: text || null,
          visitorNote: forVisitor || null,
        } as never,
      );
      const steps = await recordSteps(
        m,
        this.kind,
        [...rows.values()],
        to,
        forVisitor,
        this.mailsVisitors,
      );
      await keepReplyBy(this.replyClock, m, this.record.entity, this.kind, [...rows.values()], to);
      for (const job of steps) await enqueue(job);
      for (const row of rows.values()) await log(this.statusFact(row, to, text, forVisitor));
    });
    return wanted.length;
  }

  /**
   * What refuses moving these rows to `to` beyond the workflow (a registration's papers), by row
   * id, read in the move's transaction. Override when a move has conditions.
   */
  protected async moveProblems(_m: EntityManager, _rows: T[], _to: string) {
    return new Map<number, string>();
  }

  /** Deletes up to 100 rows, all or nothing: a missing row refuses the whole action. */
  async deleteMany(ids: unknown, actor: Actor): Promise<number> {
    const wanted = bulkIds(ids);
    const cleanUp = await write(this.deps, actor, async (m, { log, changed }) => {
      const rows = await this.lockRows(m, wanted);
      const missing = wanted.filter((id) => !rows.has(id));
      if (missing.length) {
        throw blockedBy(
          this.record.label,
          missing.map((id) => ({ id, problem: 'not found' })),
        );
      }
      const after = await this.deleteRows(m, [...rows.values()]);
      for (const row of rows.values()) {
        await log({
          action: 'delete',
          entity: this.entityName,
          entityId: row.id,
          summary: `Deleted ${this.describe(row)}`,
        });
      }
      changed(this.table);
      return after;
    });
    await cleanUp?.();
    return wanted.length;
  }

  protected stepsKind(): string {
    return this.kind;
  }

  /** The rows with these ids, locked for update in id order (two bulk actions never deadlock). */
  private async lockRows(m: EntityManager, ids: number[]): Promise<Map<number, T>> {
    const rows = (await m.find(this.record.entity, {
      where: { id: In(ids) } as never,
      order: { id: 'ASC' } as never,
      lock: { mode: 'pessimistic_write' },
    })) as T[];
    return new Map(rows.map((row) => [row.id, row]));
  }

  private statusFact(row: T, to: string, note: string, forVisitor: string) {
    return {
      changes: changesOf(this.record.declared, row, {
        status: to,
        statusNote: note || null,
        visitorNote: forVisitor || null,
      }),
      action: 'status' as const,
      entity: this.entityName,
      entityId: row.id,
      summary: `${this.describe(row)}: ${row.status} → ${to}${note ? ` — ${note}` : ''}`,
    };
  }
}
