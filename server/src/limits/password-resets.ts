import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { tooManyRequests } from '../errors';
import { refusal, sharedLimiter, storeKey } from './store';

/** Reset requests and uses per client IP, and requests per address. */
export const RESET_LIMITS = {
  perIp: { points: 5, durationSeconds: 15 * 60 },
  perAddress: { points: 3, durationSeconds: 60 * 60 },
};

/**
 * "Forgot password" is open to anyone: counted in PostgreSQL (every instance shares the budget)
 * per client IP, so nobody fills staff inboxes or probes tokens from one network, and per
 * address, so one mailbox is not flooded from many. The address is kept only as a hash: the
 * table holds no personal data. Whether the address belongs to anyone is never looked at here.
 */
export class PasswordResetLimit {
  private readonly byIp;
  private readonly byAddress;

  constructor(pool: Pool) {
    this.byIp = sharedLimiter(pool, { prefix: 'reset-ip', ...RESET_LIMITS.perIp });
    this.byAddress = sharedLimiter(pool, { prefix: 'reset-address', ...RESET_LIMITS.perAddress });
  }

  /** Counts one request for `address` from `ip`; throws TOO_MANY_REQUESTS once a budget is spent. */
  async request(ip: string, address: string): Promise<void> {
    const hashed = createHash('sha256').update(address.toLowerCase()).digest('hex');
    const waits = await Promise.all([
      this.byIp.consume(storeKey(ip)).then(() => 0, refusal),
      this.byAddress.consume(hashed).then(() => 0, refusal),
    ]);
    refuse(Math.max(...waits));
  }

  /** Counts one use of a reset link from `ip` (the same budget as requests). */
  async use(ip: string): Promise<void> {
    refuse(await this.byIp.consume(storeKey(ip)).then(() => 0, refusal));
  }
}

function refuse(retry: number) {
  if (retry <= 0) return;
  const minutes = Math.max(1, Math.ceil(retry / 60));
  throw tooManyRequests(
    `Too many password reset attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    retry,
  );
}
