import type { Pool } from 'pg';
import { AppError } from '../errors';
import { PerIpLimit } from './store';

/** A visitor checking a few numbers and addresses in a row stays well inside it. */
export const CONTACT_CHECKS = { points: 30, durationSeconds: 600 };

/**
 * "Is this really us?" checks: at most 30 per 10 minutes per client IP, counted in PostgreSQL so
 * every instance shares the budget. Keyed by IP only: the value checked is never a key (it would
 * sit in the limits table), and trying many values is what the limit slows.
 */
export class ContactCheckLimit extends PerIpLimit {
  constructor(pool: Pool) {
    super(
      pool,
      { prefix: 'cc-ip', ...CONTACT_CHECKS },
      (minutes, retry) =>
        new AppError(
          'RATE_LIMITED',
          `Too many checks. Please wait ${minutes} minutes and try again.`,
          [],
          retry,
        ),
    );
  }
}
