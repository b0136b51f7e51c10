import type { RequestHandler } from 'express';
import { graphqlUploadExpress } from 'graphql-upload-minimal';
import { AppError, badRequest } from '../errors';

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

/** True when `value` nests objects/arrays deeper than `max` (iterative: no stack to blow). */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
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
  return multipartGuard((req, res, next) => {
    const pipe = req.pipe.bind(req);
    req.pipe = ((dest, opts) => {
      dest.on('error', () => {});
      return pipe(dest, opts);
    }) as typeof req.pipe;
    upload(req, res, next);
  });
}
