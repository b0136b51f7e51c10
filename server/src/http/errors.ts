import type { ErrorRequestHandler } from 'express';
import multer from 'multer';
import { AppError, HTTP_STATUS } from '../errors';
import type { Logger } from '../logger';

const BODY_ERRORS: Record<string, string> = {
  'encoding.unsupported': 'The request body uses an unsupported content encoding',
  'charset.unsupported': 'The request body uses an unsupported charset',
  'request.aborted': 'The request body was cut off before its end',
  'request.size.invalid': 'The request body is shorter or longer than its Content-Length',
  'stream.encoding.set': 'The request body could not be read',
};

function clientErrorMessage(err: unknown, status: number): string {
  const { type, expose, message } = err as { type?: string; expose?: boolean; message?: string };
  if (type && BODY_ERRORS[type]) return BODY_ERRORS[type];
  if (status === 400 && (!expose || !message || message === 'Bad Request')) {
    return 'The request could not be understood';
  }
  return expose && message ? message : 'The request could not be handled';
}

/** The one mapping from thrown errors to REST answers: `{message, errors?: [{field, message}]}`. */
export function errorHandler(log: Logger): ErrorRequestHandler {
  return (err, _req, res, _next) => {
    if (err instanceof AppError) {
      if (err.retryAfterSeconds) res.setHeader('Retry-After', String(err.retryAfterSeconds));
      res.status(HTTP_STATUS[err.kind]).json({
        message: err.message,
        ...(err.fields.length ? { errors: err.fields } : {}),
      });
      return;
    }
    if (err instanceof multer.MulterError) {
      const status = err.code === 'LIMIT_FILE_SIZE' ? 413 : 400;
      const message =
        err.code === 'LIMIT_FILE_SIZE'
          ? 'The file is too large'
          : err.code === 'LIMIT_UNEXPECTED_FILE'
            ? `Unexpected file field "${err.field}"`
            : err.message;
      res.status(status).json({ message, errors: [{ field: err.field ?? 'file', message }] });
      return;
    }
    const status =
      (err as { status?: number; statusCode?: number }).status ??
      (err as { statusCode?: number }).statusCode;
    if (status === 413) {
      res.status(413).json({ message: 'The request body is too large' });
      return;
    }
    if (status === 400 && (err as { type?: string }).type === 'entity.parse.failed') {
      res.status(400).json({ message: 'The request body is not valid JSON' });
      return;
    }
    // Anything else the HTTP layer (body-parser, static files) refused as the client's fault.
    if (status && status >= 400 && status < 500) {
      res.status(status).json({ message: clientErrorMessage(err, status) });
      return;
    }
    log.error({ err }, 'unexpected error in a REST route');
    res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
  };
}
