import type { ReservationKind } from '../../gql/site/graphql';
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
 * hydrates, and a page's first Intl formatter costs 25–45 ms of main thread (see site/format.ts).
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

export function journeyDateRule(value: string, today = todayInDhaka()): string | null {
  if (!value) return 'Journey date is required';
  if (!isRealDate(value)) return 'Journey date must be a real date written YYYY-MM-DD';
  if (value < today) return 'Journey date cannot be in the past';
  if (value > addDays(today, BOOKING_HORIZON_DAYS)) {
    return `Journey date must be within the next ${BOOKING_HORIZON_DAYS} days`;
  }
  return null;
}

export function passengersRule(value: string, kind: ReservationKind): string | null {
  const max = MAX_PASSENGERS[kind];
  if (!value) return 'Number of passengers is required';
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max
    ? null
    : `Number of passengers must be a whole number from 1 to ${max} for a ${
        kind === 'HELICOPTER' ? 'helicopter' : 'ride'
      }`;
}

export function documentRule(file: File | null): string | null {
  if (!file) return null;
  if (file.size > MAX_DOCUMENT_BYTES) return 'The document must be at most 10 MB';
  if (!/^(application\/pdf|image\/(jpeg|png|webp|gif))$/.test(file.type)) {
    return 'The document must be a PDF or an image (JPEG, PNG, WebP or GIF)';
  }
  return null;
}

export const BOOKING_RULES = {
  departureLocation: requiredText('Departure location', 120),
  destinationLocation: (value: string, values: BookingValues) =>
    requiredText('Destination location', 120)(value) ??
    (value && value === values.departureLocation
      ? 'Destination must differ from the departure location'
      : null),
  passengerName: requiredText('Passenger name', 100),
  email: check(requiredText('Email', 254), email('Email')),
  mobile: check(requiredText('Mobile', 30), phone('Mobile')),
  numberOfPassengers: (value: string, values: BookingValues) => passengersRule(value, values.kind),
  journeyDate: (value: string) => journeyDateRule(value),
  document: documentRule,
};
