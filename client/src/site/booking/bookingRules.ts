import type { ReservationKind } from '../../gql/site/graphql';
import type { Translate } from '../../i18n/i18n';
import { check, email, phone, requiredText } from '../forms/validation';

export const MAX_PASSENGERS: Record<ReservationKind, number> = { RIDE: 14, HELICOPTER: 6 };
/** How far ahead a journey can be booked, as the server allows. */
export const BOOKING_HORIZON_DAYS = 365;
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_TYPES = 'application/pdf,image/jpeg,image/png,image/webp,image/gif';

export interface BookingValues {
  kind: ReservationKind;
  departureLocation: string;
  destinationLocation: string;
  passengerName: string;
  email: string;
  mobile: string;
  numberOfPassengers: string;
  journeyDate: string;
  document: File | null;
}

/** Bangladesh keeps UTC+6 all year (no daylight saving since 2009). */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/**
 * Today's date in Dhaka as YYYY-MM-DD: the server counts journey dates in Asia/Dhaka. Worked out
 * from the fixed offset rather than with Intl: the booking form renders it while the page
 * hydrates, and a page's first Intl formatter is a long task (see i18n/format.ts).
 */
export function todayInDhaka(now = new Date()): string {
  return new Date(now.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function journeyDateRule(
  value: string,
  t: Translate,
  today = todayInDhaka(),
): string | null {
  if (!value) return t('booking.rule.dateRequired');
  if (!isRealDate(value)) return t('booking.rule.dateReal');
  if (value < today) return t('booking.rule.datePast');
  if (value > addDays(today, BOOKING_HORIZON_DAYS)) {
    return t('booking.rule.dateHorizon', { days: BOOKING_HORIZON_DAYS });
  }
  return null;
}

export function passengersRule(value: string, kind: ReservationKind, t: Translate): string | null {
  const max = MAX_PASSENGERS[kind];
  if (!value) return t('booking.rule.passengersRequired');
  const n = Number(value);
  if (Number.isInteger(n) && n >= 1 && n <= max) return null;
  return t(
    kind === 'HELICOPTER' ? 'booking.rule.passengersHelicopter' : 'booking.rule.passengersRide',
    { max },
  );
}

export function documentRule(file: File | null, t: Translate): string | null {
  if (!file) return null;
  if (file.size > MAX_DOCUMENT_BYTES) return t('booking.rule.documentSize');
  if (!/^(application\/pdf|image\/(jpeg|png|webp|gif))$/.test(file.type)) {
    return t('booking.rule.documentType');
  }
  return null;
}

/** The server's rules for a booking, in the page's language. */
export function bookingRules(t: Translate) {
  const label = {
    departure: t('booking.field.departure'),
    destination: t('booking.field.destination'),
    passengerName: t('booking.field.passengerName'),
    email: t('booking.field.email'),
    mobile: t('booking.field.mobile'),
  };
  return {
    departureLocation: requiredText(t, label.departure, 120),
    destinationLocation: (value: string, values: BookingValues) =>
      requiredText(t, label.destination, 120)(value) ??
      (value && value === values.departureLocation ? t('booking.rule.sameDestination') : null),
    passengerName: requiredText(t, label.passengerName, 100),
    email: check(requiredText(t, label.email, 254), email(t, label.email)),
    mobile: check(requiredText(t, label.mobile, 30), phone(t, label.mobile)),
    numberOfPassengers: (value: string, values: BookingValues) =>
      passengersRule(value, values.kind, t),
    journeyDate: (value: string) => journeyDateRule(value, t),
    document: (file: File | null) => documentRule(file, t),
  };
}
