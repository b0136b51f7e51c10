import { tooManyRequests } from '../errors';

/**
 * Fixed-window counter per key (client IP) for public writes. In memory: right for one process.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request for `key`; throws TOO_MANY_REQUESTS past the limit. */
  consume(key: string): void {
    const t = this.now();
    let w = this.windows.get(key);
    if (!w || t - w.start >= this.windowMs) {
      w = { start: t, count: 0 };
      this.windows.set(key, w);
      if (this.windows.size > 10_000) this.prune(t);
    }
    w.count += 1;
    if (w.count > this.limit) {
      const retry = Math.max(1, Math.ceil((w.start + this.windowMs - t) / 1000));
      throw tooManyRequests(
        `Too many requests from your network. Please wait ${retry} seconds and try again.`,
        retry,
      );
    }
  }

  private prune(t: number) {
    for (const [k, w] of this.windows) if (t - w.start >= this.windowMs) this.windows.delete(k);
  }
}

/** Public writes count against the client's IP; a signed-in admin is never limited. */
export function countPublicWrite(
  limiter: RateLimiter,
  user: { role: string } | null | undefined,
  ip: string,
): void {
  if (user?.role === 'admin') return;
  limiter.consume(ip);
}
