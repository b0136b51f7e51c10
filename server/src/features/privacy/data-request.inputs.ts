import { IsIn } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { IsEmailAddress, RequiredText } from '../../validation';
import { VisitorRequestInput } from '../../records/inbox/visitor-input';
import { DataRequestKind } from './data-request.entity';

@InputType({ description: 'A visitor asks for a copy or the deletion of their data' })
export class DataRequestInput extends VisitorRequestInput {
  @Field({ description: 'The e-mail address they gave us with their requests' })
  @RequiredText('Email', 254)
  @IsEmailAddress('Email')
  email: string;

  @Field(() => DataRequestKind)
  @IsIn(Object.values(DataRequestKind), {
    message: 'Choose what you would like: a copy of your data or its erasure',
  })
  kind: DataRequestKind;
}
