import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  OneToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { PageOf } from '../../graphql/page';
import { BookingDocument } from '../booking-docs/booking-doc.entity';
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

export const MAX_PASSENGERS: Record<ReservationKind, number> = { RIDE: 14, HELICOPTER: 6 };

// simpleResolvers: see ContactMessage.
@ObjectType({
  description: 'A ride or helicopter booking made on the public site',
  simpleResolvers: true,
})
@Entity('reservations')
export class Reservation {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field({
    description: 'What the visitor quotes: DR- and 8 characters, e.g. DR-7K3P-Q9MX',
  })
  @Column({ type: 'varchar', length: 12, insert: false, update: false })
  reference: string;

  @Field(() => String, {
    description: 'The visitor’s language (en or bn): what they are written to in',
  })
  @Column({ type: 'varchar', length: 2, default: 'en' })
  locale: string;

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

  @Field(() => String, {
    nullable: true,
    description: 'The note staff left with the last status change',
  })
  @Column({ name: 'status_note', type: 'varchar', length: 1000, nullable: true })
  statusNote: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The note for the visitor left with the last status change (shown on the status page)',
  })
  @Column({ name: 'visitor_note', type: 'varchar', length: 1000, nullable: true })
  visitorNote: string | null;

  @Field(() => Date)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** The privacy notice's version (its CMS revision) in force when this was sent (§15). */
  @Column({ name: 'privacy_notice_version', type: 'int', nullable: true })
  privacyNoticeVersion: number | null;

  /** When the visitor sent it, agreeing to that notice; null before consent was recorded. */
  @Column({ name: 'consented_at', type: 'timestamptz', nullable: true })
  consentedAt: Date | null;
}

@ObjectType()
export class ReservationPage extends PageOf(Reservation) {}
