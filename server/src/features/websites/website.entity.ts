import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { PageOf } from '../../graphql/page';
import { WithStoredImage } from '../../storage/image-columns';

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
export class Website extends WithStoredImage {
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

  @Field(() => Date)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

@ObjectType()
export class WebsitePage extends PageOf(Website) {}
