import type { Pool } from 'pg';
import { AppError } from '../errors';
import { refusal, sharedLimiter, storeKey } from './store';

/** A visitor checking a few numbers and addresses in a row stays well inside it. */
export const CONTACT_CHECKS = { points: 30, durationSeconds: 600 };

/**
 * "Is this really us?" checks: at most 30 per 10 minutes per client IP, counted in PostgreSQL so
 * every instance shares the budget. Keyed by IP only: the value checked is never a key (it would
 * sit in the limits table), and trying many values is what the limit slows.
 */
export class ContactCheckLimit {
  private readonly byIp;

  constructor(pool: Pool) {
    this.byIp = sharedLimiter(pool, { prefix: 'cc-ip', ...CONTACT_CHECKS });
  }

  /** Counts one check; throws RATE_LIMITED once the budget is spent. */
  async consume(ip: string): Promise<void> {
    const retry = await this.byIp.consume(storeKey(ip)).then(() => 0, refusal);
    if (retry > 0) {
      const minutes = Math.max(1, Math.ceil(retry / 60));
      throw new AppError(
        'RATE_LIMITED',
        `Too many checks. Please wait ${minutes} minutes and try again.`,
        [],
        retry,
      );
    }
  }
}
