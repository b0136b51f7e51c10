import type { EntityManager } from 'typeorm';
import type { Deps } from '../../deps';
import type { AnyJobWorker } from '../../jobs/jobs';
import type { ReplyClock } from '../../records/inbox/reply-clock';
import type { RequestKind } from '../../records/inbox/request-step.entity';
import type { ReplyClockView } from '../../records/inbox/visitor-request';
import { workingMsBetween } from './deadline';
import {
  FIRST_STATE,
  WAITING_ON_VISITOR,
  type ServiceLevelService,
  type StepLike,
} from './service-levels.service';

/** Each kind's table: the stored reply-by times live on the rows (migration 1765370000000). */
const KIND_TABLES: Record<RequestKind, string> = {
  MESSAGE: 'contact_messages',
  RESERVATION: 'reservations',
  REGISTRATION: 'registration_requests',
};
const KINDS = Object.keys(KIND_TABLES) as RequestKind[];
/** Open rows are worked out and written back this many at a time. */
const BATCH = 5000;
const MINUTE = 60_000;
/** Amber under a quarter of the target left (PRODUCT.md §22). */
const AMBER = 0.25;

/**
 * The reply-by time kept on each request's row (the "Late" view, the late alert, the rows'
 * clocks): set when it comes and when it moves (InboxRecordService, through ReplyClock),
 * worked out again for every open row when the holiday calendar changes and at start.
 */
export class ReplyByKeeper implements ReplyClock {
  constructor(
    private readonly deps: Deps,
    private readonly levels: ServiceLevelService,
  ) {}

  now(): Date {
    return this.deps.clock.now();
  }

  runs(kind: RequestKind, status: string): boolean {
    return status === FIRST_STATE[kind] || WAITING_ON_VISITOR[kind].includes(status);
  }

  async replyBy(
    m: EntityManager,
    kind: RequestKind,
    row: { id: number; createdAt: Date },
    status: string,
  ): Promise<Date | null> {
    // Only a workflow with a waiting state has pauses to read.
    const steps: StepLike[] = WAITING_ON_VISITOR[kind].length
      ? await m.query(
          `SELECT status, at FROM request_steps WHERE kind = $1 AND request_id = $2 ORDER BY at, id`,
          [kind, row.id],
        )
      : [];
    const now = this.now();
    const week = await this.levels.week(now);
    return this.levels.clock(week, { kind, received: row.createdAt, status, steps }, now).due;
  }

  async views(kind: RequestKind, rows: { replyBy?: Date | null }[]) {
    const now = this.now();
    const week = await this.levels.week(now);
    const target = this.levels.targetHours(kind) * 60 * MINUTE;
    return rows.map(({ replyBy }): ReplyClockView | null => {
      if (!replyBy) return null;
      const due = new Date(replyBy);
      if (due <= now) {
        const over = Math.ceil(workingMsBetween(week, due, now) / MINUTE);
        return { minutesLeft: -over, tone: 'late' };
      }
      const left = workingMsBetween(week, now, due);
      return {
        minutesLeft: Math.floor(left / MINUTE),
        tone: left < AMBER * target ? 'amber' : 'ok',
      };
    });
  }

  /**
   * Works out every open row's reply-by time again (after a holiday changed, and at start for
   * rows stored before the column existed). Rows that moved meanwhile are left as their move set.
   */
  async recomputeOpen(): Promise<number> {
    let done = 0;
    for (const kind of KINDS) {
      const table = KIND_TABLES[kind];
      let after = 0;
      for (;;) {
        const rows: { id: number; created_at: Date; status: string }[] = await this.deps.db.query(
          `SELECT id, created_at, status FROM ${table}
              WHERE status = ANY($1) AND id > $2 ORDER BY id LIMIT ${BATCH}`,
          [[FIRST_STATE[kind], ...WAITING_ON_VISITOR[kind]], after],
        );
        if (!rows.length) break;
        after = rows[rows.length - 1].id;
        const dues = await this.deps.db.transaction(async (m) => {
          const out: (Date | null)[] = [];
          for (const r of rows) {
            out.push(await this.replyBy(m, kind, { id: r.id, createdAt: r.created_at }, r.status));
          }
          return out;
        });
        await this.deps.db.query(
          `UPDATE ${table} t SET reply_by = v.due
             FROM unnest($1::int[], $2::timestamptz[], $3::text[]) AS v(id, due, status)
            WHERE t.id = v.id AND t.status = v.status
              AND t.reply_by IS DISTINCT FROM v.due`,
          [rows.map((r) => r.id), dues, rows.map((r) => r.status)],
        );
        done += rows.length;
      }
    }
    return done;
  }

  /**
   * Demo content: the two oldest demo messages came ten days ago, so a new back office shows
   * late rows in red and in the "Late" view (once: only while every message is under a day old).
   */
  async seedLate(): Promise<void> {
    // An UPDATE answers [rows, count] through TypeORM.
    const [, moved]: [unknown[], number] = await this.deps.db.query(
      `UPDATE contact_messages SET created_at = created_at - interval '10 days'
        WHERE id IN (SELECT id FROM contact_messages ORDER BY id LIMIT 2)
          AND NOT EXISTS (
            SELECT 1 FROM contact_messages WHERE created_at < now() - interval '1 day')`,
    );
    if (moved > 0) await this.recomputeOpen();
  }

  /**
   * Tells staff, live, of each request that went past its reply-by time: once per request (the
   * row in reply_late_alerts is taken in the same statement that finds it). Only those late for
   * under a day: the job runs every minute, and a first start does not ring for a backlog.
   */
  async alertLate(): Promise<number> {
    const now = this.now();
    let told = 0;
    for (const kind of KINDS) {
      const late: { id: number; reference: string }[] = await this.deps.db.query(
        `WITH late AS (
           INSERT INTO reply_late_alerts (kind, request_id)
           SELECT $1, id FROM ${KIND_TABLES[kind]}
            WHERE reply_by < $2 AND reply_by >= $2::timestamptz - interval '1 day'
           ON CONFLICT DO NOTHING RETURNING request_id)
         SELECT t.id, t.reference FROM ${KIND_TABLES[kind]} t JOIN late ON late.request_id = t.id`,
        [kind, now],
      );
      for (const row of late) {
        await this.deps.bus.publish('staff_alert', {
          kind,
          id: row.id,
          // The reference only: an alert names no one.
          title: `Late: ${row.reference} is past its reply-by time`,
          createdAt: now.toISOString(),
        });
      }
      told += late.length;
    }
    return told;
  }
}

/** Every minute (and at start): the open rows' times when not yet worked out, then the alerts. */
export const replyClockWorkers = (keeper: ReplyByKeeper): AnyJobWorker[] => [
  {
    queue: 'reply-clock',
    retryLimit: 0,
    retryDelay: 60,
    atStart: { recompute: true },
    cron: { schedule: '* * * * *', data: {} },
    run: async ({ recompute }) => {
      if (recompute) await keeper.recomputeOpen();
      await keeper.alertLate();
    },
  },
];
