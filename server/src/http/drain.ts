import type { RequestHandler } from 'express';

/**
 * Stopping without losing requests behind a load balancer: once a replica is told to stop
 * (SIGTERM), it answers every request with `Connection: close` (so nginx opens no more requests
 * on its kept-alive connections, and a POST, which nginx never retries, is not sent into a socket
 * about to close) and reports itself not ready (`/healthz` 503 with the reason) — while it keeps
 * serving for SHUTDOWN_DRAIN_MS. Only then does it close (main.ts).
 */
export class Drain {
  private why: string | null = null;

  /** Why the replica is draining, or null while it serves normally. */
  get reason(): string | null {
    return this.why;
  }

  start(reason: string): void {
    this.why ??= reason;
  }

  /** Asks every client to close its connection after this answer while draining. */
  readonly closeConnections: RequestHandler = (_req, res, next) => {
    if (this.why) res.setHeader('Connection', 'close');
    next();
  };
}
