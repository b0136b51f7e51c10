import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError, badRequest } from '../../errors';

/** How long a key is remembered. */
export const IDEMPOTENCY_HOURS = 24;

/** A key the client drew for one submission (a UUID, typically). */
const KEY = /^[A-Za-z0-9_-]{16,100}$/;

/** One submission's key and a hash of what it sent. */
export interface Idempotency {
  key: string;
  fingerprint: string;
}

/** The same JSON whatever the order of an object's keys. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** The `Idempotency-Key` header of a write, with what it sent; null when there is none. */
export function idempotencyOf(key: string | undefined, input: unknown): Idempotency | null {
  if (key === undefined || key === '') return null;
  if (!KEY.test(key)) {
    throw badRequest('Idempotency-Key must be 16 to 100 letters, digits, "-" or "_"');
  }
  const fingerprint = createHash('sha256')
    .update(JSON.stringify(canonical(input)) ?? '')
    .digest('hex');
  return { key, fingerprint };
}

/** GraphQL answers it with HTTP 422 too (its kind's status: errors.ts). */
export const idempotencyMismatch = () =>
  new AppError(
    'UNPROCESSABLE',
    'This Idempotency-Key was already used for a different submission: send new content with a new key',
  );

/** What an earlier send with the key made: its row, and the answer it was given (JSON). */
export interface EarlierSend {
  recordId: number;
  /** null for a key taken before answers were kept (migration 1765100000005) */
  answer: Record<string, unknown> | null;
}

/**
 * Takes the key for this transaction's write, or finds what an earlier send with it made.
 * Two sends at once (two instances, the page and its service worker): the second one's insert
 * waits for the first's transaction; committed, its row is there to read; rolled back, the
 * second takes the key. A key older than IDEMPOTENCY_HOURS is taken afresh.
 * Returns null when the key is this write's, else the earlier send's row and answer.
 */
export async function claimKey(
  m: EntityManager,
  scope: string,
  { key, fingerprint }: Idempotency,
): Promise<EarlierSend | null> {
  const taken: unknown[] = await m.query(
    `INSERT INTO idempotency_keys (scope, key, fingerprint) VALUES ($1, $2, $3)
     ON CONFLICT (scope, key) DO UPDATE
        SET fingerprint = EXCLUDED.fingerprint, record_id = NULL, answer = NULL, created_at = now()
      WHERE idempotency_keys.created_at < now() - make_interval(hours => $4)
     RETURNING key`,
    [scope, key, fingerprint, IDEMPOTENCY_HOURS],
  );
  if (taken.length > 0) return null;
  const [earlier]: {
    fingerprint: string;
    record_id: number | null;
    answer: Record<string, unknown> | null;
  }[] = await m.query(
    `SELECT fingerprint, record_id, answer FROM idempotency_keys WHERE scope = $1 AND key = $2`,
    [scope, key],
  );
  if (!earlier || earlier.fingerprint !== fingerprint || earlier.record_id === null) {
    throw idempotencyMismatch();
  }
  return { recordId: earlier.record_id, answer: earlier.answer };
}

/**
 * Notes the row this key's write made and the answer it gives, in the same transaction: a send
 * again is answered with that answer, never with the row as staff have changed it since.
 */
export async function keyMade(
  m: EntityManager,
  scope: string,
  { key }: Idempotency,
  recordId: number,
  answer: object,
): Promise<void> {
  await m.query(
    `UPDATE idempotency_keys SET record_id = $3, answer = $4 WHERE scope = $1 AND key = $2`,
    [scope, key, recordId, JSON.stringify(answer)],
  );
}

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

/** A kept answer as it was given: its times (JSON strings) are Dates again, at any depth. */
export function revived(answer: unknown): unknown {
  if (typeof answer === 'string' && ISO_TIME.test(answer)) return new Date(answer);
  if (Array.isArray(answer)) return answer.map(revived);
  if (answer && typeof answer === 'object') {
    return Object.fromEntries(Object.entries(answer).map(([k, v]) => [k, revived(v)]));
  }
  return answer;
}

/** Forgets keys past their day. */
export async function pruneKeys(ds: DataSource): Promise<void> {
  await ds.query(
    `DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => $1)`,
    [IDEMPOTENCY_HOURS],
  );
}
