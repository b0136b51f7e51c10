import { Field, Int, ObjectType } from 'type-graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';

@ObjectType({ description: 'A person on a team page (advisors, directors, operation team)' })
export class TeamMember {
  @Field()
  name: string;

  @Field()
  role: string;

  @Field()
  bio: string;

  @Field(() => String, {
    nullable: true,
    description: 'An uploaded photo (/uploads/…); without one the page draws the initials',
  })
  photoUrl: string | null;
}

@ObjectType({ description: 'A question and its answer on the help page, under a topic' })
export class FaqEntry {
  @Field({ description: 'The topic heading the question sits under' })
  group: string;

  @Field()
  question: string;

  @Field()
  answer: string;
}

@ObjectType({ description: 'A row of the ride-sharing guideline’s fines table' })
export class FineRow {
  @Field()
  violation: string;

  @Field()
  appliesTo: string;

  @Field()
  penalty: string;
}

/** What a page and each of its revisions hold: the editable copy. */
@ObjectType()
export abstract class CmsContent {
  @Field()
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Field({ description: 'The sentence under the title' })
  @Column({ type: 'varchar', length: 500, default: '' })
  lead: string;

  @Field({ description: 'Meta description for search engines and link previews' })
  @Column({ type: 'varchar', length: 300, default: '' })
  description: string;

  @Field({ description: 'Rich text as HTML, sanitised on the server when saved' })
  @Column({ type: 'text', default: '' })
  body: string;

  @Field(() => [TeamMember], { nullable: true })
  @Column({ type: 'jsonb', nullable: true })
  members: TeamMember[] | null;

  @Field(() => [FaqEntry], { nullable: true })
  @Column({ type: 'jsonb', nullable: true })
  faqs: FaqEntry[] | null;

  @Field(() => [FineRow], { nullable: true })
  @Column({ type: 'jsonb', nullable: true })
  fines: FineRow[] | null;
}

@ObjectType({ description: 'A company page staff edit in the back office' })
// Unique per (LOWER(slug), locale): an expression index made by the migration.
@Entity('cms_pages')
export class CmsPage extends CmsContent {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field({ description: 'The page’s address under /pages/' })
  @Column({ type: 'varchar', length: 60 })
  slug: string;

  @Field({ description: '"en" today; "bn" pages follow' })
  @Column({ type: 'varchar', length: 5, default: 'en' })
  locale: string;

  @Field(() => Date)
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;

  @Field(() => String, { nullable: true, description: 'Who saved this version (null: the seed)' })
  @Column({ name: 'updated_by', type: 'varchar', length: 100, nullable: true })
  updatedBy: string | null;
}

@ObjectType({ description: 'An earlier version of a page, kept when a save replaced it' })
@Entity('cms_page_revisions')
export class CmsPageRevision extends CmsContent {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => Int)
  @Column({ name: 'page_id', type: 'int' })
  pageId: number;

  @ManyToOne(() => CmsPage, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'page_id' })
  page?: CmsPage;

  @Field(() => Date, { description: 'When this version was saved' })
  @Column({ name: 'saved_at', type: 'timestamptz' })
  savedAt: Date;

  @Field(() => String, { nullable: true, description: 'Who saved this version' })
  @Column({ name: 'saved_by', type: 'varchar', length: 100, nullable: true })
  savedBy: string | null;

  @Field(() => Date, { description: 'When a later save replaced it' })
  @CreateDateColumn({ name: 'replaced_at', type: 'timestamptz' })
  replacedAt: Date;

  @Field(() => String, { nullable: true, description: 'Who replaced it' })
  @Column({ name: 'replaced_by', type: 'varchar', length: 100, nullable: true })
  replacedBy: string | null;
}
