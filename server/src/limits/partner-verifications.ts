import type { Pool } from 'pg';
import { AppError } from '../errors';
import { PerIpLimit } from './store';

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
export class PartnerVerifyLimit extends PerIpLimit {
  constructor(pool: Pool) {
    super(
      pool,
      { prefix: 'pv-ip', ...PARTNER_VERIFICATIONS },
      (minutes, retry) =>
        new AppError(
          'RATE_LIMITED',
          `Too many verifications. Please wait ${minutes} minutes and try again.`,
          [],
          retry,
        ),
    );
  }
}
