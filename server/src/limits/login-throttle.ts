import type { Pool } from 'pg';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { foldUsername, networkOf } from './client-keys';
import { sharedLimiter, storeKey } from './store';

/** What counting one password attempt decided, before the password is looked at. */
export type Attempt =
  /** go on and check the password */
  | { ok: true }
  /**
   * refused without checking: the account is locked (`lockedNow` for the one attempt that locked
   * it), or the client's network has used up its failures
   */
  | { ok: false; reason: 'account' | 'network'; retryAfter: number; lockedNow: boolean };

/**
 * Failed sign-ins counted in PostgreSQL, so that every instance shares one count. A point is consumed BEFORE the password is checked, atomically in the store: parallel
 * guesses cannot all pass a check made before any of them failed. A right password gives the
 * points back. Per account (whatever the username, existing or not, folded by foldUsername):
 * `perAccount` in the window, then locked for the window. Per client network (an IPv6 client by
 * its /64) across usernames: `perIp` in the window, never more (giveBack).
 */
export class LoginThrottle {
  private readonly accounts;
  private readonly networks;

  constructor(
    pool: Pool,
    private readonly perAccount: number,
    perIp: number,
    windowSeconds: number,
  ) {
    this.accounts = sharedLimiter(pool, {
      prefix: 'login-account',
      points: perAccount,
      durationSeconds: windowSeconds,
      blockSeconds: windowSeconds,
    });
    this.networks = sharedLimiter(pool, {
      prefix: 'login-ip',
      points: perIp,
      durationSeconds: windowSeconds,
    });
  }

  /** Counts one attempt at `account`'s password from `ip`. */
  async attempt(account: string, ip: string): Promise<Attempt> {
    const network = await consumed(this.networks.consume(networkKey(ip)));
    if (network)
      return { ok: false, reason: 'network', retryAfter: seconds(network), lockedNow: false };
    const locked = await consumed(this.accounts.consume(accountKey(account)));
    if (!locked) return { ok: true };
    // No password was checked: that is no failure of the network's.
    await this.giveBack(ip);
    return {
      ok: false,
      reason: 'account',
      retryAfter: seconds(locked),
      // Exactly one attempt sees the count pass the limit: it is the one that locked the account.
      lockedNow: locked.consumedPoints === this.perAccount + 1,
    };
  }

  /** The password was right: the attempt was no failure, and the account's count starts again. */
  async succeeded(account: string, ip: string): Promise<void> {
    await this.accounts.delete(accountKey(account));
    await this.giveBack(ip);
  }

  /**
   * Gives the network back the point its attempt took, never more than it has used: a reward on
   * a window that ended since the attempt (or with no attempt before it) would start the next
   * window below zero, a bank of extra failures. Such a count is reset to a full budget.
   */
  private async giveBack(ip: string): Promise<void> {
    const key = networkKey(ip);
    const res = await this.networks.reward(key, 1);
    if (res.consumedPoints < 0) await this.networks.delete(key);
  }

  /** When the account's lock ends, or null when it is not locked. */
  async lockedUntil(account: string): Promise<Date | null> {
    const res = await this.accounts.get(accountKey(account));
    if (!res || res.consumedPoints <= this.perAccount) return null;
    return new Date(Date.now() + res.msBeforeNext);
  }

  /** An admin's unlock: the account's count starts again. */
  async unlock(account: string): Promise<void> {
    await this.accounts.delete(accountKey(account));
  }
}

const accountKey = (account: string) => storeKey(foldUsername(account));
const networkKey = (ip: string) => storeKey(networkOf(ip));

const seconds = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/** The refusal of a consume, or null when it was allowed; a store failure is rethrown. */
async function consumed(p: Promise<RateLimiterRes>): Promise<RateLimiterRes | null> {
  try {
    await p;
    return null;
  } catch (err) {
    if (err instanceof RateLimiterRes) return err;
    throw err;
  }
}
