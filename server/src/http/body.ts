import type { RequestHandler } from 'express';
import { graphqlUploadExpress } from 'graphql-upload-minimal';
import { AppError, badRequest, fieldError } from '../errors';

/**
 * Guards for requests the app cannot read, each turned into an AppError for the one error
 * mapping (http/errors.ts): a URL with bad percent-encoding, JSON nested absurdly deep, a write
 * body of a type no route reads, broken multipart.
 */

/** Deeper than any legitimate body (our inputs nest 3 levels); recursive code downstream
 *  (validation, variable coercion) must never meet 100 000 levels. */
export const MAX_JSON_DEPTH = 32;

/** 400 for a path that is not valid percent-encoding or holds a NUL, before routing or static
 *  files try (and fail with a bare "Bad Request") to decode it. */
export const rejectBadUrl: RequestHandler = (req, _res, next) => {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    return next(badRequest('The URL is not valid: it contains a bad percent-encoding (%…)'));
  }
  if (path.includes('\0')) return next(badRequest('The URL is not valid: it contains a NUL'));
  next();
};

/** True when `value` nests objects/arrays deeper than `max` (recursion stops at `max` levels, so
 *  no stack to blow; no arrays built: it runs on every request body). */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (max <= 0) return true;
  const object = value as Record<string, unknown>;
  for (const key in object) {
    if (Object.hasOwn(object, key) && nestedDeeperThan(object[key], max - 1)) return true;
  }
  return false;
}

/** After a body parser: refuses a parsed body nested deeper than MAX_JSON_DEPTH. */
export const rejectDeepBody: RequestHandler = (req, _res, next) => {
  if (nestedDeeperThan(req.body, MAX_JSON_DEPTH)) {
    return next(
      badRequest(`The request body is nested too deep (at most ${MAX_JSON_DEPTH} levels)`),
    );
  }
  next();
};

/** A NUL (PostgreSQL text cannot hold it) or a lone UTF-16 surrogate (it would be stored as U+FFFD). */
export const UNSTORABLE =
  // eslint-disable-next-line no-control-regex -- finding NUL is the point
  /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** What UNSTORABLE needs to be worth trying: a plain character scan, far cheaper on long text. */
// eslint-disable-next-line no-control-regex -- as above
const SUSPECT = /[\u0000\ud800-\udfff]/;

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
}

/** Path (`input.name`, `tags.0`) of the first string in `value` holding unstorable text. Paths
 *  are spelled out only for the hit: this walks every request body. */
export function unstorableTextAt(value: unknown): string | null {
  const stack: Visit[] = [{ value, key: '', parent: null }];
  while (stack.length) {
    const visit = stack.pop()!;
    const v = visit.value;
    if (typeof v === 'string') {
      if (SUSPECT.test(v) && UNSTORABLE.test(v)) return pathOf(visit);
    } else if (v && typeof v === 'object') {
      const object = v as Record<string, unknown>;
      for (const key in object) {
        if (Object.hasOwn(object, key)) stack.push({ value: object[key], key, parent: visit });
      }
    }
  }
  return null;
}

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.unshift(at.key);
  return keys.join('.');
}

/**
 * Refuses text no column can store faithfully, in the query string or the parsed body (after
 * the multipart parsers), naming the field; GraphQL variables are named without `variables.`.
 */
export const rejectUnstorableText: RequestHandler = (req, _res, next) => {
  const at = unstorableTextAt(req.query) ?? unstorableTextAt(req.body);
  if (at === null) return next();
  const field = at.replace(/^variables\./, '') || 'body';
  next(
    fieldError(
      field,
      `${field} contains a character that cannot be stored (a NUL or a lone surrogate)`,
    ),
  );
};

const BODY_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];

/** 415 for a REST write whose body is of a type no route reads (it would arrive as `{}`). */
export const requireKnownBodyType: RequestHandler = (req, _res, next) => {
  const hasBody =
    req.headers['transfer-encoding'] !== undefined ||
    Number(req.headers['content-length'] ?? 0) > 0;
  if (!hasBody || ['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(req.method) || req.is(BODY_TYPES)) {
    return next();
  }
  next(
    new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `Unsupported content type "${req.headers['content-type'] ?? 'none'}": send application/json, a form or multipart/form-data`,
    ),
  );
};

/** A multipart body the parser (multer/busboy or graphql-upload) gave up on, as a 400 (413 past a size limit). */
export function multipartError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const status = (err as { status?: number }).status;
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', String((err as Error).message));
  const detail = err instanceof Error ? err.message : String(err);
  // graphql-upload-minimal answers an empty multipart body with a 500 and a long hint.
  const reason = /couldn't find any files or JSON/.test(detail) ? 'it has no fields' : detail;
  return badRequest(`The multipart form data is malformed or truncated: ${reason}`);
}

/** Wraps a multipart parser middleware so that whatever it fails with is a clear 4xx. */
export function multipartGuard(parser: RequestHandler): RequestHandler {
  return (req, res, next) =>
    parser(req, res, (err?: unknown) => (err ? next(multipartError(err)) : next()));
}

/**
 * GraphQL multipart requests (graphql-upload-minimal), failing with a clear 4xx. Its 1.6.4 listens
 * for its busboy parser's 'error' only once, but busboy emits a second one ("Unexpected end of
 * form") when it is destroyed after a malformed part header, and an unheard 'error' event crashes
 * the whole process. So the parser gets a lasting listener when the request is piped into it;
 * the first error still reaches graphql-upload, which answers it.
 */
export function graphqlUploads(
  options: Parameters<typeof graphqlUploadExpress>[0],
): RequestHandler {
  const upload = graphqlUploadExpress(options) as RequestHandler;
  const guarded = multipartGuard((req, res, next) => {
    const pipe = req.pipe.bind(req);
    req.pipe = ((dest, opts) => {
      dest.on('error', () => {});
      return pipe(dest, opts);
    }) as typeof req.pipe;
    upload(req, res, next);
  });
  // graphql-upload passes on anything that is not multipart/form-data (type-is); a plain JSON
  // POST skips its header parsing and the per-request pipe wrapper (~2 % of a list request).
  return (req, res, next) =>
    /multipart/i.test(req.headers['content-type'] ?? '') ? guarded(req, res, next) : next();
}
