import type { EntityManager } from 'typeorm';
import { write, type WriteEffects } from '../../database/write';
import type { Deps } from '../../deps';
import { fieldError } from '../../errors';
import { SYSTEM_ACTOR } from '../../records/activity-log';
import { todayInDhaka } from '../../validation';
import { addressHash } from '../../mail/confirmation-cap';
import { DataRequest } from './data-request.entity';
import {
  eraseRows,
  planForEmail,
  planSize,
  untrashEmail,
  type ErasePlan,
} from '../../records/erase';
import type { PersonalRecord } from '../../records/personal-data';
import { retentionPlan, untrashExpired } from './retention';

/**
 * What erases (PRODUCT.md §15, §19): a confirmed ERASE request, all of one address at once, and
 * the daily retention run; what either would erase, counted for staff. The rows, files, queue
 * jobs and log quotes go through eraseRows (erase.ts); the data requests' own bookkeeping stays
 * in privacy.service.ts.
 */

/**
 * What an erase deletes, counted for staff: each record's rows by its sheet (`messages`,
 * `reservations`, `registrations`) and the files they carry by their count (`documents`), the
 * keys of the GraphQL type that shows them (ErasedCounts, privacy.resolver.ts).
 */
export type RetentionCounts = Record<string, number>;

function counted(records: PersonalRecord[], p: ErasePlan): RetentionCounts {
  const counts: RetentionCounts = {};
  for (const { privacy } of records) {
    counts[privacy.sheet] = p.rows[privacy.sheet]?.length ?? 0;
    const file = privacy.file;
    if (file) counts[`${file.as}s`] = p.attached.filter((a) => a.table === file.table).length;
  }
  return counts;
}

/** "3 messages, 1 bookings and 2 documents": staff's summary of an erase. */
function summary(records: PersonalRecord[], counts: RetentionCounts): string {
  const parts = records.map(({ privacy }) => `${counts[privacy.sheet]} ${privacy.noun}`);
  for (const { privacy } of records)
    if (privacy.file) parts.push(`${counts[`${privacy.file.as}s`]} ${privacy.file.as}s`);
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** What an erase would delete, counted for staff. */
export type DataMatches = RetentionCounts & {
  /** Rows staff confirm before erasing (bookings whose journey is today or later). */
  journeysAhead: number;
};

/** The rows of the plan that staff confirm before erasing (declared: `privacy.ahead`). */
async function journeysAhead(
  deps: Deps,
  m: EntityManager,
  records: PersonalRecord[],
  plan: ErasePlan,
): Promise<number> {
  let ahead = 0;
  for (const { table, privacy } of records) {
    if (!privacy.ahead) continue;
    const [{ n }] = await m.query(
      `SELECT count(*)::int AS n FROM ${table} t WHERE t.id = ANY($2) AND ${privacy.ahead}`,
      [todayInDhaka(deps.clock.now()), plan.rows[privacy.sheet] ?? []],
    );
    ahead += n;
  }
  return ahead;
}

/** What the request's address matches now (nothing once it was erased). */
export async function matchesOf(
  deps: Deps,
  records: PersonalRecord[],
  request: DataRequest,
): Promise<DataMatches> {
  const m = deps.db.manager;
  const plan = await planForEmail(m, records, request.email);
  return { ...counted(records, plan), journeysAhead: await journeysAhead(deps, m, records, plan) };
}

/**
 * Erases everything carrying the (locked, confirmed) request's address inside the caller's
 * transaction `m`, and answers the outcome staff read. A booking with its journey ahead is
 * erased only when staff say so (`journeysAheadConfirmed`).
 */
export async function eraseRequested(
  deps: Deps,
  records: PersonalRecord[],
  m: EntityManager,
  fx: Pick<WriteEffects, 'changed' | 'enqueue'>,
  request: DataRequest,
  journeysAheadConfirmed: boolean,
): Promise<string> {
  await untrashEmail(m, records, request.email);
  const plan = await planForEmail(m, records, request.email);
  const ahead = await journeysAhead(deps, m, records, plan);
  if (ahead > 0 && !journeysAheadConfirmed) {
    throw fieldError(
      'journeysAheadConfirmed',
      `This erase deletes ${ahead} booking${ahead === 1 ? '' : 's'} with the journey still ahead: confirm to go on`,
    );
  }
  // The address itself goes too, from every request it made (planForEmail lists them).
  await eraseRows(m, deps.storage.store, records, plan);
  // The ledger keeps that it was erased, so a restore of an older snapshot erases it again.
  const at = deps.clock.now().toISOString();
  const hash = addressHash(deps.config.privacyHashKey, request.email);
  await fx.enqueue({ queue: 'erasure-ledger', data: { at, hash } });
  for (const { table } of records) fx.changed(table);
  return `Erased ${summary(records, counted(records, plan))}`;
}

/** What the retention job would erase if it ran now (the dashboard's preview). */
export async function retentionPreview(
  deps: Deps,
  records: PersonalRecord[],
): Promise<RetentionCounts> {
  const plan = await retentionPlan(deps.db.manager, records, deps.clock.now(), deps.config);
  return counted(records, plan);
}

/**
 * The daily retention run: erases what its periods say, as an erase does, in one transaction,
 * logged as the system's.
 */
export function retain(deps: Deps, records: PersonalRecord[]): Promise<RetentionCounts> {
  return write(deps, SYSTEM_ACTOR, async (m, { log, changed }) => {
    const kept = await untrashExpired(m, records, deps.clock.now(), deps.config);
    const plan = await retentionPlan(m, records, deps.clock.now(), deps.config);
    const counts = counted(records, plan);
    await eraseRows(m, deps.storage.store, records, plan);
    await kept(plan);
    await log({
      action: 'erase',
      entity: 'Retention',
      summary: `Retention erased ${summary(records, counts)}`,
    });
    if (planSize(plan) > 0) for (const { table } of records) changed(table);
    return counts;
  });
}
