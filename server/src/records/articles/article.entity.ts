import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { WithStoredImage } from '../../storage/image-columns';

/**
 * What news items and press coverage share: a titled, dated text with an image.
 * Each concrete entity gets its own table (news, press_coverage).
 */
@ObjectType()
export abstract class Article extends WithStoredImage {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Field()
  @Column({ type: 'text' })
  description: string;

  @Field(() => String, { nullable: true, description: 'The title in Bangla, if written' })
  @Column({ name: 'title_bn', type: 'varchar', length: 200, nullable: true })
  titleBn: string | null;

  @Field(() => String, { nullable: true, description: 'The text in Bangla, if written' })
  @Column({ name: 'description_bn', type: 'text', nullable: true })
  descriptionBn: string | null;

  @Field({ description: 'Calendar date, YYYY-MM-DD' })
  @Column({ type: 'date' })
  date: string;

  @Field(() => Boolean, { description: 'Kept from anonymous readers until it is not a draft' })
  @Column({ type: 'boolean', default: false })
  draft: boolean;

  @Field(() => Date, { description: 'When anonymous readers first see it (if not a draft)' })
  @Column({ name: 'publish_at', type: 'timestamptz', default: () => 'now()' })
  publishAt: Date;

  @Field(() => Date)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
