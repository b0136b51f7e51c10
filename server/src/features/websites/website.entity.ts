import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { PageOf } from '../../graphql/page';
import { smallWebpName, WEBP_SMALL_WIDTH } from '../../storage/storage';

export enum WebsiteType {
  WEBSITE = 'WEBSITE',
  MOBILE_APP = 'MOBILE_APP',
  SOFTWARE = 'SOFTWARE',
}
registerEnumType(WebsiteType, {
  name: 'WebsiteType',
  description: 'What the IT-services team built: a website, a mobile app or other software',
});

@ObjectType({ description: 'A piece of work in the IT-services portfolio' })
@Entity('websites')
export class Website {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Field({ description: 'Where to see it: an http(s) address' })
  @Column({ type: 'varchar', length: 300 })
  url: string;

  @Field(() => WebsiteType)
  @Column({ type: 'varchar', length: 20 })
  type: WebsiteType;

  @Field({ description: 'Who it was built for' })
  @Column({ type: 'varchar', length: 120 })
  client: string;

  @Field()
  @Column({ type: 'text' })
  description: string;

  @Field(() => Int, { description: 'Year it went live' })
  @Column({ type: 'int' })
  year: number;

  /** Stored file name of the screenshot under /uploads. */
  @Column({ type: 'varchar', length: 100 })
  image: string;

  @Column({ name: 'image_webp', type: 'varchar', length: 100, nullable: true })
  imageWebp: string | null;

  @Field(() => Date)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field({ description: 'URL of the screenshot' })
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

@ObjectType()
export class WebsitePage extends PageOf(Website) {}
