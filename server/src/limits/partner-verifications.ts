import type { Pool } from 'pg';
import { AppError } from '../errors';
import { refusal, sharedLimiter, storeKey } from './store';

/**
 * A passenger checks a plate or two before a ride, a few more if they mistype: well inside. At
 * 4,320 a day, one address would need over 200 days for the 890,000 plates of one area and
 * letter: not a way to list our vehicles.
 */
export const PARTNER_VERIFICATIONS = { points: 30, durationSeconds: 600 };

/**
 * "Verify a captain or a vehicle" (/verify): at most 30 per 10 minutes per client IP, counted in
 * PostgreSQL so every instance shares the budget. Keyed by IP only: the plate or ID asked about
 * is never a key (it would sit in the limits table), and trying many is what the limit slows.
 */
export class PartnerVerifyLimit {
  private readonly byIp;

  constructor(pool: Pool) {
    this.byIp = sharedLimiter(pool, { prefix: 'pv-ip', ...PARTNER_VERIFICATIONS });
  }

  /** Counts one question; throws RATE_LIMITED once the budget is spent. */
  async consume(ip: string): Promise<void> {
    const retry = await this.byIp.consume(storeKey(ip)).then(() => 0, refusal);
    if (retry > 0) {
      const minutes = Math.max(1, Math.ceil(retry / 60));
      throw new AppError(
        'RATE_LIMITED',
        `Too many verifications. Please wait ${minutes} minutes and try again.`,
        [],
        retry,
      );
    }
  }
}
