import type { Pool } from 'pg';
import { AppError } from '../../errors';
import { refusal, sharedLimiter, storeKey } from '../../limits/store';

/** A visitor searches a few times a minute; a script asking without pause is refused. */
export const HELP_SEARCHES = { points: 30, durationSeconds: 60 };

/**
 * The help search's budget per client IP, counted in PostgreSQL so every instance shares it
 * (as the status page's lookups, limits/status-lookups.ts). The address is the limiter's key
 * for a minute, as every public input's is.
 */
export class HelpSearchLimit {
  private byIp;

  constructor(private readonly pool: Pool) {
    this.byIp = this.build();
  }

  async consume(ip: string): Promise<void> {
    const wait = await this.byIp.consume(storeKey(ip)).then(() => 0, refusal);
    if (wait > 0) {
      throw new AppError(
        'RATE_LIMITED',
        `Too many requests from your network. Please wait ${wait} seconds and try again.`,
        [],
        wait,
      );
    }
  }

  /** Drops the in-process guard (after the shared rows were cleared: tests). */
  forget(): void {
    this.byIp = this.build();
  }

  private build() {
    return sharedLimiter(this.pool, { prefix: 'help-q', ...HELP_SEARCHES, guard: true });
  }
}
