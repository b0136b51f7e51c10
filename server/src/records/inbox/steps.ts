import type { EntityManager } from 'typeorm';
import type { Job } from '../../jobs/jobs';
import { RequestStep, type RequestKind } from './request-step.entity';

/**
 * The visitors' timeline of these rows (the status page), in the move's transaction; answers
 * the e-mails to send: one to each visitor with an address when staff wrote them a note (and
 * the server sends mail: `mails`).
 */
export async function recordSteps(
  m: EntityManager,
  kind: RequestKind,
  rows: { id: number; email: string | null }[],
  status: string,
  visitorNote: string,
  mails: boolean,
): Promise<Job[]> {
  const { identifiers } = await m.insert(
    RequestStep,
    rows.map((row) => ({ kind, requestId: row.id, status, visitorNote: visitorNote || null })),
  );
  if (!visitorNote || !mails) return [];
  return rows.flatMap((row, i) =>
    row.email
      ? [
          {
            queue: 'visitor-mail' as const,
            data: { kind, id: row.id, step: identifiers[i].id as number },
          },
        ]
      : [],
  );
}
