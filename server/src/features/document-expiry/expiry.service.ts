import type { EntityManager } from 'typeorm';
import { write, type WriteEffects } from '../../database/write';
import type { Deps } from '../../deps';
import { SYSTEM_ACTOR } from '../../records/activity-log';
import { todayInDhaka } from '../../validation';
import { REQUIRED_DOCUMENTS } from '../partner-documents/document-kinds';
import { mailDay } from '../../records/inbox/request-mail';
import { DOCUMENT_WORDS } from './expiry-mail';
import {
  LAPSED,
  MARK_SUSPENDED,
  MOVE,
  NOTES,
  REMIND,
  REMINDER_OF,
  RESTORED,
  STEP,
  UNMARK_SUSPENDED,
} from './expiry-sql';

/** Thrown to roll back a move whose registration is no longer where it was. */
const NOT_MOVED = new Error('not moved');

/** The reminders, in the order they are looked for: the nearer first (it marks both). */
const REMINDER_DAYS = [7, 30] as const;

/** What one run of the engine did, by id (registrations for the last two). */
/** What a reminder e-mail says, and to whom. */
interface Reminded {
  kind: string;
  expiresOn: string;
  reference: string;
  name: string;
  email: string | null;
  locale: string;
}

interface ExpiryRun {
  today: string;
  reminded: { days: number; documents: number[] }[];
  suspended: number[];
  reactivated: number[];
}

/** The required pairs as the statements take them: registration kinds and document kinds. */
function requiredArrays(): [string[], string[]] {
  const pairs = Object.entries(REQUIRED_DOCUMENTS).flatMap(([reg, docs]) =>
    (docs as readonly string[]).map((doc) => [reg, doc]),
  );
  return [pairs.map(([reg]) => reg), pairs.map(([, doc]) => doc)];
}

/**
 * The documents' expiry (PRODUCT.md §23), run by the job queue every hour (idempotent: each
 * reminder is marked as it is queued, a suspension is a status move): reminder e-mails 30 and 7
 * days before a required document expires; on the day it expires (Asia/Dhaka), SUSPENDED with a
 * staff alert; APPROVED again once a valid replacement is accepted (`run`, or `reconsider` at once).
 */
export class DocumentExpiryService {
  constructor(private readonly deps: Deps) {
    // A document reviewed (accepted) in this process: a suspended partner is active again at
    // once, not at the next hourly pass. Best effort: the pass catches anything missed here.
    deps.bus.subscribe('data_changed', ({ table }) => {
      if (table !== 'partner_documents') return;
      this.reconsider().catch((err) =>
        deps.log.warn({ err }, 'reactivation after a review failed'),
      );
    });
  }

  /** One pass at the instant `now` (tests move it; the job passes the clock's). */
  async run(now: Date = this.deps.clock.now()): Promise<ExpiryRun> {
    const today = todayInDhaka(now);
    const [regKinds, docKinds] = requiredArrays();
    const reminded: ExpiryRun['reminded'] = [];
    for (const days of REMINDER_DAYS) {
      const documents = await write(this.deps, null, async (m, { enqueue }) => {
        const rows: { id: number }[] = await m.query(REMIND, [
          today,
          regKinds,
          docKinds,
          days,
          now.toISOString(),
        ]);
        // node-postgres answers an UPDATE … RETURNING as [rows, count] through TypeORM.
        const ids = (Array.isArray(rows[0]) ? (rows[0] as { id: number }[]) : rows).map(
          (r) => r.id,
        );
        for (const id of ids)
          await enqueue({ queue: 'document-reminder-mail', data: { id, days } });
        return ids;
      });
      reminded.push({ days, documents });
    }
    const suspended = await this.suspendLapsed(today, regKinds, docKinds);
    const reactivated = await this.restore(today, regKinds, docKinds);
    return { today, reminded, suspended, reactivated };
  }

  /** After a document is accepted: the registration is active again now if all are valid. */
  async reconsider(now: Date = this.deps.clock.now()): Promise<number[]> {
    const [regKinds, docKinds] = requiredArrays();
    return this.restore(todayInDhaka(now), regKinds, docKinds);
  }

  /** A reminded document with its partner's address and language; null once replaced. */
  async reminderOf(id: number): Promise<Reminded | null> {
    const [doc]: Reminded[] = await this.deps.db.query(REMINDER_OF, [id]);
    return doc ?? null;
  }

  private async suspendLapsed(today: string, regKinds: string[], docKinds: string[]) {
    const lapsed: { id: number; kind: string; expiresOn: string }[] = await this.deps.db.query(
      LAPSED,
      [today, regKinds, docKinds],
    );
    for (const { id, kind, expiresOn } of lapsed) {
      const what = DOCUMENT_WORDS[kind] ?? { en: kind, bn: kind };
      await this.move(id, 'APPROVED', 'SUSPENDED', async (m, fx) => {
        await m.query(MARK_SUSPENDED, [id, kind, expiresOn]);
        const alert = {
          kind: 'REGISTRATION',
          id,
          title: `Suspended: the ${what.en} expired on ${expiresOn}`,
          createdAt: this.deps.clock.now().toISOString(),
        };
        await fx.enqueue({ queue: 'staff-alert-mail', data: alert });
        fx.publish('staff_alert', alert);
        return {
          note: `Suspended automatically: the ${what.en} expired on ${expiresOn}`,
          visitor: {
            en: `Your ${what.en} expired on ${mailDay(expiresOn, 'en')}. Upload a valid one on this page: you are active again as soon as we accept it.`,
            bn: `আপনার ${what.bn}-এর মেয়াদ ${mailDay(expiresOn, 'bn')} শেষ হয়েছে। এই পাতায় বৈধ কাগজটি জমা দিন: আমরা গ্রহণ করলেই আপনি আবার সক্রিয় হবেন।`,
          },
        };
      });
    }
    return lapsed.map((r) => r.id);
  }

  private async restore(today: string, regKinds: string[], docKinds: string[]) {
    const rows: { id: number }[] = await this.deps.db.query(RESTORED, [today, regKinds, docKinds]);
    for (const { id } of rows)
      await this.move(id, 'SUSPENDED', 'APPROVED', async (m) => {
        await m.query(UNMARK_SUSPENDED, [id]);
        return {
          note: 'Active again: every required document is valid',
          visitor: {
            en: 'Your documents are valid again: you are active again.',
            bn: 'আপনার কাগজপত্র আবার বৈধ: আপনি আবার সক্রিয়।',
          },
        };
      });
    return rows.map((r) => r.id);
  }

  /**
   * One registration from `from` to `to` in one transaction, as the system (activity log): the
   * row (unless it moved meanwhile), its step with the partner's note in their language (the
   * status page; an e-mail when they gave an address), and what `also` does with the move.
   */
  private async move(
    id: number,
    from: string,
    to: string,
    also: (
      m: EntityManager,
      fx: WriteEffects,
    ) => Promise<{ note: string; visitor: Record<'en' | 'bn', string> }>,
  ): Promise<void> {
    const moving = write(this.deps, SYSTEM_ACTOR, async (m, fx) => {
      // node-postgres answers an UPDATE … RETURNING as [rows, count] through TypeORM.
      const [moved]: { email: string | null; locale: string }[][] = await m.query(MOVE, [
        id,
        from,
        to,
      ]);
      const row = moved?.[0];
      if (!row) throw NOT_MOVED;
      const { note, visitor } = await also(m, fx);
      const forPartner = visitor[row.locale === 'bn' ? 'bn' : 'en'];
      await m.query(NOTES, [id, note, forPartner]);
      const [step]: { id: number }[] = await m.query(STEP, [id, to, forPartner]);
      if (row.email)
        await fx.enqueue({
          queue: 'visitor-mail',
          data: { kind: 'REGISTRATION', id, step: step.id },
        });
      await fx.log({
        action: 'status',
        entity: 'RegistrationRequest',
        entityId: id,
        summary: `Registration #${id}: ${from} → ${to} — ${note}`,
      });
    });
    // Moved meanwhile (another pass, or staff): nothing done, nothing logged.
    await moving.catch((err) => {
      if (err !== NOT_MOVED) throw err;
    });
  }
}
