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
  if (file.buffer.length > opts.maxBytes) {
    throw payloadTooLarge(opts.field, opts.label, opts.maxBytes);
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

const SAME_EXT: Record<string, string[]> = { jpg: ['jpg', 'jpeg'] };

/**
 * A visitor's file name made safe to store and to send back in Content-Disposition: no folders,
 * control or reserved characters, at most 150 characters, ending with the extension of what the
 * content really is (so `scan.png` that holds a PDF becomes `scan.png.pdf`).
 */
export function safeFileName(original: string, ext: string): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  let name = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>:|?*]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, 150)
    .trim();
  if (!name) name = 'document';
  const current = name.includes('.') ? name.split('.').pop()!.toLowerCase() : '';
  if (!(SAME_EXT[ext] ?? [ext]).includes(current)) name = `${name}.${ext}`;
  return name;
}
