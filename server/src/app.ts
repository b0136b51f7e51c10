import type { ApolloServer } from '@apollo/server';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import helmet from 'helmet';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { bearerToken } from './identity/tokens';
import { allForms, allRoutes, appSchema } from './features';
import { expressMiddleware } from '@as-integrations/express5';
import type { Context } from './graphql/context';
import { servePublicGraphqlCache } from './graphql/public-cache';
import { badRequest } from './errors';
import { errorHandler } from './http/errors';
import {
  graphqlUploads,
  rejectBadUrl,
  rejectDeepBody,
  rejectUnstorableText,
  requireKnownBodyType,
} from './http/body';
import { buildApiRouter, type RequestAuth } from './http/routes';
import { countPublicWrite } from './limits';
import { Drain } from './http/drain';
import { logRequests } from './logger';
import { createMetrics, metricsEndpoint } from './metrics/metrics';
import type { Services } from './services';
import { INLINE_SCRIPT_SOURCES, createPageRenderer, ssrRoutes } from './ssr';
import { sendStored } from './storage';

const MB = 1024 * 1024;
/** A path whose last part has an extension: a file of the client build may answer it. */
const FILE_NAME = /\.[^/]*$/;

/**
 * Reads the bearer token once per request and checks the account is still active; routes and
 * resolvers decide what it allows.
 */
function authenticate(services: Services): RequestHandler {
  return async (req, res, next) => {
    try {
      const token = bearerToken(req.headers.authorization);
      // What a signed-in request gets back is for staff (visitors' names, phones, documents): no
      // browser or proxy may keep a copy. A handler may only make it stricter.
      if (token) res.setHeader('Cache-Control', 'no-store');
      const claimed = token ? services.auth.tokens.verify(token) : null;
      const user = claimed ? await services.auth.current(claimed) : null;
      req.auth = { user, badToken: Boolean(token) && !user } satisfies RequestAuth;
      next();
    } catch (err) {
      next(err);
    }
  };
}

/** Public writes are limited per client IP; a signed-in admin is not limited. */
function publicWriteLimit(services: Services): RequestHandler {
  return (req, _res, next) => {
    countPublicWrite(services.publicWrites, req.auth?.user, req.ip ?? 'unknown').then(
      () => next(),
      next,
    );
  };
}

export function createApp(opts: {
  services: Services;
  ds: DataSource;
  apollo: ApolloServer<Context>;
  /** told when the process is stopping (SIGTERM); tests may leave it out */
  drain?: Drain;
}) {
  const { services, ds, apollo, drain = new Drain() } = opts;
  const { config, log } = services;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);

  const strict = helmet({
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        // Mantine injects its CSS variables in <style> tags.
        'style-src': ["'self'", "'unsafe-inline'"],
        // A rendered page's two inline scripts (speculation rules, the Bengali font's early load),
        // each by its hash: server/src/ssr/inline-scripts.ts.
        'script-src': ["'self'", ...INLINE_SCRIPT_SOURCES],
        'connect-src': ["'self'"],
        'upgrade-insecure-requests': config.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Apollo Sandbox's landing page sets its own CSP (nonce + Apollo's CDN) in a meta tag.
  const sandbox = helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  const metrics = createMetrics(ds, services);
  // What every request goes through.
  app.use(
    drain.closeConnections,
    (req, res, next) => (req.path === '/graphql' ? sandbox : strict)(req, res, next),
    logRequests(log, /^\/(healthz|readyz|metrics|assets\/|uploads\/)/),
    metrics.track,
    compression(),
    rejectBadUrl,
    authenticate(services),
  );
  app.get('/metrics', metricsEndpoint(config.METRICS_TOKEN, metrics.registry));

  // Liveness: the process answers. A stalled database must not get a replica restarted.
  app.get('/healthz', (_req, res) => void res.json({ status: 'up' }));
  // Readiness, what a load balancer asks: migrated, can reach the database and the object store,
  // and not draining. Before start-up is done the listener answers it 503 (http/drain.ts).
  app.get('/readyz', async (_req, res) => {
    if (drain.reason) {
      res.status(503).json({ status: 'draining', reason: drain.reason });
      return;
    }
    const up = (p: Promise<unknown>) =>
      p.then(
        () => 'up' as const,
        () => 'down' as const,
      );
    const [db, storage] = await Promise.all([
      up(ds.query('SELECT 1')),
      up(services.storage.store.check()),
    ]);
    const ok = db === 'up' && storage === 'up';
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'degraded', db, storage });
  });

  const maxFileBytes = Math.max(config.MAX_UPLOAD_MB, config.MAX_DOCUMENT_MB) * MB;
  app.use(
    '/graphql',
    express.json({ limit: '1mb' }),
    graphqlUploads({ maxFileSize: maxFileBytes + 1, maxFiles: 2 }),
    rejectDeepBody,
    rejectUnstorableText,
    servePublicGraphqlCache(services.publicCache),
    expressMiddleware(apollo, {
      context: async ({ req }): Promise<Context> => ({
        user: req.auth?.user ?? null,
        badToken: req.auth?.badToken ?? false,
        ip: req.ip ?? 'unknown',
        userAgent: req.get('user-agent') ?? '',
        idempotencyKey: req.get('idempotency-key'),
        services,
      }),
    }),
  );

  // A field-data beacon is a few hundred bytes: a bigger one is malformed, a
  // 400 like any other bad beacon, read no further.
  app.post(
    '/api/vitals',
    express.json({ limit: '4kb' }),
    (err: unknown, _req: Request, _res: Response, next: NextFunction) =>
      next(
        (err as { type?: string }).type === 'entity.too.large'
          ? badRequest('A beacon is at most 4 kB')
          : err,
      ),
  );
  app.use(
    '/api',
    requireKnownBodyType,
    express.json({ limit: '100kb' }),
    express.urlencoded({ extended: false, limit: '100kb' }),
    rejectDeepBody,
    buildApiRouter(allRoutes(), services, publicWriteLimit(services)),
    (_req, res) => res.status(404).json({ message: 'No such API route' }),
  );

  // Public images from whichever store holds them. Generated names never change content: cache
  // for a year.
  app.get('/uploads/:name', async (req, res, next) => {
    try {
      const { name } = req.params;
      // A draft's or a scheduled item's image: only staff, through a preview key, until it is out.
      const unpublished = services.publishing.isUnpublishedImage(name);
      if (unpublished && !services.storage.isPreviewKey(name, req.query.preview)) return next();
      const send = () =>
        sendStored(req, res, services.storage.store, 'public', name, {
          'Cache-Control': unpublished
            ? 'private, no-store'
            : 'public, max-age=31536000, immutable',
        });
      const sent =
        (await send()) || ((await services.storage.makeSmallCopy(name)) && (await send()));
      if (!sent) next();
    } catch (err) {
      // A visitor who hangs up mid-image is not an error of ours.
      if (res.headersSent) res.destroy();
      else next(err);
    }
  });
  app.use('/uploads', (_req, res) => res.status(404).json({ message: 'No such file' }));

  // The client build's files; the build wrote each asset's .br and .gz beside it
  // (client/vite.config.ts), sent as they are to a browser that takes them. Every one of them
  // has an extension; a page's path has none, and goes straight on to be rendered (looking it up
  // on disk first cost each uncached page a file-system lookup for nothing).
  const clientFiles = expressStaticGzip(config.CLIENT_DIST, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      setHeaders: (res, file) =>
        res.setHeader(
          'Cache-Control',
          file.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        ),
    },
  });
  app.use((req, res, next) => (FILE_NAME.test(req.path) ? clientFiles(req, res, next) : next()));
  // Any other GET that wants HTML: a public page rendered on the server, the back office's shell,
  // or a redirect for an unknown path.
  app.use(
    ssrRoutes({
      config,
      services,
      log,
      forms: allForms(services),
      renderer: createPageRenderer({ config, services, log, schema: appSchema }),
    }),
  );

  app.use(errorHandler(log));
  return app;
}
