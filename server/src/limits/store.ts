import { createHash } from 'node:crypto';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Pool } from 'pg';

/** The table made by the RateLimits migration; every limiter keeps its rows there under a prefix. */
export const LIMITS_TABLE = 'rate_limits';

export interface LimitOptions {
  /** distinguishes this limit's keys in the shared table */
  prefix: string;
  points: number;
  durationSeconds: number;
  /**
   * Once the shared store has refused a key, refuse it here without asking again until its
   * window ends: an in-process guard in front that only ever repeats the store's decision.
   */
  guard?: boolean;
  /** once past `points`, the key is refused this long (counted from the refusal) */
  blockSeconds?: number;
}

/**
 * A counter kept in PostgreSQL, so every instance on the database sees the same numbers. The
 * limiter runs its own statements on `pool`, the app's pg pool (deps.ts).
 */
export function sharedLimiter(pool: Pool, o: LimitOptions): RateLimiterPostgres {
  return new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: LIMITS_TABLE,
    tableCreated: true,
    keyPrefix: o.prefix,
    points: o.points,
    duration: o.durationSeconds,
    ...(o.guard ? { inMemoryBlockOnConsumed: o.points + 1 } : {}),
    ...(o.blockSeconds ? { blockDuration: o.blockSeconds } : {}),
  });
}

/** Seconds to wait, from a refusal; anything else (a store failure) is rethrown. */
export function refusal(err: unknown): number {
  if (err instanceof RateLimiterRes) return Math.max(1, Math.ceil(err.msBeforeNext / 1000));
  throw err;
}

/** Keys fit the table's varchar(255) whatever a visitor typed as a username. */
export function storeKey(raw: string): string {
  return raw.length <= 120 ? raw : createHash('sha256').update(raw).digest('hex');
}

/**
 * A budget per client IP in the shared table (every instance counts against it): `consume`
 * counts one request and throws what `tooMany` makes, with the whole minutes to wait (at least
 * one) and the seconds, once the budget is spent.
 */
export class PerIpLimit {
  private readonly byIp;

  constructor(
    pool: Pool,
    o: LimitOptions,
    private readonly tooMany: (minutes: number, retrySeconds: number) => Error,
  ) {
    this.byIp = sharedLimiter(pool, o);
  }

  async consume(ip: string): Promise<void> {
    const retry = await this.byIp.consume(storeKey(ip)).then(() => 0, refusal);
    if (retry > 0) throw this.tooMany(Math.max(1, Math.ceil(retry / 60)), retry);
  }
}
