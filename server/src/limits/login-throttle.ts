import type { Pool } from 'pg';
import { sharedLimiter, storeKey } from './store';

/**
 * Failed sign-ins per key (username + IP) in a window, counted in PostgreSQL: five failures
 * lock the key on every instance, not five per instance.
 */
export class LoginThrottle {
  private readonly failures;

  constructor(pool: Pool, maxFailures: number, windowSeconds: number) {
    this.failures = sharedLimiter(pool, {
      prefix: 'login',
      points: maxFailures,
      durationSeconds: windowSeconds,
    });
  }

  /** Seconds until the key may try again, or 0 when it may try now. */
  async retryAfter(key: string): Promise<number> {
    const res = await this.failures.get(storeKey(key));
    if (!res || res.remainingPoints > 0) return 0;
    return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  }

  async fail(key: string): Promise<void> {
    // penalty() counts without refusing: the check before the attempt is what refuses.
    await this.failures.penalty(storeKey(key), 1);
  }

  async reset(key: string): Promise<void> {
    await this.failures.delete(storeKey(key));
  }
}
