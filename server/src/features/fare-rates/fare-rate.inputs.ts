import { IsDefined } from 'class-validator';
import { Field, Float, InputType } from 'type-graphql';
import { Check, isBlank, RequiredText } from '../../validation';

export const MAX_FARE = 1_000_000;
const isPositive = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v > 0;
const samePlace = (a: unknown, b: unknown) =>
  typeof a === 'string' &&
  typeof b === 'string' &&
  a.trim().toLowerCase() === b.trim().toLowerCase();

/** Both ends of a route: required, and two different places. */
function Place(end: 'from' | 'to') {
  return (target: object, property: string) => {
    RequiredText(end, 100)(target, property);
    if (end === 'to') {
      Check<FareRoute>(
        'differsFromFrom',
        () => 'to must be a different place from from',
        (v, o) => isBlank(v) || !samePlace(v, o.from),
      )(target, property);
    }
  };
}

/** A route, one way: the arguments of a fare lookup. */
export class FareRoute {
  @Place('from')
  from: string;

  @Place('to')
  to: string;
}

@InputType({ description: 'A new fare rate (the pair from → to must be new, ignoring case)' })
export class FareRateInput implements FareRoute {
  @Field()
  @Place('from')
  from: string;

  @Field()
  @Place('to')
  to: string;

  @Field(() => Float, { description: 'Taka, more than 0, at most two decimal places' })
  @IsDefined({ message: 'FareRate is required' })
  @Check('isPositiveFare', () => 'FareRate must be a positive number', isPositive)
  @Check(
    'hasTwoDecimals',
    () => 'FareRate can have at most two decimal places',
    (v) => !isPositive(v) || Number(v.toFixed(2)) === v,
  )
  @Check(
    'isSaneFare',
    () => `FareRate must be at most ${MAX_FARE}`,
    (v) => !isPositive(v) || v <= MAX_FARE,
  )
  fareRate: number;
}
