import type { ReservationInput, ReservationKind } from '../../gql/islands/graphql';
import type { BookingPost } from '../forms/formPost';
import { TEXT_FIELDS, type BookingValues } from './bookingRules';

/**
 * The booking form's values: how they start (from the page's address), how a refused post gives
 * them back, and what createReservation is sent. The text fields are the server's declaration's
 * (TEXT_FIELDS), so a field declared there needs no line here.
 */

export interface BookingPrefill {
  kind?: ReservationKind;
  from?: string;
  to?: string;
}

const texts = (value: (name: (typeof TEXT_FIELDS)[number]) => string) =>
  Object.fromEntries(TEXT_FIELDS.map((name) => [name, value(name)])) as Pick<
    BookingValues,
    (typeof TEXT_FIELDS)[number]
  >;

export const prefilled = (prefill: BookingPrefill): BookingValues => ({
  ...texts(() => ''),
  kind: prefill.kind ?? 'RIDE',
  departureLocation: prefill.from ?? '',
  destinationLocation: prefill.to ?? '',
  numberOfPassengers: '1',
  document: null,
});

/** What was sent without JavaScript and refused, as it was typed (a file cannot be given back). */
export function postedValues({ values }: BookingPost): BookingValues {
  return {
    ...texts((name) => values[name] ?? ''),
    kind: values.kind === 'HELICOPTER' ? 'HELICOPTER' : 'RIDE',
    numberOfPassengers: values.numberOfPassengers || '1',
    document: null,
  };
}

export function reservationInput(
  v: BookingValues,
  document: { id: number; claimToken: string } | null,
): ReservationInput {
  return {
    ...texts((name) => v[name].trim()),
    kind: v.kind,
    numberOfPassengers: Number(v.numberOfPassengers),
    bookingDocumentId: document?.id ?? null,
    claimToken: document?.claimToken ?? null,
  };
}
