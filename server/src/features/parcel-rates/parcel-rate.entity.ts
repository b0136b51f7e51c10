import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { PageOf } from '../../graphql/page';
import { PARCEL_ZONES, type ParcelZone, type ZoneRate } from './parcel-rate.card';

export const ParcelZoneEnum = Object.fromEntries(PARCEL_ZONES.map((z) => [z, z])) as {
  [K in ParcelZone]: K;
};
registerEnumType(ParcelZoneEnum, {
  name: 'ParcelZone',
  description: 'Where a parcel goes: inside Dhaka, its suburbs, or outside Dhaka',
});

@ObjectType({ description: 'One zone of a parcel rate card, in whole taka' })
export class ParcelZoneRate implements ZoneRate {
  @Field(() => ParcelZoneEnum)
  zone: ParcelZone;

  @Field({ description: 'The zone’s name in the language asked' })
  label: string;

  @Field(() => Int, { description: 'Taka for a parcel up to 0.5 kg' })
  halfKg: number;

  @Field(() => Int, { description: 'Taka for a parcel up to 1 kg' })
  oneKg: number;

  @Field(() => Int, { description: 'Taka for each kg, or part of one, after the first' })
  extraKg: number;
}

@ObjectType({
  description: 'A parcel rate card, in force from its date (Asia/Dhaka) until the next',
})
@Entity('parcel_rate_cards')
export class ParcelRateCard {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field({ description: 'The first day (YYYY-MM-DD, in Dhaka) the card is in force' })
  @Column({ name: 'effective_from', type: 'date', unique: true })
  effectiveFrom: string;

  /** Each zone's rates: the zones of parcel-rate.card.ts, each once (the input checks). */
  @Field(() => [ParcelZoneRate])
  @Column({ type: 'jsonb' })
  zones: ZoneRate[];

  @Field(() => Int, { description: 'Cash-on-delivery charge in basis points: 100 = 1 %' })
  @Column({ name: 'cod_basis_points', type: 'int' })
  codBasisPoints: number;

  @Field(() => Int, { description: 'Taka charged for a parcel sent back undelivered' })
  @Column({ name: 'return_charge', type: 'int' })
  returnCharge: number;

  @Field(() => Date)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

@ObjectType()
export class ParcelRateCardPage extends PageOf(ParcelRateCard) {}

@ObjectType({ description: 'One part of a parcel’s price' })
export class ParcelPricePart {
  @Field()
  label: string;

  @Field(() => Int, { description: 'Whole taka' })
  amount: number;
}

@ObjectType({ description: 'A parcel’s price: the total is the sum of the parts, in whole taka' })
export class ParcelPrice {
  @Field(() => Int)
  total: number;

  @Field(() => [ParcelPricePart])
  parts: ParcelPricePart[];

  @Field(() => Int, { description: 'Taka charged if the parcel is sent back (not in the total)' })
  returnCharge: number;

  @Field({ description: 'The rate card’s first day (YYYY-MM-DD)' })
  effectiveFrom: string;
}
