import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { fieldError } from '../errors';
import type { CheckedFile } from './files';
import type { Storage } from './store';

export interface StoredImage {
  /** object name in the public area, served at /uploads/<name> */
  file: string;
  /** WebP copy at most WEBP_MAX_WIDTH wide, or null when it could not be made (e.g. animated GIF) */
  webp: string | null;
}

export const WEBP_MAX_WIDTH = 1200;

/**
 * What features do with files — images with their WebP copies, private documents — on whichever
 * store STORAGE chose. Names are generated and never reused, so a name is never overwritten.
 */
export class FileStorage {
  constructor(readonly store: Storage) {}

  async saveImage(file: CheckedFile): Promise<StoredImage> {
    const id = randomUUID();
    const name = `${id}.${file.ext}`;
    let webp: Buffer;
    try {
      webp = await sharp(file.buffer, { animated: file.ext === 'gif' })
        .rotate()
        .resize({ width: WEBP_MAX_WIDTH, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
    } catch {
      // Right magic bytes but undecodable content is not an image: keep nothing.
      throw fieldError(
        'image',
        'The image could not be read: upload a valid JPEG, PNG, WebP or GIF',
      );
    }
    const webpName = `${id}.webp`;
    await this.store.put('public', name, file.buffer, file.mimeType);
    try {
      await this.store.put('public', webpName, webp, 'image/webp');
    } catch (err) {
      await this.store.remove('public', name);
      throw err;
    }
    return { file: name, webp: webpName };
  }

  async removeImage(image: { file: string; webp: string | null }): Promise<void> {
    await this.store.remove('public', image.file);
    if (image.webp) await this.store.remove('public', image.webp);
  }

  /**
   * A row and its image files are kept together or not at all: when `write` fails the new image
   * (if any) is removed; when it succeeds and there was a new image, the one it replaced is.
   */
  async pairWithImage<R>(
    stored: StoredImage | null,
    replaced: { file: string; webp: string | null } | null,
    write: () => Promise<R>,
  ): Promise<R> {
    let result: R;
    try {
      result = await write();
    } catch (err) {
      if (stored) await this.removeImage(stored);
      throw err;
    }
    if (stored && replaced) await this.removeImage(replaced);
    return result;
  }

  async savePrivate(file: CheckedFile): Promise<string> {
    const name = `${randomUUID()}.${file.ext}`;
    await this.store.put('private', name, file.buffer, file.mimeType);
    return name;
  }

  removePrivate(name: string): Promise<void> {
    return this.store.remove('private', name);
  }
}
