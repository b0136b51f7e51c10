import type { Pool } from 'pg';
import { tooManyRequests } from '../errors';
import { refusal, sharedLimiter, storeKey } from './store';

/** "Sign in with a passkey" starts per client IP (each keeps a challenge row for 5 minutes). */
export const PASSKEY_STARTS = { points: 30, durationSeconds: 15 * 60 };

/** Counted in PostgreSQL like the other sign-in limits, so every instance shares the budget. */
export class PasskeyStartLimit {
  private readonly byIp;

  constructor(pool: Pool) {
    this.byIp = sharedLimiter(pool, { prefix: 'passkey-ip', ...PASSKEY_STARTS });
  }

  async consume(ip: string): Promise<void> {
    const retry = await this.byIp.consume(storeKey(ip)).then(() => 0, refusal);
    if (retry > 0) {
      const minutes = Math.max(1, Math.ceil(retry / 60));
      throw tooManyRequests(
        `Too many passkey sign-ins from your network. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        retry,
      );
    }
  }
}
