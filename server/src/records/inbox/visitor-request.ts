import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, PrimaryGeneratedColumn } from 'typeorm';

/** Where a request stands against its reply-by time, in working minutes (service levels). */
@ObjectType({ simpleResolvers: true, description: 'A request’s clock, in working minutes' })
export class ReplyClockView {
  @Field(() => Int, { description: 'Working minutes left until replyBy; negative once late' })
  minutesLeft: number;

  @Field(() => String, { description: 'ok, amber (under a quarter of the target left) or late' })
  tone: 'ok' | 'amber' | 'late';
}

/**
 * What every request a visitor sends holds besides its own fields (a contact message, a
 * reservation, a registration): its reference, language, the notes of its last status change,
 * when it came and the privacy notice agreed to. Each entity extends it; TypeORM and type-graphql
 * read the inherited columns and fields as the entity's own.
 */
@ObjectType({ simpleResolvers: true })
export abstract class VisitorRequest {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field({
    description: 'What the visitor quotes: DR- and 8 characters, e.g. DR-7K3P-Q9MX',
  })
  @Column({ type: 'varchar', length: 12, insert: false, update: false })
  reference: string;

  @Field(() => String, {
    description: 'The visitor’s language (en or bn): what they are written to in',
  })
  @Column({ type: 'varchar', length: 2, default: 'en' })
  locale: string;

  @Field(() => String, {
    nullable: true,
    description: 'The note staff left with the last status change',
  })
  @Column({ name: 'status_note', type: 'varchar', length: 1000, nullable: true })
  statusNote: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The note for the visitor left with the last status change (shown on the status page)',
  })
  @Column({ name: 'visitor_note', type: 'varchar', length: 1000, nullable: true })
  visitorNote: string | null;

  @Field(() => Date, {
    nullable: true,
    description:
      'When staff promised to reply by, in working hours (the service levels); null once answered',
  })
  @Column({ name: 'reply_by', type: 'timestamptz', nullable: true })
  replyBy: Date | null;

  /** Set by the inbox's list when asked for (inbox.service.ts): not a column. */
  @Field(() => ReplyClockView, {
    nullable: true,
    description: 'Working time left until replyBy, for the row’s clock; null once answered',
  })
  replyClock?: ReplyClockView | null;

  @Field(() => Int, {
    nullable: true,
    description: 'The staff account that owns it (features/cases): none until one is assigned',
  })
  @Column({ name: 'assignee_id', type: 'int', nullable: true })
  assigneeId: number | null;

  @Field(() => Date)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** The privacy notice's version (its CMS revision) in force when this was sent. */
  @Column({ name: 'privacy_notice_version', type: 'int', nullable: true })
  privacyNoticeVersion: number | null;

  /** When the visitor sent it, agreeing to that notice; null before consent was recorded. */
  @Column({ name: 'consented_at', type: 'timestamptz', nullable: true })
  consentedAt: Date | null;
}
