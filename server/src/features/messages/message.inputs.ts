import { IsEnum } from 'class-validator';
import { InboxArgs } from '../../records/inbox/inbox-args';
import { ArgsType, Field, InputType } from 'type-graphql';
import { VisitorRequestInput } from '../../records/inbox/visitor-input';
import { Declared } from '../../records/declared-input';
import { Optional } from '../../validation';
import { ContactMessageKind, ContactMessageStatus } from './message.entity';
import { messageRecord } from './message.record';

const field = messageRecord.fields;

@InputType({ description: 'What a visitor writes in the contact form' })
export class ContactMessageInput extends VisitorRequestInput {
  @Field()
  @Declared(field.name)
  name: string;

  @Field({ description: field.contactNumber.description })
  @Declared(field.contactNumber)
  contactNumber: string;

  @Field()
  @Declared(field.email)
  email: string;

  @Field()
  @Declared(field.subject)
  subject: string;

  @Field()
  @Declared(field.message)
  message: string;
}

/** The admin list: the usual page arguments plus an optional status and kind. */
@ArgsType()
export class ContactMessageArgs extends InboxArgs {
  @Field(() => ContactMessageStatus, { nullable: true })
  @Optional()
  @IsEnum(ContactMessageStatus, {
    message: 'status must be NEW, IN_PROGRESS, WAITING_ON_VISITOR or DONE',
  })
  status?: ContactMessageStatus | null;

  @Field(() => ContactMessageKind, { nullable: true })
  @Optional()
  @IsEnum(ContactMessageKind, { message: 'kind must be GENERAL or FRAUD_REPORT' })
  kind?: ContactMessageKind | null;
}
