import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import type { IncomingFile } from '../../storage/files';
import { readFormBody } from '../../ssr/form-post';
import { DocumentKind } from './document-kinds';
import { DOCUMENT_LABELS } from './document-input';

const KINDS = Object.values(DocumentKind);

/**
 * The body of a form that sends papers without JavaScript (the registration forms, the status
 * page's "replace this document"), urlencoded or multipart with at most one file per paper under
 * `<KIND>.file`, each held in memory up to the papers' limit. It never fails the request: what
 * cannot be read is left in `res.locals.formRefused` for the page to say in its language, on the
 * paper's file field when one file is too large.
 */
export function readPapersBody(maxBytes: number): RequestHandler {
  const multipart = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: KINDS.length, fields: 40, fieldSize: 10 * 1024 },
  }).fields(KINDS.map((k) => ({ name: `${k}.file`, maxCount: 1 })));
  return readFormBody(multipart, maxBytes, (field) => {
    const kind = KINDS.find((k) => field === `${k}.file`);
    return kind ? `${DOCUMENT_LABELS[kind]} file` : 'The document';
  });
}

/** The file a form sent for `kind` (none when its control was left empty). */
export function paperFile(req: Request, kind: DocumentKind): IncomingFile | undefined {
  const files = req.files as Record<string, Express.Multer.File[]> | undefined;
  const file = files?.[`${kind}.file`]?.[0];
  return file?.size ? { buffer: file.buffer, originalName: file.originalname } : undefined;
}
