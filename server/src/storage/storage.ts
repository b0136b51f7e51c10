import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
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
 * The small WebP copy for cards in lists: a phone's card (~380 CSS px at Lighthouse's 1.75 device
 * pixel ratio) and a desktop third of a row both fit in 720 device pixels.
 */
export const WEBP_SMALL_WIDTH = 720;

/** `<id>.webp` → `<id>-720.webp`: derived, so no column holds it and older rows get one too. */
export function smallWebpName(webp: string): string {
  return webp.replace(/\.webp$/, `-${WEBP_SMALL_WIDTH}.webp`);
}

/** `<uuid>.png`, `<uuid>.webp` and `<uuid>-720.webp` are one image. */
export const imageStem = (name: string) => name.replace(/(-\d+)?\.\w+$/, '');

const SMALL_NAME = new RegExp(`^([\\w-]+)-${WEBP_SMALL_WIDTH}\\.webp$`);

function smallWebp(source: Buffer): Promise<Buffer> {
  return sharp(source, { animated: true })
    .resize({ width: WEBP_SMALL_WIDTH, withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer();
}

/**
 * What features do with files — images with their WebP copies, private documents — on whichever
 * store STORAGE chose. Names are generated and never reused, so a name is never overwritten.
 */
export class FileStorage {
  constructor(
    readonly store: Storage,
    /** signs preview keys (see previewKey) */
    private readonly previewSecret = '',
  ) {}

  /**
   * The key that shows staff an image the public may not see yet (a draft's, any size):
   * `/uploads/<name>?preview=<key>`.
   */
  previewKey(name: string): string {
    return createHmac('sha256', this.previewSecret)
      .update(`image preview\n${imageStem(name)}`)
      .digest('base64url')
      .slice(0, 22);
  }

  isPreviewKey(name: string, key: unknown): boolean {
    if (typeof key !== 'string') return false;
    const want = Buffer.from(this.previewKey(name));
    const got = Buffer.from(key);
    return got.length === want.length && timingSafeEqual(got, want);
  }

  async saveImage(file: CheckedFile): Promise<StoredImage> {
    const id = randomUUID();
    const name = `${id}.${file.ext}`;
    let webp: Buffer;
    let small: Buffer;
    try {
      webp = await sharp(file.buffer, { animated: file.ext === 'gif' })
        .rotate()
        .resize({ width: WEBP_MAX_WIDTH, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      small = await smallWebp(webp);
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
      await this.store.put('public', smallWebpName(webpName), small, 'image/webp');
    } catch (err) {
      await this.removeImage({ file: name, webp: webpName });
      throw err;
    }
    return { file: name, webp: webpName };
  }

  async removeImage(image: { file: string; webp: string | null }): Promise<void> {
    await this.store.remove('public', image.file);
    if (image.webp) {
      await this.store.remove('public', image.webp);
      await this.store.remove('public', smallWebpName(image.webp));
    }
  }

  /**
   * Images stored before small copies existed (and the seeded demo content) get theirs on the
   * first request for it, made from their WebP copy and kept. False when `name` is not a small
   * copy's name or there is no WebP copy to make it from (the caller answers 404).
   */
  async makeSmallCopy(name: string): Promise<boolean> {
    const base = SMALL_NAME.exec(name)?.[1];
    if (!base) return false;
    const source = await this.store.read('public', `${base}.webp`);
    if (!source) return false;
    await this.store.put('public', name, await smallWebp(await buffer(source)), 'image/webp');
    return true;
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
