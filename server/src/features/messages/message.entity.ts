import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { PageOf } from '../../graphql/page';
import type { Workflow } from '../../records/inbox/inbox.service';

export enum ContactMessageStatus {
  NEW = 'NEW',
  IN_PROGRESS = 'IN_PROGRESS',
  DONE = 'DONE',
}
registerEnumType(ContactMessageStatus, { name: 'ContactMessageStatus' });

/** NEW → IN_PROGRESS → DONE */
export const MESSAGE_WORKFLOW: Workflow<ContactMessageStatus> = {
  next: {
    NEW: [ContactMessageStatus.IN_PROGRESS],
    IN_PROGRESS: [ContactMessageStatus.DONE],
    DONE: [],
  },
};

// simpleResolvers: graphql-js reads each field itself, without a type-graphql wrapper per field
// and row (nothing here is authorised or wrapped per field: graphql/simple-resolvers.test.ts).
@ObjectType({
  description: 'A message a visitor sent through the contact form',
  simpleResolvers: true,
})
@Entity('contact_messages')
export class ContactMessage {
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

  @Field()
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Field()
  @Column({ name: 'contact_number', type: 'varchar', length: 30 })
  contactNumber: string;

  @Field()
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Field()
  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Field()
  @Column({ type: 'text' })
  message: string;

  @Field(() => ContactMessageStatus)
  @Column({ type: 'varchar', length: 20, default: ContactMessageStatus.NEW })
  status: ContactMessageStatus;

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

  @Field(() => Date)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** The privacy notice's version (its CMS revision) in force when this was sent (§15). */
  @Column({ name: 'privacy_notice_version', type: 'int', nullable: true })
  privacyNoticeVersion: number | null;

  /** When the visitor sent it, agreeing to that notice; null before consent was recorded. */
  @Column({ name: 'consented_at', type: 'timestamptz', nullable: true })
  consentedAt: Date | null;
}

@ObjectType()
export class ContactMessagePage extends PageOf(ContactMessage) {}
