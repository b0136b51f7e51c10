import { IsDefined } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { Check, IsDateOnly, IsUpcomingDate } from '../../validation';
import {
  MAX_COD_BASIS_POINTS,
  MAX_RATE_TAKA,
  PARCEL_ZONES,
  ZONE_LABELS,
  type ParcelZone,
  type ZoneRate,
} from './parcel-rate.card';
import { ParcelZoneEnum } from './parcel-rate.entity';

const whole = (min: number, max: number) => (v: unknown) =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** What is wrong with a card's zones, in words, or null: every zone once, whole taka. */
export function zonesProblem(v: unknown): string | null {
  const rows = Array.isArray(v) ? (v as Partial<Record<keyof ZoneRate, unknown>>[]) : [];
  const once = PARCEL_ZONES.every((z) => rows.filter((r) => r?.zone === z).length === 1);
  if (rows.length !== PARCEL_ZONES.length || !once)
    return 'The card needs a rate for every zone, each once';
  for (const r of rows) {
    const name = ZONE_LABELS[r.zone as ParcelZone].en;
    for (const key of ['halfKg', 'oneKg', 'extraKg'] as const)
      if (!whole(0, MAX_RATE_TAKA)(r[key]))
        return `${name}: every rate must be a whole number of taka from 0 to ${MAX_RATE_TAKA}`;
    if ((r.oneKg as number) < (r.halfKg as number))
      return `${name}: up to 1 kg cannot cost less than up to 0.5 kg`;
  }
  return null;
}

@InputType({ description: 'One zone’s rates, whole taka' })
export class ParcelZoneRateInput {
  @Field(() => ParcelZoneEnum)
  zone: ParcelZone;

  @Field(() => Int, { description: 'Up to 0.5 kg' })
  halfKg: number;

  @Field(() => Int, { description: 'Up to 1 kg (not less than up to 0.5 kg)' })
  oneKg: number;

  @Field(() => Int, { description: 'Each kg, or part of one, after the first' })
  extraKg: number;
}

@InputType({ description: 'A new parcel rate card, in force from effectiveFrom (Asia/Dhaka)' })
export class ParcelRateCardInput {
  @Field({ description: 'YYYY-MM-DD, today or later (in Dhaka): past cards are history' })
  @IsDefined({ message: 'Effective from is required' })
  @IsDateOnly('Effective from must be a real date written YYYY-MM-DD')
  @IsUpcomingDate('Effective from', 366)
  effectiveFrom: string;

  @Field(() => [ParcelZoneRateInput], { description: 'Every zone, once' })
  @Check(
    'zonesAreWhole',
    (o: ParcelRateCardInput) => zonesProblem(o.zones) ?? '',
    (v) => zonesProblem(v) === null,
  )
  zones: ParcelZoneRateInput[];

  @Field(() => Int, { description: 'Basis points of the cash collected: 100 = 1 %, at most 10 %' })
  @Check(
    'isCodRate',
    () => `COD charge must be a whole number of basis points from 0 to ${MAX_COD_BASIS_POINTS}`,
    whole(0, MAX_COD_BASIS_POINTS),
  )
  codBasisPoints: number;

  @Field(() => Int, { description: 'Whole taka' })
  @Check(
    'isTaka',
    () => `Return charge must be a whole number of taka from 0 to ${MAX_RATE_TAKA}`,
    whole(0, MAX_RATE_TAKA),
  )
  returnCharge: number;
}
