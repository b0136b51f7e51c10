import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { OfficialContactKind } from './contact-match';

export { OfficialContactKind };
registerEnumType(OfficialContactKind, {
  name: 'OfficialContactKind',
  description:
    'A phone number, a bKash or Nagad merchant number, an SMS sender name, an e-mail address or a web domain',
});

/** One of the company's real contacts, as the "Is this really us?" page recognises it. */
@ObjectType({ description: 'One of the company’s official contacts (the /check page)' })
@Entity('official_contacts')
export class OfficialContact {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => OfficialContactKind)
  @Column({ type: 'varchar', length: 20 })
  kind: OfficialContactKind;

  @Field({ description: 'As staff wrote it: +880 9610-334455, DigitalRide, digitalrideweb.com' })
  @Column({ type: 'varchar', length: 254 })
  value: string;

  /** What the check compares (contact-match.ts, officialKey): kept beside the value. */
  @Column({ name: 'match_key', type: 'varchar', length: 254 })
  matchKey: string;

  @Field()
  @Column({ name: 'department_en', type: 'varchar', length: 100 })
  departmentEn: string;

  @Field()
  @Column({ name: 'department_bn', type: 'varchar', length: 100 })
  departmentBn: string;

  @Field()
  @Column({ name: 'channel_en', type: 'varchar', length: 100 })
  channelEn: string;

  @Field()
  @Column({ name: 'channel_bn', type: 'varchar', length: 100 })
  channelBn: string;

  @Field(() => Date)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

@ObjectType({ description: 'Words in both of the site’s languages' })
class LocalText {
  @Field()
  en: string;

  @Field()
  bn: string;
}

/**
 * The answer of `checkContact`: the same fields whether the value is ours or not (the ones that
 * only a match has are null otherwise), so the answer's shape says nothing beyond `ours`.
 */
@ObjectType({ description: 'Whether a phone number, sender, e-mail or web address is ours' })
export class ContactCheck {
  @Field()
  ours: boolean;

  @Field(() => OfficialContactKind, { nullable: true })
  kind: OfficialContactKind | null;

  @Field(() => LocalText, { nullable: true })
  department: LocalText | null;

  @Field(() => LocalText, { nullable: true })
  channel: LocalText | null;

  @Field(() => LocalText, {
    description:
      '"Yes — our <department>, <channel>" or "No — not one of ours; we never ask for your PIN or OTP"',
  })
  answer: LocalText;
}
