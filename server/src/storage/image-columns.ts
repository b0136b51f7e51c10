import { Field, ObjectType } from 'type-graphql';
import { Column } from 'typeorm';
import {
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
    description: `The WebP copies for srcset: ${WEBP_WIDTHS.join(', ')} and ${WEBP_MAX_WIDTH} px wide`,
  })
  get imageSrcSet(): string | null {
    const webp = this.imageWebp;
    if (!webp) return null;
    return [
      ...WEBP_WIDTHS.map((w) => `${this.uploadUrl(webpWidthName(webp, w))} ${w}w`),
      `${this.uploadUrl(webp)} ${WEBP_MAX_WIDTH}w`,
    ].join(', ');
  }
}
