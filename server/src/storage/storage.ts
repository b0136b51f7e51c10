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
  /** the WebP copy's width in pixels: no srcset entry may claim more */
  width: number;
}

/** The columns of WithStoredImage (image-columns.ts) for a newly stored image. */
export function imageColumns(stored: StoredImage) {
  return { image: stored.file, imageWebp: stored.webp, imageWidth: stored.width };
}

/**
 * The image as it is stored and served, without what the camera wrote into it (EXIF, XMP, IPTC,
 * a PNG's text: places, times, device names): decoded, turned upright as its orientation said,
 * encoded again in its own format. sharp keeps no metadata unless asked to.
 */
function withoutMetadata(source: Buffer, ext: string): Promise<Buffer> {
  const image = sharp(source, { animated: ext === 'gif' }).rotate();
  switch (ext) {
    case 'jpg':
    case 'jpeg':
      return image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    case 'png':
      return image.png().toBuffer();
    case 'gif':
      return image.gif().toBuffer();
    default:
      return image.webp({ quality: 90 }).toBuffer();
  }
}

/** Whether a stored original still carries metadata withoutMetadata() would take out. */
async function hasMetadata(source: Buffer): Promise<boolean> {
  const m = await sharp(source).metadata();
  return Boolean(m.exif || m.xmp || m.iptc || m.comments?.length || (m.orientation ?? 1) !== 1);
}

/** The private object that says every stored original is free of metadata (removeStoredMetadata). */
export const METADATA_REMOVED = 'originals-without-metadata.json';

export const WEBP_MAX_WIDTH = 1200;
/**
 * The small WebP copy for cards in lists: a phone's card (a phone's width at a mid-range phone's
 * device pixel ratio) and a desktop third of a row both fit in this many device pixels.
 */
export const WEBP_SMALL_WIDTH = 720;

/**
 * The narrower WebP copies beside the ≤ 1200 px one, for `srcset`: a phone's full-width image
 * (480), a card (720), a tablet's or the article page's column (960).
 */
export const WEBP_WIDTHS = [480, WEBP_SMALL_WIDTH, 960];

/** `<id>.webp` → `<id>-480.webp`: derived, so no column holds it and older rows get one too. */
export function webpWidthName(webp: string, width: number): string {
  return webp.replace(/\.webp$/, `-${width}.webp`);
}

export function smallWebpName(webp: string): string {
  return webpWidthName(webp, WEBP_SMALL_WIDTH);
}

/** `<uuid>.png`, `<uuid>.webp` and `<uuid>-720.webp` are one image. */
export const imageStem = (name: string) => name.replace(/(-\d+)?\.\w+$/, '');

const WIDTH_NAME = new RegExp(`^([\\w-]+)-(${WEBP_WIDTHS.join('|')})\\.webp$`);

function narrowerWebp(source: Buffer, width: number): Promise<Buffer> {
  return sharp(source, { animated: true })
    .resize({ width, withoutEnlargement: true })
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
    let original: Buffer;
    let webp: Buffer;
    let width: number;
    let narrower: Buffer[];
    try {
      // The upload itself is never kept: what is stored is read back without its metadata.
      original = await withoutMetadata(file.buffer, file.ext);
      const copy = await sharp(original, { animated: file.ext === 'gif' })
        .resize({ width: WEBP_MAX_WIDTH, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      webp = copy.data;
      width = copy.info.width;
      narrower = await Promise.all(WEBP_WIDTHS.map((w) => narrowerWebp(webp, w)));
    } catch {
      // Right magic bytes but undecodable content is not an image: keep nothing.
      throw fieldError(
        'image',
        'The image could not be read: upload a valid JPEG, PNG, WebP or GIF',
      );
    }
    const webpName = `${id}.webp`;
    await this.store.put('public', name, original, file.mimeType);
    try {
      await this.store.put('public', webpName, webp, 'image/webp');
      for (const [i, width] of WEBP_WIDTHS.entries())
        await this.store.put('public', webpWidthName(webpName, width), narrower[i], 'image/webp');
    } catch (err) {
      await this.removeImage({ file: name, webp: webpName });
      throw err;
    }
    return { file: name, webp: webpName, width };
  }

  /**
   * The job for images stored before uploads lost their metadata: every original that still
   * carries some is stored again without it, under its name. Returns how many it cleaned.
   * Once a pass has ended, a marker in the store says so and later starts read nothing: every
   * upload since is stored clean. The marker is kept with the files it speaks for, so a store
   * restored from before it is cleaned again.
   */
  async removeStoredMetadata(): Promise<number> {
    if (await this.store.stat('private', METADATA_REMOVED)) return 0;
    let cleaned = 0;
    for (const name of await this.store.list('public')) {
      const ext = /\.(jpe?g|png|gif)$/i.exec(name)?.[1].toLowerCase();
      if (!ext) continue; // WebP copies are made by sharp, which writes no metadata
      const stream = await this.store.read('public', name);
      if (!stream) continue;
      const source = await buffer(stream);
      if (!(await hasMetadata(source).catch(() => false))) continue;
      const type = ext === 'png' ? 'image/png' : ext === 'gif' ? 'image/gif' : 'image/jpeg';
      await this.store.put('public', name, await withoutMetadata(source, ext), type);
      cleaned++;
    }
    const done = JSON.stringify({ cleaned, at: new Date().toISOString() });
    await this.store.put('private', METADATA_REMOVED, Buffer.from(done), 'application/json');
    return cleaned;
  }

  /** The width of a stored WebP copy, for rows stored before the width was kept; null if gone. */
  async webpWidth(name: string): Promise<number | null> {
    const stream = await this.store.read('public', name);
    if (!stream) return null;
    return (await sharp(await buffer(stream)).metadata()).width ?? null;
  }

  async removeImage(image: { file: string; webp: string | null }): Promise<void> {
    await this.store.remove('public', image.file);
    if (image.webp) {
      await this.store.remove('public', image.webp);
      for (const width of WEBP_WIDTHS)
        await this.store.remove('public', webpWidthName(image.webp, width));
    }
  }

  /**
   * Images stored before these widths existed get them from the job (addMissingWidths) or, if
   * asked first, on the first request for one, made from their WebP copy and kept. False when
   * `name` is not such a copy's name or there is no WebP copy to make it from (the caller
   * answers 404).
   */
  async makeSmallCopy(name: string): Promise<boolean> {
    const [, base, width] = WIDTH_NAME.exec(name) ?? [];
    if (!base) return false;
    const source = await this.store.read('public', `${base}.webp`);
    if (!source) return false;
    const copy = await narrowerWebp(await buffer(source), Number(width));
    await this.store.put('public', name, copy, 'image/webp');
    return true;
  }

  /**
   * The job for images stored before: every WebP copy gets the widths it lacks. Returns how
   * many copies it made. Safe to run on several instances at once (a copy is the same bytes).
   */
  async addMissingWidths(): Promise<number> {
    const names = new Set(await this.store.list('public'));
    let made = 0;
    for (const name of names) {
      if (!name.endsWith('.webp') || WIDTH_NAME.test(name)) continue;
      for (const width of WEBP_WIDTHS) {
        const copy = webpWidthName(name, width);
        if (!names.has(copy) && (await this.makeSmallCopy(copy))) made++;
      }
    }
    return made;
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

  /**
   * A private file (a booking document), stored under a new name. An image loses what the
   * camera wrote into it, as a public one does (PRODUCT.md §19): a document is often a phone
   * photo of a paper, taken at home. Other files (PDF) are stored as they came. Returns the
   * name and the size stored.
   */
  async savePrivate(
    file: CheckedFile,
    field = 'file',
    label = 'The file',
  ): Promise<{ name: string; size: number }> {
    const name = `${randomUUID()}.${file.ext}`;
    let bytes = file.buffer;
    if (file.mimeType.startsWith('image/')) {
      try {
        bytes = await withoutMetadata(file.buffer, file.ext);
      } catch {
        // Right magic bytes but undecodable content is not an image: keep nothing.
        throw fieldError(field, `${label} could not be read: send a PDF or an image that opens`);
      }
    }
    await this.store.put('private', name, bytes, file.mimeType);
    return { name, size: bytes.length };
  }

  removePrivate(name: string): Promise<void> {
    return this.store.remove('private', name);
  }
}
