import { numberish, restNames } from '../../http/rest-names';
import { inboxRoutes } from '../inbox/inbox.rest';
import type { Reservation } from './reservation.entity';

const names = restNames<Reservation>({ passengerName: 'pname' });
const FIELDS = [
  'id',
  'kind',
  'departureLocation',
  'destinationLocation',
  'passengerName',
  'email',
  'mobile',
  'numberOfPassengers',
  'journeyDate',
  'bookingDocumentId',
  'createdAt',
] as const;

function fromRest(body: Record<string, unknown>) {
  const input = names.fromRest(body);
  return {
    ...input,
    kind: typeof input.kind === 'string' ? input.kind.trim().toUpperCase() : input.kind,
    numberOfPassengers: numberish(input.numberOfPassengers),
    bookingDocumentId: numberish(input.bookingDocumentId),
  };
}

export const reservationRoutes = inboxRoutes<Reservation>({
  path: 'reservation',
  service: (s) => s.reservations,
  toRest: (r) => names.toRest(r, FIELDS),
  fromRest,
  call: names.call,
});
