import type { RequestHandler } from 'express';
import type http from 'node:http';
import net from 'node:net';

/**
 * Set by deploy/nginx.conf on every request it passes on: it tries an idempotent request that
 * gets a 503 again on the next replica (`proxy_next_upstream http_503`) and counts the 503 as a
 * failure of this one (`max_fails=1`), sending it nothing more for `fail_timeout`.
 */
const RETRIES_503 = 'x-proxy-next-upstream';
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Stopping without losing requests behind a load balancer. Once a replica is told to stop
 * (SIGTERM), for SHUTDOWN_DRAIN_MS it keeps listening and serving, reports itself not ready
 * (`/readyz` 503 with the reason) and answers every request with `Connection: close` (so no
 * request is sent down a kept-alive connection it will close). Only then does it close (main.ts).
 *
 * Why the proxy must have stopped sending before that: closing a listener resets the connections
 * the kernel accepted and Node has not taken yet; nginx has already written its request into
 * them, and it never passes a POST that it has sent to another replica, so that POST got a 502
 * (`recv() failed (104: Connection reset by peer)`). nginx open source does not poll `/readyz`;
 * it learns only from a failed request. So while draining, an idempotent request that nginx will
 * retry (it says so: `X-Proxy-Next-Upstream: http_503`) is answered 503: nginx sends it to the
 * other replica, which answers it, and marks this one failed for `fail_timeout` (longer than the
 * drain), in all its workers (the upstream's shared `zone`). The POSTs it had already sent here
 * are answered here; no new connection arrives, and the listener closes with none waiting.
 * Requests without that header (another proxy, a direct client) are served to the end.
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

  /** While draining: `Connection: close` on every answer, and 503 where the proxy retries. */
  readonly closeConnections: RequestHandler = (req, res, next) => {
    if (!this.why) return next();
    res.setHeader('Connection', 'close');
    if (IDEMPOTENT.has(req.method) && req.get(RETRIES_503)?.includes('http_503')) {
      res.status(503).json({ status: 'draining', reason: this.why });
      return;
    }
    next();
  };
}

/**
 * The end of a drain: stops accepting connections (a proxy's next connect is refused, and it
 * passes even a POST to another replica, since nothing was sent), then waits — up to `maxMs` —
 * until the connections already accepted have ended on their own: each answer carries
 * `Connection: close`.
 *
 * http.Server.close() would also close the connections it deems idle at once, among them one
 * accepted a moment ago whose request is not read yet: the proxy has sent that request and, for a
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

/**
 * The listener's answers until start-up is done (main.ts listens first): `/healthz` says the
 * process is up, every other request is told "not yet" (503, `/readyz` included), so a load
 * balancer or a compose health check waits instead of finding the port closed, and nginx tries a
 * GET on another replica.
 */
export function whileStarting(req: http.IncomingMessage, res: http.ServerResponse): void {
  const up = req.url === '/healthz';
  res.writeHead(up ? 200 : 503, {
    'Content-Type': 'application/json; charset=utf-8',
    ...(up ? {} : { 'Retry-After': '1' }),
  });
  res.end(JSON.stringify({ status: up ? 'up' : 'starting' }));
}
