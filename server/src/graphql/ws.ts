import type http from 'node:http';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { bearerToken } from '../identity/tokens';
import type { AuthUser } from '../identity/tokens';
import type { Context } from './context';
import type { GraphQLSchema } from 'graphql';
import type { Services } from '../services';

/** graphql-ws's own code for "Unauthorized": the client does not retry it. */
export const SESSION_ENDED_CLOSE = 4401;

/**
 * How often the open connections are checked without any change heard: a session that ends by
 * idleness or expiry deletes no row at that moment (the cleanup job runs every 10 minutes), so
 * nothing else would close its socket in time (§19: within 60 s).
 */
export const SOCKET_SWEEP_MS = 30_000;

/**
 * graphql-ws on the app's own HTTP server at /graphql (same port as POST /graphql). Only an
 * active admin's token in `connectionParams.authorization` ('Bearer …') gets a connection;
 * anything else is closed with 4403 Forbidden before a subscription can start.
 *
 * Each connection remembers its session. When sessions end or accounts change (the bus hears
 * both from PostgreSQL's triggers, on every instance), the open connections are checked again
 * in one query, and those whose session ended, or whose account is no longer an active admin,
 * are closed with 4401: no alert reaches a signed-out browser. Every `sweepMs` they are checked
 * again anyway, for the sessions that end by idleness or expiry.
 */
export async function attachRealtime(
  httpServer: http.Server,
  services: Services,
  schema: GraphQLSchema,
  { sweepMs = SOCKET_SWEEP_MS }: { sweepMs?: number } = {},
) {
  const wss = new WebSocketServer({ server: httpServer, path: '/graphql' });
  const open = new Map<WebSocket, AuthUser>();
  const adminOf = async (params: Record<string, unknown> | undefined) => {
    const token = bearerToken(
      typeof params?.authorization === 'string' ? params.authorization : undefined,
    );
    const claimed = token ? services.auth.tokens.verify(token) : null;
    const user = claimed ? await services.auth.current(claimed) : null;
    return user?.role === 'admin' && !user.restricted ? user : null;
  };

  let checking: Promise<void> | undefined;
  let again = false;
  const check = async () => {
    if (open.size === 0) return;
    const sockets = [...open];
    const live = await services.auth.liveAdminSessions(sockets.map(([, user]) => user.sid!));
    for (const [socket, user] of sockets) {
      if (live.has(user.sid!)) continue;
      open.delete(socket);
      socket.close(SESSION_ENDED_CLOSE, 'Session ended');
    }
  };
  // One check at a time; a change during a check asks for one more after it.
  const recheck = () => {
    if (checking) {
      again = true;
      return;
    }
    checking = check()
      .catch((err: unknown) => services.log.warn({ err }, 'could not check the alert sockets'))
      .finally(() => {
        checking = undefined;
        if (again) {
          again = false;
          recheck();
        }
      });
  };
  const offSessions = services.bus.subscribe('sessions_ended', recheck);
  const sweep = setInterval(recheck, sweepMs);
  sweep.unref();
  const offUsers = services.bus.subscribe('data_changed', ({ table }) => {
    if (table === 'users' || table === '*') recheck();
  });

  const cleanup = useServer(
    {
      schema,
      onConnect: async (ctx) => {
        const user = await adminOf(ctx.connectionParams);
        if (!user) return false;
        const socket = ctx.extra.socket;
        open.set(socket, user);
        socket.once('close', () => open.delete(socket));
        // A session that ended while this connection was being accepted.
        recheck();
        return true;
      },
      // Checked again per subscription: an account disabled since connecting gets nothing more.
      context: async (ctx): Promise<Context> => {
        const user = await adminOf(ctx.connectionParams);
        return { user, badToken: !user, ip: 'ws', userAgent: '', services };
      },
    },
    wss,
  );
  return {
    async close() {
      clearInterval(sweep);
      offSessions();
      offUsers();
      await checking;
      await cleanup.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
