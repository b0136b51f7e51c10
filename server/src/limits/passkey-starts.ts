import type { Pool } from 'pg';
import { tooManyRequests } from '../errors';
import { PerIpLimit } from './store';

/** "Sign in with a passkey" starts per client IP (each keeps a challenge row for 5 minutes). */
export const PASSKEY_STARTS = { points: 30, durationSeconds: 15 * 60 };

/** Counted in PostgreSQL like the other sign-in limits, so every instance shares the budget. */
export class PasskeyStartLimit extends PerIpLimit {
  constructor(pool: Pool) {
    super(pool, { prefix: 'passkey-ip', ...PASSKEY_STARTS }, (minutes, retry) =>
      tooManyRequests(
        `Too many passkey sign-ins from your network. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        retry,
      ),
    );
  }
}
