import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, JoinColumn, OneToOne } from 'typeorm';
import { PageOf } from '../../graphql/page';
import { VisitorRequest } from '../../records/inbox/visitor-request';
import { BookingDocument } from './documents/booking-document.entity';
import type { Workflow } from '../../records/inbox/inbox.service';

export enum ReservationKind {
  RIDE = 'RIDE',
  HELICOPTER = 'HELICOPTER',
}
registerEnumType(ReservationKind, { name: 'ReservationKind' });

export enum ReservationStatus {
  PENDING = 'PENDING',
  CONFIRMED = 'CONFIRMED',
  CANCELLED = 'CANCELLED',
  COMPLETED = 'COMPLETED',
}
registerEnumType(ReservationStatus, { name: 'ReservationStatus' });

/** PENDING → CONFIRMED or CANCELLED; CONFIRMED → COMPLETED (or CANCELLED after all). */
export const RESERVATION_WORKFLOW: Workflow<ReservationStatus> = {
  next: {
    PENDING: [ReservationStatus.CONFIRMED, ReservationStatus.CANCELLED],
    CONFIRMED: [ReservationStatus.COMPLETED, ReservationStatus.CANCELLED],
    CANCELLED: [],
    COMPLETED: [],
  },
};

// simpleResolvers: see ContactMessage.
@ObjectType({
  description: 'A ride or helicopter booking made on the public site',
  simpleResolvers: true,
})
@Entity('reservations')
export class Reservation extends VisitorRequest {
  @Field(() => ReservationKind)
  @Column({ type: 'varchar', length: 20, default: ReservationKind.RIDE })
  kind: ReservationKind;

  @Field()
  @Column({ name: 'departure_location', type: 'varchar', length: 120 })
  departureLocation: string;

  @Field()
  @Column({ name: 'destination_location', type: 'varchar', length: 120 })
  destinationLocation: string;

  @Field()
  @Column({ name: 'passenger_name', type: 'varchar', length: 100 })
  passengerName: string;

  @Field()
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Field()
  @Column({ type: 'varchar', length: 30 })
  mobile: string;

  @Field(() => Int)
  @Column({ name: 'number_of_passengers', type: 'int' })
  numberOfPassengers: number;

  @Field({ description: 'Calendar date, YYYY-MM-DD' })
  @Column({ name: 'journey_date', type: 'date' })
  journeyDate: string;

  @Field(() => Int, { nullable: true })
  @Column({ name: 'booking_document_id', type: 'int', nullable: true })
  bookingDocumentId: number | null;

  @Field(() => BookingDocument, { nullable: true })
  @OneToOne(() => BookingDocument, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'booking_document_id' })
  bookingDocument: BookingDocument | null;

  @Field(() => ReservationStatus)
  @Column({ type: 'varchar', length: 20, default: ReservationStatus.PENDING })
  status: ReservationStatus;
}

@ObjectType()
export class ReservationPage extends PageOf(Reservation) {}
