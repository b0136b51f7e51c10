import type { ErrorRequestHandler, Request, Response } from 'express';
import multer from 'multer';
import { AppError, HTTP_STATUS, type FieldError } from '../errors';
import type { Logger } from '../logger';

const BODY_ERRORS: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON',
  'entity.too.large': 'The request body is too large',
  'encoding.unsupported': 'The request body uses an unsupported content encoding',
  'charset.unsupported': 'The request body uses an unsupported charset',
  'request.aborted': 'The request body was cut off before its end',
  'request.size.invalid': 'The request body is shorter or longer than its Content-Length',
  'stream.encoding.set': 'The request body could not be read',
};

const CODE_BY_STATUS: Record<number, string> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

interface Answer {
  status: number;
  code: string;
  message: string;
  fields: FieldError[];
  retryAfter?: number;
  reason?: string;
}

/** What a thrown error means for the client, or null when it is our fault (a 500). */
function answerFor(err: unknown): Answer | null {
  if (err instanceof AppError) {
    const { kind: code, message, fields, retryAfterSeconds: retryAfter, reason } = err;
    return { status: HTTP_STATUS[code], code, message, fields, retryAfter, reason };
  }
  if (err instanceof multer.MulterError) {
    const status = err.code === 'LIMIT_FILE_SIZE' ? 413 : 400;
    const message =
      err.code === 'LIMIT_FILE_SIZE'
        ? 'The file is too large'
        : err.code === 'LIMIT_UNEXPECTED_FILE'
          ? `Unexpected file field "${err.field}"`
          : err.message;
    const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_USER_INPUT';
    return { status, code, message, fields: [{ field: err.field ?? 'file', message }] };
  }
  // Errors of the HTTP layer (body-parser, static files) that are the client's fault.
  const e = err as { status?: number; statusCode?: number; type?: string; expose?: boolean };
  const status = e.status ?? e.statusCode;
  if (!status || status < 400 || status >= 500) return null;
  const raw = (err as Error).message;
  const message =
    (e.type && BODY_ERRORS[e.type]) ??
    (status === 413
      ? BODY_ERRORS['entity.too.large']
      : e.expose && raw && raw !== 'Bad Request'
        ? raw
        : 'The request could not be understood');
  return { status, code: CODE_BY_STATUS[status] ?? 'BAD_REQUEST', message, fields: [] };
}

/** REST: `{message, errors?: [{field, message}]}`; /graphql: a GraphQL error body the client reads. */
function send(req: Request, res: Response, a: Answer) {
  if (a.retryAfter) res.setHeader('Retry-After', String(a.retryAfter));
  const fields = a.fields.length ? a.fields : undefined;
  if (req.originalUrl.startsWith('/graphql')) {
    const extensions = {
      code: a.code,
      ...(fields ? { fields } : {}),
      ...(a.reason ? { reason: a.reason } : {}),
    };
    res.status(a.status).json({ errors: [{ message: a.message, extensions }] });
  } else {
    res.status(a.status).json({
      message: a.message,
      // A locked account says so, apart from the other 429s.
      ...(a.code === 'LOCKED' ? { error: 'LOCKED' } : {}),
      ...(a.reason ? { reason: a.reason } : {}),
      ...(fields ? { errors: fields } : {}),
    });
  }
}

/** The one mapping from errors thrown outside the GraphQL resolvers to HTTP answers. */
export function errorHandler(log: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const answer = answerFor(err);
    if (answer) return send(req, res, answer);
    log.error({ err }, 'unexpected error in an HTTP route');
    send(req, res, {
      status: 500,
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Something went wrong on our side. Please try again.',
      fields: [],
    });
  };
}
