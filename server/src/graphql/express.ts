import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import { parse } from 'node:url';

/** Apollo's content types for a single result that Express's res.send leaves exactly as they are. */
const PLAIN_TYPES = new Set([
  'application/json; charset=utf-8',
  'application/graphql-response+json; charset=utf-8',
]);

/**
 * Apollo Server as Express 5 middleware: what @as-integrations/express5 1.1.2's
 * expressMiddleware does, with the same answers (graphql/express.test.ts compares them), minus
 * two costs on every request: the legacy url.parse of a URL that has no query string, and, for
 * a POST's single JSON answer, res.send's passes (charset, ETag setting, freshness) that change
 * nothing there. Anything else is answered through res.send as before.
 */
export function apolloMiddleware<C extends BaseContext>(
  server: ApolloServer<C>,
  options: { context: (args: { req: Request; res: Response }) => Promise<C> },
): RequestHandler {
  server.assertStarted('apolloMiddleware()');
  return async (req, res) => {
    if (!('body' in req)) {
      res.status(500);
      res.send(
        '`req.body` is not set; this probably means you forgot to set up the ' +
          '`json` middleware before the Apollo Server middleware.',
      );
      return;
    }
    const headers = new HeaderMap();
    for (const key in req.headers) {
      const value = req.headers[key];
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const answer = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: req.method.toUpperCase(),
        headers,
        search: req.url.includes('?') ? (parse(req.url).search ?? '') : '',
        body: req.body as unknown,
      },
      context: () => options.context({ req, res }),
    });
    for (const [key, value] of answer.headers) res.setHeader(key, value);
    res.statusCode = answer.status || 200;
    if (answer.body.kind === 'complete') {
      const body = answer.body.string;
      const type = res.getHeader('content-type');
      const plain =
        req.method === 'POST' &&
        typeof type === 'string' &&
        PLAIN_TYPES.has(type) &&
        res.statusCode !== 204 &&
        res.statusCode !== 304 &&
        res.getHeader('etag') === undefined &&
        res.getHeader('transfer-encoding') === undefined &&
        typeof res.app.get('etag fn') !== 'function';
      if (!plain) {
        res.send(body);
        return;
      }
      res.setHeader('Content-Length', Buffer.byteLength(body));
      res.end(body);
      return;
    }
    for await (const chunk of answer.body.asyncIterator) {
      res.write(chunk);
      if (typeof (res as { flush?: unknown }).flush === 'function') {
        (res as unknown as { flush: () => void }).flush();
      }
    }
    res.end();
  };
}
