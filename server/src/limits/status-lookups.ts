import type { Pool } from 'pg';
import { AppError } from '../errors';
import { refusal, sharedLimiter, storeKey } from './store';

export const STATUS_LOOKUPS = { points: 10, durationSeconds: 600 };

/**
 * The status page's lookups: at most 10 per 10 minutes per client IP and per
 * reference, counted in PostgreSQL so every instance shares the budget. Per reference as well,
 * so that guessing a visitor's contact from many addresses is as slow as from one.
 */
export class StatusLookupLimit {
  private byIp;
  private byReference;

  constructor(private readonly pool: Pool) {
    [this.byIp, this.byReference] = this.build();
  }

  /** Counts one lookup; throws RATE_LIMITED once either budget is spent. */
  async consume(ip: string, reference: string): Promise<void> {
    const waits = await Promise.all([
      this.byIp.consume(storeKey(ip)).then(() => 0, refusal),
      this.byReference.consume(reference).then(() => 0, refusal),
    ]);
    const retry = Math.max(...waits);
    if (retry > 0) {
      const minutes = Math.max(1, Math.ceil(retry / 60));
      throw new AppError(
        'RATE_LIMITED',
        `Too many status lookups. Please wait ${minutes} minutes and try again.`,
        [],
        retry,
      );
    }
  }

  /** Drops the in-process guards (after the shared rows were cleared). */
  forget(): void {
    [this.byIp, this.byReference] = this.build();
  }

  private build() {
    return (['sl-ip', 'sl-ref'] as const).map((prefix) =>
      sharedLimiter(this.pool, { prefix, ...STATUS_LOOKUPS, guard: true }),
    );
  }
}
