import type { Deps } from '../../deps';
import { isUniqueViolation } from '../../database/pg-errors';
import { write } from '../../database/write';
import { conflict, notFound } from '../../errors';
import type { Actor } from '../../records/activity-log';
import type { RequestKind } from '../../records/inbox/request-step.entity';
import { validateInput } from '../../validation';
import { dueAt, workingMsBetween, type Pause, type WorkingWeek } from './deadline';
import { Holiday, HolidayInput } from './holiday.entity';

/** The state each kind of request arrives in: it is answered once it leaves it. */
export const FIRST_STATE: Record<RequestKind, string> = {
  MESSAGE: 'NEW',
  RESERVATION: 'PENDING',
  REGISTRATION: 'NEW',
};

/**
 * The states in which a request waits on its visitor (the clock stops): a message staff asked
 * something of. Back in its first state, the clock runs on with the time it had left.
 */
export const WAITING_ON_VISITOR: Record<RequestKind, readonly string[]> = {
  MESSAGE: ['WAITING_ON_VISITOR'],
  RESERVATION: [],
  REGISTRATION: [],
};

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** Holidays change a few times a year: read again at most once a minute, or when one changes. */
const HOLIDAYS_TTL_MS = 60_000;

/** Where a request stands against its first-reply target. */
export interface ReplyClock {
  /** When we promised to reply by; null once answered (or while the visitor is awaited). */
  due: Date | null;
  late: boolean;
  /** The share of the target's working time still left (0 when late), for amber under 0.25. */
  left: number;
}

export interface StepLike {
  status: string;
  at: Date;
}

/**
 * The stretches a request's steps spent out of its first state: the first-reply clock runs only
 * there. A message answered, then waiting on its visitor, then back in NEW once they wrote again
 * (NEW → IN_PROGRESS → WAITING_ON_VISITOR → NEW) has the time it had left: neither the work on it
 * nor the wait counts. Only a kind that can wait has its steps read (WAITING_ON_VISITOR).
 */
export function pausesOf(kind: RequestKind, steps: readonly StepLike[]): Pause[] {
  if (!WAITING_ON_VISITOR[kind].length) return [];
  return steps.flatMap((s, i) =>
    s.status !== FIRST_STATE[kind] ? [{ from: s.at, to: steps[i + 1]?.at ?? null }] : [],
  );
}

/**
 * The team's clock (PRODUCT.md §22, "Service levels"): working hours and targets from the
 * settings (config.ts), holidays from the calendar staff edit.
 */
export class ServiceLevelService {
  private holidays: { days: Set<string>; at: number } | null = null;
  /** What follows a change of the calendar: the open requests' reply-by times (reply-by.ts). */
  afterChange: () => Promise<unknown> = async () => undefined;

  constructor(private readonly deps: Deps) {
    deps.bus.subscribe('data_changed', ({ table }) => {
      if (table === 'holidays' || table === '*') this.holidays = null;
    });
  }

  targetHours(kind: RequestKind): number {
    const c = this.deps.config;
    return {
      MESSAGE: c.REPLY_HOURS_MESSAGE,
      RESERVATION: c.REPLY_HOURS_RESERVATION,
      REGISTRATION: c.REPLY_HOURS_REGISTRATION,
    }[kind];
  }

  async week(now = this.deps.clock.now()): Promise<WorkingWeek> {
    const c = this.deps.config;
    if (!this.holidays || now.getTime() - this.holidays.at > HOLIDAYS_TTL_MS) {
      const rows: { date: string }[] = await this.deps.db.query(
        `SELECT to_char(date, 'YYYY-MM-DD') AS date FROM holidays`,
      );
      this.holidays = { days: new Set(rows.map((r) => r.date)), at: now.getTime() };
    }
    return {
      timeZone: 'Asia/Dhaka',
      days: c.WORKING_DAYS.split(',').map((d) => DAY_NAMES.indexOf(d)),
      start: minutes(c.WORKING_HOURS.slice(0, 5)),
      end: minutes(c.WORKING_HOURS.slice(6)),
      holidays: this.holidays.days,
    };
  }

  /** The first-reply clock of a request received at `received`, now in `status` after `steps`. */
  clock(
    week: WorkingWeek,
    request: { kind: RequestKind; received: Date; status: string; steps?: readonly StepLike[] },
    now: Date,
  ): ReplyClock {
    const answered = { due: null, late: false, left: 1 };
    if (request.status !== FIRST_STATE[request.kind]) return answered;
    const hours = this.targetHours(request.kind);
    const pauses = pausesOf(request.kind, request.steps ?? []);
    const due = dueAt(week, request.received, hours, pauses);
    if (!due) return answered;
    const late = now.getTime() >= due.getTime();
    const left = late ? 0 : workingMsBetween(week, now, due, pauses) / (hours * 3_600_000);
    return { due, late, left: Math.min(1, left) };
  }

  /** When a request received at `received`, now in `status`, is promised a reply; null: answered. */
  async replyBy(kind: RequestKind, received: Date, status: string): Promise<Date | null> {
    const now = this.deps.clock.now();
    return this.clock(await this.week(now), { kind, received, status }, now).due;
  }

  /** The calendar, in date order. */
  list(): Promise<Holiday[]> {
    return this.deps.db.getRepository(Holiday).find({ order: { date: 'ASC' } });
  }

  /** Adds a holiday (id null) or changes one; one per day; logged with before and after. */
  async save(id: number | null, raw: unknown, actor: Actor): Promise<Holiday> {
    const input = await validateInput(HolidayInput, raw);
    const row = { date: input.date, nameEn: input.nameEn.trim(), nameBn: input.nameBn.trim() };
    const taken = () => conflict(`${row.date} is already in the holiday calendar`);
    try {
      const saved = await write(this.deps, actor, async (m, { log, changed }) => {
        const before = id === null ? null : await m.findOneBy(Holiday, { id });
        if (id !== null && !before) throw notFound('Holiday');
        const saved = await m.save(Holiday, { ...(before ?? {}), ...row });
        const what = `holiday ${saved.date} (${saved.nameEn})`;
        await log({
          action: before ? 'update' : 'create',
          entity: 'Holiday',
          entityId: saved.id,
          summary: before
            ? `Changed holiday ${before.date} (${before.nameEn} / ${before.nameBn}) to ${saved.date} (${saved.nameEn} / ${saved.nameBn})`
            : `Added ${what}`,
        });
        changed('holidays');
        return saved;
      });
      await this.changed();
      return saved;
    } catch (err) {
      if (isUniqueViolation(err)) throw taken();
      throw err;
    }
  }

  /** This process reads the calendar again at once (others on the bus's word), then follows. */
  private async changed() {
    this.holidays = null;
    await this.afterChange();
  }

  async remove(id: number, actor: Actor): Promise<void> {
    await write(this.deps, actor, async (m, { log, changed }) => {
      const row = await m.findOneBy(Holiday, { id });
      if (!row) throw notFound('Holiday');
      await m.delete(Holiday, id);
      await log({
        action: 'delete',
        entity: 'Holiday',
        entityId: id,
        summary: `Removed holiday ${row.date} (${row.nameEn} / ${row.nameBn})`,
      });
      changed('holidays');
    });
    await this.changed();
  }
}
