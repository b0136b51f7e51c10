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
import { RequestStep, type RequestKind } from './request-step.entity';
import type { Job } from '../../jobs/jobs';
import { autoAssign, countsTowardLoad } from './assignment';
import { consentOf } from './consent';
import { visitorAnswer } from './visitor-answer';
import { noteText, transitionProblem, type Workflow } from './workflow';

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
    super(deps, { ...record, filters: [...new Set(['status', ...(record.filters ?? [])])] });
    countsTowardLoad(this.table, workflow);
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
      const problem = transitionProblem(this.workflow, this.record.label, from, String(status));
      if (problem) throw fieldError('status', problem);
      await m.update(this.record.entity, id, {
        status,
        statusNote: text || null,
        visitorNote: forVisitor || null,
      } as never);
      const steps = await this.recordSteps(m, [row as T], String(status), forVisitor);
      for (const job of steps) await enqueue(job);
      await log(this.statusFact(row as T, String(status), text));
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
      const steps = await this.recordSteps(m, [...rows.values()], to, forVisitor);
      for (const job of steps) await enqueue(job);
      for (const row of rows.values()) await log(this.statusFact(row, to, text));
    });
    return wanted.length;
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

  /**
   * Deletes rows inside the bulk delete's transaction; answers what to do once it committed
   * (e.g. remove stored files). Override when a row takes other rows with it.
   */
  protected async deleteRows(m: EntityManager, rows: T[]): Promise<(() => Promise<void>) | void> {
    await m.delete(this.record.entity, { id: In(rows.map((r) => r.id)) } as never);
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

  /**
   * The visitors' timeline of these rows (the status page), in the move's transaction; answers
   * the e-mails to send: one to each visitor with an address when staff wrote them a note.
   */
  private async recordSteps(
    m: EntityManager,
    rows: T[],
    status: string,
    visitorNote: string,
  ): Promise<Job[]> {
    const { identifiers } = await m.insert(
      RequestStep,
      rows.map((row) => ({
        kind: this.kind,
        requestId: row.id,
        status,
        visitorNote: visitorNote || null,
      })),
    );
    if (!visitorNote || !this.mailsVisitors) return [];
    return rows.flatMap((row, i) =>
      row.email
        ? [
            {
              queue: 'visitor-mail' as const,
              data: { kind: this.kind, id: row.id, step: identifiers[i].id as number },
            },
          ]
        : [],
    );
  }

  private statusFact(row: T, to: string, note: string) {
    return {
      action: 'status' as const,
      entity: this.entityName,
      entityId: row.id,
      summary: `${this.describe(row)}: ${row.status} → ${to}${note ? ` — ${note}` : ''}`,
    };
  }
}
