import { fromBuffer } from 'file-type';
import { fieldError, payloadTooLarge } from '../errors';

/** An uploaded file held in memory, from GraphQL multipart or from multer. */
export interface IncomingFile {
  buffer: Buffer;
  originalName: string;
}

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const DOCUMENT_TYPES = [...IMAGE_TYPES, 'application/pdf'] as const;

export interface CheckedFile extends IncomingFile {
  mimeType: string;
  ext: string;
}

/**
 * Judges a file by its content (magic bytes), never by its name or the claimed type,
 * and enforces the size limit before anything is written.
 */
export async function checkFile(
  file: IncomingFile,
  opts: { field: string; label: string; allowed: readonly string[]; maxBytes: number },
): Promise<CheckedFile> {
  const mb = Math.round((opts.maxBytes / 1024 / 1024) * 10) / 10;
  if (file.buffer.length > opts.maxBytes) {
    throw payloadTooLarge(opts.field, `${opts.label} must be at most ${mb} MB`);
  }
  if (file.buffer.length === 0) throw fieldError(opts.field, `${opts.label} is empty`);
  const type = await fromBuffer(file.buffer);
  if (!type || !opts.allowed.includes(type.mime)) {
    const kinds = opts.allowed.map((m) =>
      m === 'application/pdf' ? 'PDF' : m.split('/')[1].toUpperCase(),
    );
    throw fieldError(opts.field, `${opts.label} must be a ${kinds.join(', ')} file`);
  }
  return { ...file, mimeType: type.mime, ext: type.ext };
}
