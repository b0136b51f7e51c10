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

/** Today's date in Dhaka as YYYY-MM-DD: the server counts journey dates in Asia/Dhaka. */
export function todayInDhaka(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Dhaka',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
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
