import { In, type EntityManager } from 'typeorm';
import { write } from '../../database/write';
import { mayConfirm } from '../../mail/confirmation-cap';
import type { Deps } from '../../deps';
import { fieldError, notFound } from '../../errors';
import type { Actor } from '../activity-log';
import { RecordService, type RecordServiceOptions } from '../record.service';
import { blockedBy, bulkIds, type RowProblem } from './bulk';
import { claimKey, keyMade, pruneKeys, type Idempotency } from './idempotency';
import { queryShape } from './query-shape';
import { RequestStep, type RequestKind } from './request-step.entity';
import type { Job } from '../../jobs/jobs';

/** The states of a workflow, the first being where new rows start, and the moves allowed. */
export interface Workflow<S extends string> {
  next: Record<S, readonly S[]>;
}

export const MAX_NOTE = 1000;

/**
 * The privacy notice's version in the row's language: its CMS revision number (the seed is 1,
 * every save or restore of the page adds one). English when the language has no notice.
 * `visitor` is the row being stored.
 */
const NOTICE_VERSION = `(
  SELECT 1 + (SELECT count(*) FROM cms_page_revisions r WHERE r.page_id = p.id)
  FROM cms_pages p
  WHERE lower(p.slug) = 'privacy-policy' AND p.locale IN (visitor.locale, 'en')
  ORDER BY p.locale = visitor.locale DESC
  LIMIT 1)`;

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
  reference: string;
  status: string;
  statusNote: string | null;
  visitorNote: string | null;
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
    super(deps, { ...record, filters: ['status', ...(record.filters ?? [])] });
  }

  /**
   * A reference finds its one request, a whole phone number the requests from it (the national
   * digits the database keeps in `phone_digits`), as the back office's search box does.
   */
  protected override identifiedBy(search: string) {
    const shape = queryShape(search);
    if (shape.by === 'reference')
      return { sql: 'r.reference = :reference', parameters: { reference: shape.reference } };
    if (shape.by === 'phone')
      return { sql: 'r.phone_digits = :phoneDigits', parameters: { phoneDigits: shape.digits } };
    return undefined;
  }

  /**
   * Stores what a visitor sent and tells staff: the alert e-mail is queued in the same
   * transaction (one mail exactly when the row exists), and every instance's back office hears
   * of it once the row is committed. `save` inserts the row with the transaction's manager.
   */
  protected async receive<R extends T & { createdAt: Date }>(
    save: (m: EntityManager) => Promise<R>,
    title: (saved: R) => string,
    /** The submission's Idempotency-Key: sent again, the first send's row is the answer. */
    idempotency: Idempotency | null = null,
  ): Promise<R> {
    const received = await write(this.deps, null, async (m, { enqueue, publish }) => {
      const earlier = idempotency && (await claimKey(m, this.table, idempotency));
      if (earlier) return earlier;
      const saved = await save(m);
      if (idempotency) await keyMade(m, this.table, idempotency, saved.id);
      // The database drew the reference as it stored the row (migration 1764800000000). Sending
      // the form is consenting to the privacy notice beside its button: the row keeps that
      // notice's version in the visitor's language.
      // An UPDATE answers [rows, count] through TypeORM.
      const [[row]] = await m.query(
        `UPDATE ${this.table} visitor SET consented_at = visitor.created_at, privacy_notice_version = ${NOTICE_VERSION}
         WHERE id = $1 RETURNING reference, privacy_notice_version, consented_at`,
        [saved.id],
      );
      saved.reference = row.reference;
      saved.privacyNoticeVersion = row.privacy_notice_version;
      saved.consentedAt = row.consented_at;
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
      return saved;
    });
    if (typeof received === 'number') {
      // A send again of a stored submission: what the first one answered, nothing stored.
      const first = await this.find(received);
      if (!first) throw notFound('The submission');
      return first as unknown as R;
    }
    if (idempotency) await this.pruneKeys();
    return received;
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

/** A status change's optional note (or visitor note), trimmed and checked. */
function noteText(note: unknown, field = 'note'): string {
  if (note !== undefined && note !== null && typeof note !== 'string') {
    throw fieldError(field, `${field} must be text`);
  }
  const text = typeof note === 'string' ? note.trim() : '';
  if (text.length > MAX_NOTE)
    throw fieldError(field, `${field} must be at most ${MAX_NOTE} characters`);
  return text;
}
