import type { EntityManager } from 'typeorm';
import { write, type WriteEffects } from '../../database/write';
import type { Deps } from '../../deps';
import { fieldError } from '../../errors';
import { SYSTEM_ACTOR } from '../../records/activity-log';
import { todayInDhaka } from '../../validation';
import { addressHash } from '../../mail/confirmation-cap';
import { DataRequest } from './data-request.entity';
import { eraseRows, planForEmail, planSize, type ErasePlan } from '../../records/erase';
import { retentionPlan } from './retention';

/**
 * What erases (PRODUCT.md §15, §19): a confirmed ERASE request, all of one address at once, and
 * the daily retention run; what either would erase, counted for staff. The rows, files, queue
 * jobs and log quotes go through eraseRows (erase.ts); the data requests' own bookkeeping stays
 * in privacy.service.ts.
 */

/** What the next retention run erases, counted for the dashboard. */
export interface RetentionCounts {
  messages: number;
  reservations: number;
  registrations: number;
  documents: number;
}

const counted = (p: ErasePlan): RetentionCounts => ({
  messages: p.messages.length,
  reservations: p.reservations.length,
  registrations: p.registrations.length,
  documents: p.documents.length,
});

/** What an erase would delete, counted for staff. */
export interface DataMatches extends RetentionCounts {
  /** Reservations whose journey is today or later: staff confirm before erasing those. */
  journeysAhead: number;
}

const INBOX_TABLES = ['contact_messages', 'reservations', 'registration_requests'];

async function journeysAhead(deps: Deps, m: EntityManager, plan: ErasePlan): Promise<number> {
  const [{ n }] = await m.query(
    `SELECT count(*)::int AS n FROM reservations
      WHERE id = ANY($1) AND journey_date >= $2 AND status NOT IN ('CANCELLED', 'COMPLETED')`,
    [plan.reservations, todayInDhaka(deps.clock.now())],
  );
  return n;
}

/** What the request's address matches now (nothing once it was erased). */
export async function matchesOf(deps: Deps, request: DataRequest): Promise<DataMatches> {
  const plan = await planForEmail(deps.db.manager, request.email);
  return { ...counted(plan), journeysAhead: await journeysAhead(deps, deps.db.manager, plan) };
}

/**
 * Erases everything carrying the (locked, confirmed) request's address inside the caller's
 * transaction `m`, and answers the outcome staff read. A booking with its journey ahead is
 * erased only when staff say so (`journeysAheadConfirmed`).
 */
export async function eraseRequested(
  deps: Deps,
  m: EntityManager,
  fx: Pick<WriteEffects, 'changed' | 'enqueue'>,
  request: DataRequest,
  journeysAheadConfirmed: boolean,
): Promise<string> {
  const plan = await planForEmail(m, request.email);
  const ahead = await journeysAhead(deps, m, plan);
  if (ahead > 0 && !journeysAheadConfirmed) {
    throw fieldError(
      'journeysAheadConfirmed',
      `This erase deletes ${ahead} booking${ahead === 1 ? '' : 's'} with the journey still ahead: confirm to go on`,
    );
  }
  // The address itself goes too, from every request it made (planForEmail lists them).
  await eraseRows(m, deps.storage.store, plan);
  // The ledger keeps that it was erased, so a restore of an older snapshot erases it again.
  const at = deps.clock.now().toISOString();
  const hash = addressHash(deps.config.privacyHashKey, request.email);
  await fx.enqueue({ queue: 'erasure-ledger', data: { at, hash } });
  for (const table of INBOX_TABLES) fx.changed(table);
  return `Erased ${plan.messages.length} messages, ${plan.reservations.length} bookings, ${plan.registrations.length} registrations and ${plan.documents.length} documents`;
}

/** What the retention job would erase if it ran now (the dashboard's preview). */
export async function retentionPreview(deps: Deps): Promise<RetentionCounts> {
  return counted(await retentionPlan(deps.db.manager, deps.clock.now(), deps.config));
}

/**
 * The daily retention run: erases what its periods say, as an erase does, in one transaction,
 * logged as the system's.
 */
export function retain(deps: Deps): Promise<RetentionCounts> {
  return write(deps, SYSTEM_ACTOR, async (m, { log, changed }) => {
    const plan = await retentionPlan(m, deps.clock.now(), deps.config);
    const counts = counted(plan);
    await eraseRows(m, deps.storage.store, plan);
    await log({
      action: 'erase',
      entity: 'Retention',
      summary: `Retention erased ${counts.messages} messages, ${counts.reservations} bookings, ${counts.registrations} registrations and ${counts.documents} documents`,
    });
    if (planSize(plan) > 0) for (const table of INBOX_TABLES) changed(table);
    return counts;
  });
}
