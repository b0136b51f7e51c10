import { Field, Int, ObjectType } from 'type-graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';

/** The help centre's sections (PRODUCT.md §24), in the order the help page lists them. */
export const HELP_CATEGORIES = [
  'riding',
  'parcels',
  'captains',
  'merchants',
  'payments',
  'safety',
  'account',
] as const;

/** What an article and each of its revisions hold: the copy staff write. */
@ObjectType()
export abstract class HelpContent {
  @Field({ description: 'riding, parcels, captains, merchants, payments, safety or account' })
  @Column({ type: 'varchar', length: 20 })
  category: string;

  @Field()
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Field({ description: 'One sentence under the title, in lists and search results' })
  @Column({ type: 'varchar', length: 300, default: '' })
  summary: string;

  @Field({ description: 'Rich text as HTML, sanitised on the server when saved' })
  @Column({ type: 'text', default: '' })
  body: string;

  @Field(() => Boolean, { description: 'Kept from visitors until it is not a draft' })
  @Column({ type: 'boolean', default: false })
  draft: boolean;
}

@ObjectType({ description: 'A help-centre article in one language (/help/:slug)' })
// Unique per (locale, LOWER(slug)); searched through drw_help_fold(title || ' ' || summary || ' ' || plain):
// both made by the migration (1765310000000).
@Entity('help_articles')
export class HelpArticle extends HelpContent {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field({ description: 'The address under /help/; the same in both languages' })
  @Column({ type: 'varchar', length: 80 })
  slug: string;

  @Field({ description: '"en" or "bn"' })
  @Column({ type: 'varchar', length: 5 })
  locale: string;

  /** The body's text without its tags: what search reads (the service keeps it). */
  @Column({ type: 'text', default: '' })
  plain: string;

  @Field(() => Date)
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;

  @Field(() => String, { nullable: true, description: 'Who saved this version (null: the seed)' })
  @Column({ name: 'updated_by', type: 'varchar', length: 100, nullable: true })
  updatedBy: string | null;
}

@ObjectType({ description: 'An earlier version of a help article, kept when a save replaced it' })
@Entity('help_article_revisions')
export class HelpArticleRevision extends HelpContent {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => Int)
  @Column({ name: 'article_id', type: 'int' })
  articleId: number;

  @ManyToOne(() => HelpArticle, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'article_id' })
  article?: HelpArticle;

  @Field(() => Date, { description: 'When this version was saved' })
  @Column({ name: 'saved_at', type: 'timestamptz' })
  savedAt: Date;

  @Field(() => String, { nullable: true })
  @Column({ name: 'saved_by', type: 'varchar', length: 100, nullable: true })
  savedBy: string | null;

  @Field(() => Date, { description: 'When a later save replaced it' })
  @CreateDateColumn({ name: 'replaced_at', type: 'timestamptz' })
  replacedAt: Date;

  @Field(() => String, { nullable: true })
  @Column({ name: 'replaced_by', type: 'varchar', length: 100, nullable: true })
  replacedBy: string | null;
}

@ObjectType({ description: 'A help article found by a search, with how well it matched' })
export class HelpSearchHit {
  @Field()
  slug: string;

  @Field()
  category: string;

  @Field()
  title: string;

  @Field()
  summary: string;

  @Field(() => Date)
  updatedAt: Date;
}
