import type { RequestHandler } from 'express';
import type http from 'node:http';
import net from 'node:net';

/**
 * Stopping without losing requests behind a load balancer: once a replica is told to stop
 * (SIGTERM), it answers every request with `Connection: close` (so nginx opens no more requests
 * on its kept-alive connections, and a POST, which nginx never retries, is not sent into a socket
 * about to close) and reports itself not ready (`/healthz` 503 with the reason) — while it keeps
 * serving for SHUTDOWN_DRAIN_MS. Only then does it close (main.ts): stopAccepting(), then the
 * usual graceful stop.
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

/**
 * The end of a drain: stops accepting connections (nginx's next connect is refused, and it passes
 * even a POST to another replica, since nothing was sent), then waits — up to `maxMs` — until the
 * connections already accepted have ended on their own: each answer carries `Connection: close`.
 *
 * http.Server.close() would also close the connections it deems idle at once, among them one
 * accepted a moment ago whose request is not read yet: nginx has sent that request and, for a
 * POST, answers 502 without retrying. net.Server's close() only stops listening.
 */
export async function stopAccepting(server: http.Server, maxMs: number): Promise<void> {
  net.Server.prototype.close.call(server);
  const until = Date.now() + maxMs;
  const open = () =>
    new Promise<number>((resolve) => server.getConnections((_err, count) => resolve(count ?? 0)));
  while (Date.now() < until && (await open()) > 0) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
