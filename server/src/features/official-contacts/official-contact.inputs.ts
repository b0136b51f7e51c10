import { IsEnum, IsString } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { Declared } from '../../records/declared-input';
import { OfficialContactKind } from './official-contact.entity';
import { officialContactRecord } from './official-contact.record';

const field = officialContactRecord.fields;
const text = (label: string) => IsString({ message: `${label} is required` });

@InputType({ description: 'An official contact as staff keep it' })
export class OfficialContactInput {
  @Field(() => OfficialContactKind)
  @IsEnum(OfficialContactKind, {
    message: 'Kind must be PHONE, BKASH_MERCHANT, NAGAD_MERCHANT, SMS_SENDER, EMAIL or WEB_DOMAIN',
  })
  kind: OfficialContactKind;

  @Field()
  @text('Value')
  @Declared(field.value)
  value: string;

  @Field()
  @text('Department (English)')
  @Declared(field.departmentEn)
  departmentEn: string;

  @Field()
  @text('Department (Bangla)')
  @Declared(field.departmentBn)
  departmentBn: string;

  @Field()
  @text('Channel (English)')
  @Declared(field.channelEn)
  channelEn: string;

  @Field()
  @text('Channel (Bangla)')
  @Declared(field.channelBn)
  channelBn: string;
}
