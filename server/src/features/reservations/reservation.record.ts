import { declareRecord } from '../../records/declaration';
import { ASSIGNEE, CONSENT_FIELDS, STATUS_NOTES } from '../../records/declaration-visitor';
import type { Reservation } from './reservation.entity';

/** Rules the booking form in the browser shares (client/src/gql/records/, `npm run schema`). */
export const RESERVATION_RULES = {
  /** Passengers a booking may hold, by kind. */
  maxPassengers: { RIDE: 14, HELICOPTER: 6 },
  /** How far ahead a journey can be booked, in days. */
  horizonDays: 365,
};

/** A journey older than the setting's days, counted from today in Dhaka (retention). */
const JOURNEY_BEFORE = `t.journey_date < (($1::timestamptz AT TIME ZONE 'Asia/Dhaka')::date - $2::int)`;

/**
 * A reservation, declared once: every column of the entity in the order the REST answer, the
 * CSV and the data export give them (records/declaration.ts says what each key means).
 */
export const reservationRecord = declareRecord<Reservation>({
  type: 'Reservation',
  table: 'reservations',
  restPath: 'reservation',
  staffQuery: 'AdminReservations',
  rules: RESERVATION_RULES,
  privacy: {
    sheet: 'reservations',
    noun: 'bookings',
    kind: 'RESERVATION',
    quoted: ['email', 'mobile'],
    // Kept RETENTION_RESERVATIONS_DAYS after the journey (a day in Dhaka); its document,
    // RETENTION_DOCUMENTS_DAYS.
    retention: { setting: 'RETENTION_RESERVATIONS_DAYS', expired: JOURNEY_BEFORE },
    ahead: `t.journey_date >= $1 AND t.status NOT IN ('CANCELLED', 'COMPLETED')`,
    file: {
      table: 'booking_documents',
      key: 'booking_document_id',
      as: 'document',
      retention: { setting: 'RETENTION_DOCUMENTS_DAYS', expired: JOURNEY_BEFORE },
    },
  },
  fields: {
    id: { type: 'id', staff: { header: 'Id', width: 100 } },
    reference: { type: 'text', staff: { in: 'id' } },
    locale: { type: 'choice', not: { staff: 'the language staff write to the visitor in' } },
    kind: { type: 'choice', form: true, filter: true, staff: { in: 'id' } },
    departureLocation: {
      type: 'text',
      label: { en: 'Departure location', bn: 'যাত্রা শুরুর জায়গা' },
      required: true,
      max: 120,
      form: true,
      search: 4,
      personal: true,
      staff: { header: 'From' },
    },
    destinationLocation: {
      type: 'text',
      label: { en: 'Destination location', bn: 'গন্তব্য' },
      required: true,
      max: 120,
      form: true,
      search: 5,
      personal: true,
      staff: { header: 'To' },
    },
    passengerName: {
      type: 'text',
      label: { en: 'Passenger name', bn: 'যাত্রীর নাম' },
      required: true,
      max: 100,
      form: true,
      search: 1,
      rest: 'pname',
      personal: true,
      staff: { header: 'Name' },
    },
    email: {
      type: 'email',
      label: { en: 'Email', bn: 'ই-মেইল' },
      required: true,
      max: 254,
      form: true,
      search: 2,
      personal: true,
    },
    mobile: {
      type: 'phone',
      label: { en: 'Mobile', bn: 'মোবাইল নম্বর' },
      description: 'Phone number: 6 to 20 digits; spaces, dashes and a leading + allowed',
      required: true,
      max: 30,
      form: true,
      search: 3,
      personal: true,
      staff: { header: 'Mobile', width: 104 },
    },
    numberOfPassengers: {
      type: 'count',
      label: { en: 'Number of passengers', bn: 'যাত্রীর সংখ্যা' },
      form: true,
      staff: { header: 'Number Of Passengers', width: 76 },
    },
    journeyDate: {
      type: 'date',
      label: { en: 'Journey date', bn: 'যাত্রার তারিখ' },
      form: true,
      personal: true,
      staff: { header: 'Date', width: 88 },
    },
    bookingDocumentId: {
      type: 'id',
      csv: { header: 'bookingDocument', property: 'document.fileName' },
      not: { export: 'the export holds the document itself: its name, type and file' },
      staff: {
        header: 'Document',
        width: 76,
        select: 'bookingDocument { id fileName mimeType size downloadUrl }',
      },
    },
    status: {
      type: 'choice',
      filter: true,
      staff: { header: 'Status', width: 116, after: 'passengerName' },
    },
    ...STATUS_NOTES,
    ...ASSIGNEE,
    createdAt: {
      type: 'stamp',
      csv: 'created_at',
      not: { staff: 'the table is newest first and shows the journey date instead' },
    },
    ...CONSENT_FIELDS,
  },
});
