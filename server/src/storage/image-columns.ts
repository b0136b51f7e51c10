import { Field, ObjectType } from 'type-graphql';
import { Column, type Repository } from 'typeorm';
import {
  type FileStorage,
  smallWebpName,
  WEBP_MAX_WIDTH,
  WEBP_SMALL_WIDTH,
  WEBP_WIDTHS,
  webpWidthName,
} from './storage';

/**
 * The columns and URLs of a row that owns one stored image (FileStorage.pairWithImage): news,
 * press coverage and the portfolio's websites. Each concrete entity keeps its own table.
 */
@ObjectType()
export abstract class WithStoredImage {
  /** Stored file name of the original image under /uploads. */
  @Column({ type: 'varchar', length: 100 })
  image: string;

  /** Stored file name of the WebP copy (≤ 1200 px wide), when one could be made. */
  @Column({ name: 'image_webp', type: 'varchar', length: 100, nullable: true })
  imageWebp: string | null;

  /** Width of the WebP copy in pixels; null for rows stored before it was kept (until the job). */
  @Column({ name: 'image_width', type: 'integer', nullable: true })
  imageWidth: number | null;

  /** Set for staff on an image the public may not see yet (FileStorage.previewKey). */
  previewKey?: string;

  private uploadUrl(name: string): string {
    return `/uploads/${name}${this.previewKey ? `?preview=${this.previewKey}` : ''}`;
  }

  @Field({ description: 'URL of the original image' })
  get imageUrl(): string {
    return this.uploadUrl(this.image);
  }

  @Field(() => String, {
    nullable: true,
    description: `URL of a WebP copy at most ${WEBP_MAX_WIDTH} px wide`,
  })
  get imageWebpUrl(): string | null {
    return this.imageWebp ? this.uploadUrl(this.imageWebp) : null;
  }

  @Field(() => String, {
    nullable: true,
    description: `URL of a WebP copy at most ${WEBP_SMALL_WIDTH} px wide, for cards in lists`,
  })
  get imageSmallUrl(): string | null {
    return this.imageWebp ? this.uploadUrl(smallWebpName(this.imageWebp)) : null;
  }

  @Field(() => String, {
    nullable: true,
    description: `The WebP copies for srcset, each at its true width: those of ${WEBP_WIDTHS.join(', ')} px narrower than the image, and the image itself (at most ${WEBP_MAX_WIDTH} px)`,
  })
  get imageSrcSet(): string | null {
    const webp = this.imageWebp;
    if (!webp) return null;
    // A copy is never wider than the upload: a narrow image is offered only at its own width.
    const width = this.imageWidth ?? WEBP_MAX_WIDTH;
    return [
      ...WEBP_WIDTHS.filter((w) => w < width).map(
        (w) => `${this.uploadUrl(webpWidthName(webp, w))} ${w}w`,
      ),
      `${this.uploadUrl(webp)} ${width}w`,
    ].join(', ');
  }
}

/**
 * The columns each URL getter of WithStoredImage reads (previewKey aside: its owner sets it), for
 * a list that reads only what a query asks for (lists/lean.ts, Computed).
 */
export const STORED_IMAGE_URLS = {
  imageUrl: ['image'],
  imageWebpUrl: ['imageWebp'],
  imageSmallUrl: ['imageWebp'],
  imageSrcSet: ['imageWebp', 'imageWidth'],
} satisfies Record<string, (keyof WithStoredImage)[]>;

/**
 * For the image job: rows stored before their image's width was kept get it, read from their
 * WebP copy. Returns how many rows it filled.
 */
export async function fillImageWidths<T extends WithStoredImage & { id: number }>(
  repo: Repository<T>,
  storage: FileStorage,
): Promise<number> {
  const rows = await repo
    .createQueryBuilder('r')
    .select(['r.id', 'r.imageWebp'])
    .where('r.imageWidth IS NULL AND r.imageWebp IS NOT NULL')
    .getMany();
  let filled = 0;
  for (const row of rows) {
    const width = await storage.webpWidth(row.imageWebp!);
    if (width === null) continue;
    await repo
      .createQueryBuilder()
      .update()
      .set({ imageWidth: width } as never)
      .where('id = :id', { id: row.id })
      .execute();
    filled++;
  }
  return filled;
}
