import {
  Router,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import multer from 'multer';
import { fieldError, forbidden, payloadTooLarge, unauthenticated } from '../errors';
import { STAFF } from '../auth/roles';
import type { AuthUser } from '../auth/tokens';
import type { Services } from '../services';
import type { IncomingFile } from '../storage/files';

/**
 * Who may call a route ('staff': admins and editors). The authorisation matrix test reads these declarations, so every
 * route added to a feature's list is checked without editing the test.
 */
export type Access = 'public' | 'publicWrite' | 'token' | 'staff' | 'admin';

export interface ApiRequest {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  file?: IncomingFile;
  user: AuthUser | null;
  ip: string;
  services: Services;
  res: Response;
}

export interface RouteDef {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  access: Access;
  /** multipart field carrying a file, its label for messages and its byte limit */
  upload?: { field: string; label: string; maxBytes: (s: Services) => number };
  /** Status of a successful answer; default 201 for POST, else 200 (204 when handle returns undefined). */
  status?: number;
  /** Value → JSON; undefined → 204. */
  handle: (req: ApiRequest) => unknown;
}

export interface RequestAuth {
  user: AuthUser | null;
  badToken: boolean;
}

declare module 'express-serve-static-core' {
  interface Request {
    auth?: RequestAuth;
  }
}

/** The one REST guard: 401 without a valid token, 403 for a role not in `roles` (any when empty). */
export function requireRole(...roles: string[]): RequestHandler {
  return (req, _res, next) => {
    const user = req.auth?.user;
    if (!user)
      return next(
        unauthenticated(
          req.auth?.badToken ? 'Your session has expired or is invalid: sign in again' : undefined,
        ),
      );
    if (roles.length > 0 && !roles.includes(user.role)) return next(forbidden());
    next();
  };
}

function uploadMiddleware(
  def: NonNullable<RouteDef['upload']>,
  services: Services,
): RequestHandler {
  const maxBytes = def.maxBytes(services);
  const handler = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1 },
  }).single(def.field);
  return (req, res, next) =>
    handler(req, res, (err?: unknown) => {
      if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE') {
        return next(payloadTooLarge(def.field, def.label, maxBytes));
      }
      next(err);
    });
}

export function buildApiRouter(
  routes: RouteDef[],
  services: Services,
  publicWrite: RequestHandler,
): Router {
  const router = Router();
  for (const def of routes) {
    const chain: RequestHandler[] = [];
    if (def.access === 'admin') chain.push(requireRole('admin'));
    if (def.access === 'staff') chain.push(requireRole(...STAFF));
    if (def.access === 'token') chain.push(requireRole());
    if (def.access === 'publicWrite') chain.push(publicWrite);
    if (def.upload) chain.push(uploadMiddleware(def.upload, services));
    chain.push(async (req: Request, res: Response, next: NextFunction) => {
      try {
        const result = await def.handle({
          params: req.params as Record<string, string>,
          query: req.query as Record<string, unknown>,
          body: (req.body ?? {}) as Record<string, unknown>,
          file: req.file
            ? { buffer: req.file.buffer, originalName: req.file.originalname }
            : undefined,
          user: req.auth?.user ?? null,
          ip: req.ip ?? 'unknown',
          services,
          res,
        });
        if (res.headersSent) return;
        if (result === undefined) res.status(204).end();
        else res.status(def.status ?? (def.method === 'post' ? 201 : 200)).json(result);
      } catch (err) {
        next(err);
      }
    });
    router[def.method](def.path, ...chain);
  }
  return router;
}

/** Route ids are positive integers; anything else is a clear 400, never a database error. */
export function idParam(req: ApiRequest, name = 'id'): number {
  const id = Number(req.params[name]);
  if (!Number.isInteger(id) || id < 1 || id > 2147483647) {
    throw fieldError(name, `${name} must be a positive whole number`);
  }
  return id;
}
