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

/** GraphQL answers it with HTTP 422 too (Apollo Server reads `extensions.http`). */
export const idempotencyMismatch = () =>
  Object.assign(
    new AppError(
      'UNPROCESSABLE',
      'This Idempotency-Key was already used for a different submission: send new content with a new key',
    ),
    { extensions: { http: { status: 422 } } },
  );

/**
 * Takes the key for this transaction's write, or finds the row an earlier send with it made.
 * Two sends at once (two instances, the page and its service worker): the second one's insert
 * waits for the first's transaction; committed, its row is there to read; rolled back, the
 * second takes the key. A key older than IDEMPOTENCY_HOURS is taken afresh.
 * Returns null when the key is this write's, else the earlier row's id.
 */
export async function claimKey(
  m: EntityManager,
  scope: string,
  { key, fingerprint }: Idempotency,
): Promise<number | null> {
  const taken: unknown[] = await m.query(
    `INSERT INTO idempotency_keys (scope, key, fingerprint) VALUES ($1, $2, $3)
     ON CONFLICT (scope, key) DO UPDATE
        SET fingerprint = EXCLUDED.fingerprint, record_id = NULL, created_at = now()
      WHERE idempotency_keys.created_at < now() - make_interval(hours => $4)
     RETURNING key`,
    [scope, key, fingerprint, IDEMPOTENCY_HOURS],
  );
  if (taken.length > 0) return null;
  const [earlier]: { fingerprint: string; record_id: number | null }[] = await m.query(
    `SELECT fingerprint, record_id FROM idempotency_keys WHERE scope = $1 AND key = $2`,
    [scope, key],
  );
  if (!earlier || earlier.fingerprint !== fingerprint || earlier.record_id === null) {
    throw idempotencyMismatch();
  }
  return earlier.record_id;
}

/** Notes the row this key's write made, in the same transaction. */
export async function keyMade(
  m: EntityManager,
  scope: string,
  { key }: Idempotency,
  recordId: number,
): Promise<void> {
  await m.query(`UPDATE idempotency_keys SET record_id = $3 WHERE scope = $1 AND key = $2`, [
    scope,
    key,
    recordId,
  ]);
}

/** Forgets keys past their day. */
export async function pruneKeys(ds: DataSource): Promise<void> {
  await ds.query(
    `DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => $1)`,
    [IDEMPOTENCY_HOURS],
  );
}
