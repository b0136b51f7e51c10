import { Field, Int, ObjectType } from 'type-graphql';
import type { DataSource } from 'typeorm';
import type { Clock } from '../../deps';
import { fieldError } from '../../errors';
import { todayInDhaka } from '../../validation';
import { ContactMessage } from '../messages/message.entity';
import { RegistrationRequest } from '../registrations/registration.entity';
import { Reservation } from '../reservations/reservation.entity';

export const MAX_TREND_DAYS = 366;

@ObjectType({ description: 'What came in on one day (Asia/Dhaka)' })
export class DayTrend {
  @Field({ description: 'YYYY-MM-DD, a calendar day in Dhaka' })
  day: string;

  @Field(() => Int, { description: 'Contact messages received' })
  messages: number;

  @Field(() => Int, { description: 'Reservations made' })
  reservations: number;

  @Field(() => Int, { description: 'Registration requests received' })
  registrations: number;
}

/** YYYY-MM-DD `days` days before `day`. */
const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Per day from $1 to $2 (Dhaka days), how many rows each inbox got: one grouped query over the
 * three tables' created_at indexes, every day of the span present (0 when nothing came).
 */
const trendsSql = (messages: string, reservations: string, registrations: string) => `
  WITH span AS (
    SELECT ($1::date::timestamp AT TIME ZONE 'Asia/Dhaka') AS since,
           (($2::date + 1)::timestamp AT TIME ZONE 'Asia/Dhaka') AS until
  ), came AS (
    SELECT kind, (created_at AT TIME ZONE 'Asia/Dhaka')::date AS day, count(*) AS n
      FROM (SELECT 'm' AS kind, created_at FROM "${messages}", span
             WHERE created_at >= span.since AND created_at < span.until
            UNION ALL
            SELECT 'r', created_at FROM "${reservations}", span
             WHERE created_at >= span.since AND created_at < span.until
            UNION ALL
            SELECT 'g', created_at FROM "${registrations}", span
             WHERE created_at >= span.since AND created_at < span.until) AS rows
     GROUP BY 1, 2
  )
  SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
         coalesce(sum(c.n) FILTER (WHERE c.kind = 'm'), 0)::int AS messages,
         coalesce(sum(c.n) FILTER (WHERE c.kind = 'r'), 0)::int AS reservations,
         coalesce(sum(c.n) FILTER (WHERE c.kind = 'g'), 0)::int AS registrations
    FROM generate_series($1::date, $2::date, interval '1 day') AS d(day)
    LEFT JOIN came c ON c.day = d.day::date
   GROUP BY d.day
   ORDER BY d.day`;

/** The dashboard's trends: new messages, reservations and registrations per Dhaka day. */
export class TrendService {
  private readonly sql: string;

  constructor(
    private readonly ds: DataSource,
    /** What time it is (deps.clock; a test's own). */
    private readonly clock: Clock,
  ) {
    const table = (entity: Function) => ds.getMetadata(entity).tableName;
    this.sql = trendsSql(table(ContactMessage), table(Reservation), table(RegistrationRequest));
  }

  /** The last `days` days, today included, oldest first. */
  async trends(days: unknown = 30): Promise<DayTrend[]> {
    if (!Number.isInteger(days) || (days as number) < 1 || (days as number) > MAX_TREND_DAYS) {
      throw fieldError('days', `days must be a whole number from 1 to ${MAX_TREND_DAYS}`);
    }
    const last = todayInDhaka(this.clock.now());
    return this.ds.query<DayTrend[]>(this.sql, [daysBefore(last, (days as number) - 1), last]);
  }
}
