import type http from 'node:http';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { bearerToken } from '../auth/tokens';
import type { Context } from '../graphql/context';
import { getSchema } from '../graphql/schema';
import type { Services } from '../services';

/**
 * graphql-ws on the app's own HTTP server at /graphql (same port as POST /graphql). Only an
 * active admin's token in `connectionParams.authorization` ('Bearer …') gets a connection;
 * anything else is closed with 4403 Forbidden before a subscription can start.
 */
export async function attachRealtime(httpServer: http.Server, services: Services) {
  const schema = await getSchema();
  const wss = new WebSocketServer({ server: httpServer, path: '/graphql' });
  const adminOf = async (params: Record<string, unknown> | undefined) => {
    const token = bearerToken(
      typeof params?.authorization === 'string' ? params.authorization : undefined,
    );
    const claimed = token ? services.auth.tokens.verify(token) : null;
    const user = claimed ? await services.auth.current(claimed) : null;
    return user?.role === 'admin' ? user : null;
  };
  const cleanup = useServer(
    {
      schema,
      onConnect: async (ctx) => Boolean(await adminOf(ctx.connectionParams)),
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
      await cleanup.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
