import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { PageOf } from '../../graphql/page';
import { VisitorRequest } from '../../records/inbox/visitor-request';
import type { Workflow } from '../../records/inbox/inbox.service';

export enum ContactMessageStatus {
  NEW = 'NEW',
  IN_PROGRESS = 'IN_PROGRESS',
  /** Staff asked the visitor something they need first: the reply clock stands still. */
  WAITING_ON_VISITOR = 'WAITING_ON_VISITOR',
  DONE = 'DONE',
}
registerEnumType(ContactMessageStatus, { name: 'ContactMessageStatus' });

/** What a message is: one written in the contact form, or a visitor's report of a contact that
 * is not ours ("Is this really us?", features/official-contacts). */
export enum ContactMessageKind {
  GENERAL = 'GENERAL',
  FRAUD_REPORT = 'FRAUD_REPORT',
}
registerEnumType(ContactMessageKind, {
  name: 'ContactMessageKind',
  description: 'GENERAL (the contact form) or FRAUD_REPORT (a contact that claimed to be us)',
});

/**
 * NEW → IN_PROGRESS → DONE. A message may wait on its visitor (staff asked them something: the
 * reply clock stands still) and go back to NEW once they answer (the clock runs on with the time
 * it had left), or on.
 */
export const MESSAGE_WORKFLOW: Workflow<ContactMessageStatus> = {
  next: {
    NEW: [ContactMessageStatus.IN_PROGRESS, ContactMessageStatus.WAITING_ON_VISITOR],
    IN_PROGRESS: [ContactMessageStatus.DONE, ContactMessageStatus.WAITING_ON_VISITOR],
    WAITING_ON_VISITOR: [
      ContactMessageStatus.NEW,
      ContactMessageStatus.IN_PROGRESS,
      ContactMessageStatus.DONE,
    ],
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
export class ContactMessage extends VisitorRequest {
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

  @Field(() => ContactMessageKind)
  @Column({ type: 'varchar', length: 20, default: ContactMessageKind.GENERAL })
  kind: ContactMessageKind;
}

@ObjectType()
export class ContactMessagePage extends PageOf(ContactMessage) {}
