import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { fieldError } from '../errors';
import type { CheckedFile } from './files';

export interface StoredImage {
  /** file name under the public folder, served at /uploads/<name> */
  file: string;
  /** WebP copy at most WEBP_MAX_WIDTH wide, or null when it could not be made (e.g. animated GIF) */
  webp: string | null;
}

export const WEBP_MAX_WIDTH = 1200;

/**
 * Where files live. Local folders today; the interface is what an object store would implement.
 * Public images are served at /uploads; private documents only through authenticated routes.
 */
export class FileStorage {
  constructor(
    readonly publicDir: string,
    readonly privateDir: string,
  ) {}

  async ensureDirs(): Promise<void> {
    await fs.mkdir(this.publicDir, { recursive: true });
    await fs.mkdir(this.privateDir, { recursive: true });
  }

  async saveImage(file: CheckedFile): Promise<StoredImage> {
    const id = randomUUID();
    const name = `${id}.${file.ext}`;
    await fs.writeFile(path.join(this.publicDir, name), file.buffer);
    try {
      const webpName = `${id}.webp`;
      await sharp(file.buffer, { animated: file.ext === 'gif' })
        .rotate()
        .resize({ width: WEBP_MAX_WIDTH, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toFile(path.join(this.publicDir, webpName));
      return { file: name, webp: webpName };
    } catch {
      // Right magic bytes but undecodable content is not an image: keep nothing.
      await this.removePublic(name);
      throw fieldError(
        'image',
        'The image could not be read: upload a valid JPEG, PNG, WebP or GIF',
      );
    }
  }

  async removeImage(image: { file: string; webp: string | null }): Promise<void> {
    await this.removePublic(image.file);
    if (image.webp) await this.removePublic(image.webp);
  }

  async savePrivate(file: CheckedFile): Promise<string> {
    const name = `${randomUUID()}.${file.ext}`;
    await fs.writeFile(path.join(this.privateDir, name), file.buffer, { mode: 0o600 });
    return name;
  }

  privatePath(name: string): string {
    return path.join(this.privateDir, path.basename(name));
  }

  async removePrivate(name: string): Promise<void> {
    await fs.rm(this.privatePath(name), { force: true });
  }

  private async removePublic(name: string): Promise<void> {
    await fs.rm(path.join(this.publicDir, path.basename(name)), { force: true });
  }
}
