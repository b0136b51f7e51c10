import { expressMiddleware } from '@as-integrations/express5';
import type { ApolloServer } from '@apollo/server';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import { graphqlUploadExpress } from 'graphql-upload-minimal';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import fs from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { bearerToken } from './auth/tokens';
import { allRoutes } from './features';
import type { Context } from './graphql/context';
import { errorHandler } from './http/errors';
import { countPublicWrite } from './http/rate-limit';
import { buildApiRouter, type RequestAuth } from './http/routes';
import type { Services } from './services';

const MB = 1024 * 1024;

/**
 * Reads the bearer token once per request and checks the account is still active; routes and
 * resolvers decide what it allows.
 */
function authenticate(services: Services): RequestHandler {
  return async (req, _res, next) => {
    try {
      const token = bearerToken(req.headers.authorization);
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
    try {
      countPublicWrite(services.publicWrites, req.auth?.user, req.ip ?? 'unknown');
      next();
    } catch (err) {
      next(err);
    }
  };
}

export function createApp(opts: {
  services: Services;
  ds: DataSource;
  apollo: ApolloServer<Context>;
}) {
  const { services, ds, apollo } = opts;
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
        'script-src': ["'self'"],
        'connect-src': ["'self'"],
        'upgrade-insecure-requests': config.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Apollo Sandbox's landing page sets its own CSP (nonce + Apollo's CDN) in a meta tag.
  const sandbox = helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  app.use((req, res, next) => (req.path === '/graphql' ? sandbox : strict)(req, res, next));
  app.use(
    pinoHttp({
      logger: log,
      autoLogging: { ignore: (req) => /^\/(healthz|assets\/|uploads\/)/.test(req.url ?? '') },
      customLogLevel: (_req, res, err) =>
        err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    }),
  );
  app.use(compression());
  app.use(authenticate(services));

  app.get('/healthz', async (_req, res) => {
    try {
      await ds.query('SELECT 1');
      res.json({ status: 'ok', db: 'up' });
    } catch {
      res.status(503).json({ status: 'degraded', db: 'down' });
    }
  });

  const maxFileBytes = Math.max(config.MAX_UPLOAD_MB, config.MAX_DOCUMENT_MB) * MB;
  app.use(
    '/graphql',
    express.json({ limit: '1mb' }),
    graphqlUploadExpress({ maxFileSize: maxFileBytes + 1, maxFiles: 2 }),
    expressMiddleware(apollo, {
      context: async ({ req }): Promise<Context> => ({
        user: req.auth?.user ?? null,
        badToken: req.auth?.badToken ?? false,
        ip: req.ip ?? 'unknown',
        services,
      }),
    }),
  );

  app.use(
    '/api',
    express.json({ limit: '100kb' }),
    express.urlencoded({ extended: false, limit: '100kb' }),
    buildApiRouter(allRoutes(), services, publicWriteLimit(services)),
    (_req, res) => res.status(404).json({ message: 'No such API route' }),
  );

  // Generated names never change content: cache for a year.
  app.use(
    '/uploads',
    express.static(config.uploadDir, { immutable: true, maxAge: '365d', index: false }),
  );
  app.use('/uploads', (_req, res) => res.status(404).json({ message: 'No such file' }));

  const index = path.join(config.CLIENT_DIST, 'index.html');
  app.use(
    express.static(config.CLIENT_DIST, {
      index: false,
      setHeaders: (res, file) =>
        res.setHeader(
          'Cache-Control',
          file.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        ),
    }),
  );
  // SPA fallback: any other GET that wants HTML gets the app, which routes on the client.
  app.get('/{*splat}', (req, res, next) => {
    if (!req.accepts('html') || !fs.existsSync(index)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });

  app.use(errorHandler(log));
  return app;
}
