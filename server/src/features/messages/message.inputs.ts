import { IsEnum } from 'class-validator';
import { ArgsType, Field, InputType } from 'type-graphql';
import { PageArgs } from '../../graphql/page';
import { VisitorRequestInput } from '../../records/inbox/visitor-input';
import { IsEmailAddress, IsPhone, Optional, RequiredText } from '../../validation';
import { ContactMessageStatus } from './message.entity';

@InputType({ description: 'What a visitor writes in the contact form' })
export class ContactMessageInput extends VisitorRequestInput {
  @Field()
  @RequiredText('Name', 100)
  name: string;

  @Field({ description: 'Phone number: 6 to 20 digits; spaces, dashes and a leading + allowed' })
  @RequiredText('Contact number', 30)
  @IsPhone('Contact number')
  contactNumber: string;

  @Field()
  @RequiredText('Email', 254)
  @IsEmailAddress('Email')
  email: string;

  @Field()
  @RequiredText('Subject', 200)
  subject: string;

  @Field()
  @RequiredText('Message', 5000)
  message: string;
}

/** The admin list: the usual page arguments plus an optional status. */
@ArgsType()
export class ContactMessageArgs extends PageArgs {
  @Field(() => ContactMessageStatus, { nullable: true })
  @Optional()
  @IsEnum(ContactMessageStatus, { message: 'status must be NEW, IN_PROGRESS or DONE' })
  status?: ContactMessageStatus | null;
}
