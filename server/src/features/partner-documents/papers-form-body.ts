import express, { type Request, type RequestHandler } from 'express';
import multer from 'multer';
import { AppError, payloadTooLarge } from '../../errors';
import type { IncomingFile } from '../../storage/files';
import { FORM_UNREADABLE } from '../../ssr/form-post';
import { DocumentKind } from './document-kinds';
import { DOCUMENT_LABELS } from './document-input';

const KINDS = Object.values(DocumentKind);

const unreadable = (kind: 'BAD_USER_INPUT' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE') =>
  new AppError(kind, FORM_UNREADABLE);

/**
 * The body of a form that sends papers without JavaScript (the registration forms, the status
 * page's "replace this document"), urlencoded or multipart with at most one file per paper under
 * `<KIND>.file`, each held in memory up to the papers' limit. It never fails the request: what
 * cannot be read is left in `res.locals.formRefused` for the page to say in its language, on the
 * paper's file field when one file is too large.
 */
export function readPapersBody(maxBytes: number): RequestHandler {
  const urlencoded = express.urlencoded({ extended: false, limit: '100kb' });
  const multipart = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: KINDS.length, fields: 40, fieldSize: 10 * 1024 },
  }).fields(KINDS.map((k) => ({ name: `${k}.file`, maxCount: 1 })));
  return (req, res, next) => {
    const done = (err?: unknown) => {
      if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE') {
        const kind = KINDS.find((k) => err.field === `${k}.file`);
        const label = kind ? `${DOCUMENT_LABELS[kind]} file` : 'The document';
        res.locals.formRefused = payloadTooLarge(err.field ?? 'file', label, maxBytes);
      } else if (err) {
        const tooLarge = (err as { status?: number }).status === 413;
        res.locals.formRefused = unreadable(tooLarge ? 'PAYLOAD_TOO_LARGE' : 'BAD_USER_INPUT');
      }
      next();
    };
    if (req.is('multipart/form-data')) return multipart(req, res, done);
    if (req.is('application/x-www-form-urlencoded')) return urlencoded(req, res, done);
    res.locals.formRefused = unreadable('UNSUPPORTED_MEDIA_TYPE');
    next();
  };
}

/** The file a form sent for `kind` (none when its control was left empty). */
export function paperFile(req: Request, kind: DocumentKind): IncomingFile | undefined {
  const files = req.files as Record<string, Express.Multer.File[]> | undefined;
  const file = files?.[`${kind}.file`]?.[0];
  return file?.size ? { buffer: file.buffer, originalName: file.originalname } : undefined;
}
