import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { smallWebpName, WEBP_SMALL_WIDTH } from '../../storage/storage';

/**
 * What news items and press coverage share: a titled, dated text with an image.
 * Each concrete entity gets its own table (news, press_coverage).
 */
@ObjectType()
export abstract class Article {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Field()
  @Column({ type: 'text' })
  description: string;

  @Field({ description: 'Calendar date, YYYY-MM-DD' })
  @Column({ type: 'date' })
  date: string;

  /** Stored file name of the original image under /uploads. */
  @Column({ type: 'varchar', length: 100 })
  image: string;

  /** Stored file name of the WebP copy (≤ 1200 px wide), when one could be made. */
  @Column({ name: 'image_webp', type: 'varchar', length: 100, nullable: true })
  imageWebp: string | null;

  @Field(() => Date)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Field({ description: 'URL of the original image' })
  get imageUrl(): string {
    return `/uploads/${this.image}`;
  }

  @Field(() => String, { nullable: true, description: 'URL of a WebP copy at most 1200 px wide' })
  get imageWebpUrl(): string | null {
    return this.imageWebp ? `/uploads/${this.imageWebp}` : null;
  }

  @Field(() => String, {
    nullable: true,
    description: `URL of a WebP copy at most ${WEBP_SMALL_WIDTH} px wide, for cards in lists`,
  })
  get imageSmallUrl(): string | null {
    return this.imageWebp ? `/uploads/${smallWebpName(this.imageWebp)}` : null;
  }
}
