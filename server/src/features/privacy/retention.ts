import type { EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { completePlan, emptyPlan, type ErasePlan } from '../../records/erase';

export type RetentionDays = Pick<
  Config,
  | 'RETENTION_MESSAGES_DAYS'
  | 'RETENTION_RESERVATIONS_DAYS'
  | 'RETENTION_REJECTED_DAYS'
  | 'RETENTION_DOCUMENTS_DAYS'
>;

/**
 * What the retention job erases at `now`: contact messages whose last change
 * (sent, a status move, a reply) is older than RETENTION_MESSAGES_DAYS; reservations whose journey
 * date is older than RETENTION_RESERVATIONS_DAYS; registrations rejected longer ago than
 * RETENTION_REJECTED_DAYS; the booking documents of journeys older than RETENTION_DOCUMENTS_DAYS
 * (the booking itself stays). The same plan as an erase: eraseRows deletes it.
 */
export async function retentionPlan(
  m: EntityManager,
  now: Date,
  days: RetentionDays,
): Promise<ErasePlan> {
  const ids = async (sql: string, keep: number) =>
    ((await m.query(sql, [now, keep])) as { id: number }[]).map((r) => r.id);
  const messages = await ids(
    `SELECT c.id FROM contact_messages c
      WHERE greatest(
              c.created_at,
              (SELECT max(s.at) FROM request_steps s WHERE s.kind = 'MESSAGE' AND s.request_id = c.id),
              (SELECT max(r.created_at) FROM contact_replies r WHERE r.message_id = c.id)
            ) < $1::timestamptz - make_interval(days => $2)`,
    days.RETENTION_MESSAGES_DAYS,
  );
  // Journey dates are days in Dhaka; "older than N days" counts from today there.
  const journeyBefore = `(($1::timestamptz AT TIME ZONE 'Asia/Dhaka')::date - $2::int)`;
  const reservations = await ids(
    `SELECT id FROM reservations WHERE journey_date < ${journeyBefore}`,
    days.RETENTION_RESERVATIONS_DAYS,
  );
  const registrations = await ids(
    `SELECT g.id FROM registration_requests g
      WHERE g.status = 'REJECTED'
        AND coalesce(
              (SELECT max(s.at) FROM request_steps s
                WHERE s.kind = 'REGISTRATION' AND s.request_id = g.id AND s.status = 'REJECTED'),
              g.created_at
            ) < $1::timestamptz - make_interval(days => $2)`,
    days.RETENTION_REJECTED_DAYS,
  );
  const documents: { id: number; stored_name: string }[] = await m.query(
    `SELECT d.id, d.stored_name FROM booking_documents d
       JOIN reservations r ON r.booking_document_id = d.id
      WHERE r.journey_date < ${journeyBefore}`,
    [now, days.RETENTION_DOCUMENTS_DAYS],
  );
  return completePlan(m, {
    ...emptyPlan(),
    messages,
    reservations,
    registrations,
    documents: documents.map((d) => ({ id: d.id, storedName: d.stored_name })),
  });
}
