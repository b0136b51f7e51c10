import type { Pool } from 'pg';
import { tooManyRequests } from '../errors';
import { refusal, sharedLimiter } from './store';

/**
 * Public writes per client IP in a fixed one-minute window, counted in PostgreSQL so the budget
 * is one for the whole site however many instances serve it.
 */
export class PublicWriteLimit {
  private limiter;

  constructor(
    private readonly pool: Pool,
    private readonly perMinute: number,
    /** another budget of its own (the field-data beacons): its prefix, without the in-process guard */
    private readonly own?: string,
  ) {
    this.limiter = this.build();
  }

  /** Counts one request for `ip`; throws TOO_MANY_REQUESTS past the limit. */
  async consume(ip: string): Promise<void> {
    let retry = 0;
    try {
      await this.limiter.consume(ip);
    } catch (err) {
      retry = refusal(err);
    }
    if (retry > 0) {
      throw tooManyRequests(
        `Too many requests from your network. Please wait ${retry} seconds and try again.`,
        retry,
      );
    }
  }

  /** Drops the in-process guard (after the shared rows were cleared). */
  forget(): void {
    this.limiter = this.build();
  }

  private build() {
    return sharedLimiter(this.pool, {
      prefix: this.own ?? 'pw',
      points: this.perMinute,
      durationSeconds: 60,
      guard: !this.own,
    });
  }
}

/** Public writes count against the client's IP; a signed-in admin is never limited. */
export async function countPublicWrite(
  limit: PublicWriteLimit,
  user: { role: string } | null | undefined,
  ip: string,
): Promise<void> {
  if (user?.role === 'admin') return;
  await limit.consume(ip);
}
