import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export enum ContactReplyStatus {
  /** Waiting in the job queue (also while a failed send is retried). */
  QUEUED = 'QUEUED',
  SENT = 'SENT',
  /** Every retry failed: staff may send it again. */
  FAILED = 'FAILED',
}
registerEnumType(ContactReplyStatus, { name: 'ContactReplyStatus' });

@ObjectType({ description: 'An answer staff e-mailed to the visitor who wrote a contact message' })
@Entity('contact_replies')
@Index('IDX_contact_replies_message', ['messageId', 'id'])
export class ContactReply {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  /** The message answered; its replies go with it when it is deleted. */
  @Column({ name: 'message_id', type: 'int' })
  messageId: number;

  @Field()
  @Column({ type: 'text' })
  body: string;

  @Field({ description: 'Username of the staff member who wrote it' })
  @Column({ type: 'varchar', length: 64 })
  author: string;

  @Column({ name: 'author_id', type: 'int', nullable: true })
  authorId: number | null;

  @Field(() => ContactReplyStatus)
  @Column({ type: 'varchar', length: 10, default: ContactReplyStatus.QUEUED })
  status: ContactReplyStatus;

  @Field(() => Date)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
