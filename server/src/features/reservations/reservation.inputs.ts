import { IsDefined, IsEnum, IsInt, IsString, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { InboxArgs } from '../../records/inbox/inbox-args';
import { VisitorRequestInput } from '../../records/inbox/visitor-input';
import { Declared } from '../../records/declared-input';
import { Check, IsDateOnly, IsNotBlank, IsUpcomingDate, Optional } from '../../validation';
import { ReservationKind, ReservationStatus } from './reservation.entity';
import { RESERVATION_RULES, reservationRecord } from './reservation.record';

const { maxPassengers: MAX_PASSENGERS, horizonDays } = RESERVATION_RULES;
const maxPassengers = (kind: unknown) =>
  MAX_PASSENGERS[kind as ReservationKind] ?? MAX_PASSENGERS.RIDE;
const field = reservationRecord.fields;

@InputType({ description: 'A booking request from the public site' })
export class ReservationInput extends VisitorRequestInput {
  @Field(() => ReservationKind, { defaultValue: ReservationKind.RIDE })
  @IsEnum(ReservationKind, { message: 'kind must be RIDE or HELICOPTER' })
  kind: ReservationKind = ReservationKind.RIDE;

  @Field()
  @Declared(field.departureLocation)
  departureLocation: string;

  @Field()
  @Declared(field.destinationLocation)
  destinationLocation: string;

  @Field()
  @Declared(field.passengerName)
  passengerName: string;

  @Field()
  @Declared(field.email)
  email: string;

  @Field({ description: field.mobile.description })
  @Declared(field.mobile)
  mobile: string;

  @Field(() => Int, {
    description: `1–${MAX_PASSENGERS.RIDE} for a ride, 1–${MAX_PASSENGERS.HELICOPTER} for a helicopter`,
  })
  @IsDefined({ message: 'Number of passengers is required' })
  @Check<ReservationInput>(
    'passengersForKind',
    (o) =>
      `Number of passengers must be a whole number from 1 to ${maxPassengers(o.kind)} for a ${
        o.kind === ReservationKind.HELICOPTER ? 'helicopter' : 'ride'
      }`,
    (v, o) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= maxPassengers(o.kind),
  )
  numberOfPassengers: number;

  @Field({ description: 'YYYY-MM-DD, from today (Asia/Dhaka) up to a year ahead' })
  @IsNotBlank('Journey date is required')
  @IsDateOnly('Journey date must be a real date written YYYY-MM-DD')
  @IsUpcomingDate('Journey date', horizonDays)
  journeyDate: string;

  @Field(() => Int, {
    nullable: true,
    description: 'The id uploadBookingDocument answered, if a document is attached',
  })
  @Optional()
  @IsInt({ message: 'bookingDocumentId must be a whole number' })
  @Min(1, { message: 'bookingDocumentId must be a whole number' })
  bookingDocumentId?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'The claimToken uploadBookingDocument answered: required with bookingDocumentId',
  })
  @Optional()
  @IsString({ message: 'claimToken must be text' })
  @MaxLength(100, { message: 'claimToken must be at most 100 characters' })
  claimToken?: string | null;
}

/** The admin list: the usual page arguments plus an optional status and kind. */
@ArgsType()
export class ReservationArgs extends InboxArgs {
  @Field(() => ReservationStatus, { nullable: true })
  @Optional()
  @IsEnum(ReservationStatus, {
    message: 'status must be PENDING, CONFIRMED, CANCELLED or COMPLETED',
  })
  status?: ReservationStatus | null;

  @Field(() => ReservationKind, { nullable: true })
  @Optional()
  @IsEnum(ReservationKind, { message: 'kind must be RIDE or HELICOPTER' })
  kind?: ReservationKind | null;
}
