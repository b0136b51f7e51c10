import { Field, Int, ObjectType } from 'type-graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/**
 * A colleague's note on a visitor's request: staff data, never shown to the visitor (not on the
 * status page, in their mail, the REST shim or their data export); deleted with the request (a
 * trigger, migration 1765360000000).
 */
@ObjectType({ description: 'A staff note on a request, never shown to the visitor' })
@Entity('internal_notes')
export class InternalNote {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 20 })
  kind: string;

  @Column({ name: 'request_id', type: 'int' })
  requestId: number;

  @Column({ name: 'author_id', type: 'int', nullable: true })
  authorId: number | null;

  @Field({ description: 'The colleague who wrote it (their username)' })
  @Column({ type: 'varchar', length: 64 })
  author: string;

  @Field()
  @Column({ type: 'varchar', length: 2000 })
  body: string;

  @Field(() => Date)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** A reply staff reuse, in one language, with {name}, {reference} and {status_link}. */
@ObjectType({ description: 'A reply template: {name}, {reference} and {status_link} filled in' })
@Entity('reply_templates')
export class ReplyTemplate {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field({ description: 'What staff type after / to pick it' })
  @Column({ type: 'varchar', length: 60 })
  name: string;

  @Field({ description: 'en or bn: the visitor’s language it is written in' })
  @Column({ type: 'varchar', length: 2 })
  language: string;

  @Field()
  @Column({ type: 'varchar', length: 200, default: '' })
  subject: string;

  @Field()
  @Column({ type: 'varchar', length: 5000 })
  body: string;

  @Field(() => Date)
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
