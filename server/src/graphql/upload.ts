import type { FileUpload } from 'graphql-upload-minimal';
import { fieldError, payloadTooLarge } from '../errors';
import type { IncomingFile } from '../storage/files';

export { GraphQLUpload } from 'graphql-upload-minimal';
export type { FileUpload };

/** Reads a GraphQL multipart upload into memory, refusing more than `maxBytes`. */
export async function readUpload(
  upload: Promise<FileUpload> | FileUpload,
  opts: { field: string; label: string; maxBytes: number },
): Promise<IncomingFile> {
  const tooLarge = () => payloadTooLarge(opts.field, opts.label, opts.maxBytes);
  let file: FileUpload;
  try {
    file = await upload;
  } catch {
    throw fieldError(opts.field, `${opts.label} could not be received`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of file.createReadStream()) {
      size += (chunk as Buffer).length;
      if (size > opts.maxBytes) throw tooLarge();
      chunks.push(chunk as Buffer);
    }
  } catch (err) {
    if ((err as { status?: number }).status === 413) throw tooLarge();
    throw err;
  }
  return { buffer: Buffer.concat(chunks), originalName: file.filename };
}
