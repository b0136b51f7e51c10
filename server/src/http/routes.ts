import {
  Router,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import multer from 'multer';
import { fieldError, payloadTooLarge, validationError, type FieldError } from '../errors';
import type { Page } from '../lists/page';
import { MAX_PAGE_SIZE } from '../lists/page';
import { accessRefusal } from '../identity/access';
import { PAPERS, STAFF } from '../identity/roles';
import type { AuthUser } from '../identity/tokens';
import type { PublicCache } from '../cache/public-cache';
import type { Services } from '../services';
import type { IncomingFile } from '../storage/files';
import { multipartError, rejectUnstorableText } from './body';

/**
 * Who may call a route ('staff': admins and editors; 'papers': admins and compliance, PAPERS). The authorisation matrix test reads these declarations, so every
 * route added to a feature's list is checked without editing the test.
 */
export type Access = 'public' | 'publicWrite' | 'token' | 'staff' | 'admin' | 'papers';

export interface ApiRequest {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  file?: IncomingFile;
  user: AuthUser | null;
  ip: string;
  /** the User-Agent header ('' when absent) */
  userAgent: string;
  /**
   * The `Idempotency-Key` header: a visitor's write sent again with the same key is stored once
   * (records/inbox/idempotency.ts, through the service, as for GraphQL).
   */
  idempotencyKey?: string;
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
  /**
   * A public GET whose anonymous answers may come from the public cache (emptied on every
   * `data_changed`, on every instance): the same answer for every anonymous visitor.
   */
  cached?: true;
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

/** The one REST guard (identity/access.ts decides 401 or 403); `roles` empty: any signed-in user. */
export function requireRole(...roles: string[]): RequestHandler {
  // A restricted account reaches only the token routes (its profile, logout).
  return (req, _res, next) =>
    next(
      accessRefusal(
        { user: req.auth?.user, badToken: req.auth?.badToken },
        roles,
        roles.length === 0,
      ),
    );
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
      // busboy's own failures (truncated body, bad part header, no boundary) are plain Errors.
      next(err && !(err instanceof multer.MulterError) ? multipartError(err) : err);
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
    if (def.access === 'papers') chain.push(requireRole(...PAPERS));
    if (def.access === 'token') chain.push(requireRole());
    if (def.access === 'publicWrite') chain.push(publicWrite);
    if (def.upload) chain.push(uploadMiddleware(def.upload, services));
    chain.push(rejectUnstorableText);
    if (def.cached && def.method === 'get' && def.access === 'public') {
      chain.push(serveFromPublicCache(def, services));
    }
    chain.push(async (req: Request, res: Response, next: NextFunction) => {
      try {
        const result = await def.handle(toApiRequest(req, res, services));
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

interface CachedJson {
  /** the JSON answer, encoded once */
  body: Buffer;
  etag: string;
  /** headers the route set itself (X-Total-Count) */
  headers: [string, string | number | string[]][];
}

/**
 * Anonymous requests (no Authorization header at all, valid or not) read through the public
 * cache; the stored answer keeps its ETag so a revalidation is a 304 without any work.
 * Signed-in requests fall through to the route, whose `res.json` Express tags itself.
 */
function serveFromPublicCache(def: RouteDef, services: Services): RequestHandler {
  const cache = services.publicCache as PublicCache<CachedJson>;
  return async (req, res, next) => {
    if (req.headers.authorization !== undefined) return next();
    try {
      const answer = await cache.wrap(`rest\n${req.originalUrl}`, async () => {
        const before = new Set(res.getHeaderNames());
        const json = JSON.stringify(await def.handle(toApiRequest(req, res, services)));
        const headers = res
          .getHeaderNames()
          .filter((name) => !before.has(name))
          .map((name) => [name, res.getHeader(name)!] as CachedJson['headers'][number]);
        const body = Buffer.from(json);
        const etag = (req.app.get('etag fn') as (body: Buffer) => string)(body);
        return { body, etag, headers };
      });
      for (const [name, value] of answer.headers) res.setHeader(name, value);
      res.setHeader('ETag', answer.etag);
      res.type('json').send(answer.body); // answers 304 itself when If-None-Match matches
    } catch (err) {
      next(err);
    }
  };
}

function toApiRequest(req: Request, res: Response, services: Services): ApiRequest {
  return {
    params: req.params as Record<string, string>,
    query: req.query as Record<string, unknown>,
    body: (req.body ?? {}) as Record<string, unknown>,
    file: req.file ? { buffer: req.file.buffer, originalName: req.file.originalname } : undefined,
    user: req.auth?.user ?? null,
    ip: req.ip ?? 'unknown',
    userAgent: req.get('user-agent') ?? '',
    idempotencyKey: req.get('idempotency-key'),
    services,
    res,
  };
}

/**
 * Route ids are positive decimal integers (no `0x10`, `1e1`, ` 1`, `+1`, `01`, which Number()
 * would accept); anything else is a clear 400, never a database error.
 */
export function idParam(req: ApiRequest, name = 'id'): number {
  const raw = req.params[name];
  const id = /^[1-9]\d{0,9}$/.test(raw ?? '') ? Number(raw) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > 2147483647) {
    throw fieldError(name, `${name} must be a positive whole number`);
  }
  return id;
}

/** `?page=&pageSize=` of a REST list: absent, or whole numbers in range (field errors otherwise). */
export function listArgs(req: ApiRequest): { page?: number; pageSize?: number } {
  const errors: FieldError[] = [];
  const read = (name: 'page' | 'pageSize', max: number) => {
    const raw = req.query[name];
    if (raw === undefined) return undefined;
    const n = typeof raw === 'string' && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : NaN;
    if (n >= 1 && n <= max) return n;
    const range = max === MAX_PAGE_SIZE ? ` from 1 to ${max}` : ' of 1 or more';
    errors.push({ field: name, message: `${name} must be a whole number${range}` });
    return undefined;
  };
  const page = read('page', 1e9);
  const pageSize = read('pageSize', MAX_PAGE_SIZE);
  if (errors.length) throw validationError(errors);
  return { page, pageSize };
}

/**
 * A REST list answer: the page asked for or at most REST_LIST_CAP newest rows,
 * always with `X-Total-Count`.
 */
export async function listAnswer<T, R>(
  req: ApiRequest,
  service: { restList(args: { page?: number; pageSize?: number }, cap: number): Promise<Page<T>> },
  toRest: (row: T) => R,
): Promise<R[]> {
  const page = await service.restList(listArgs(req), req.services.config.REST_LIST_CAP);
  // beyond the cap the header says so, as the tables do ("10,000+").
  req.res.setHeader('X-Total-Count', `${page.total}${page.totalIsExact ? '' : '+'}`);
  return page.items.map(toRest);
}
