import { numberish, restNames } from '../../http/rest-names';
import { exportRoutes } from '../../http/csv-route';
import { inboxRoutes } from '../../records/inbox/inbox.rest';
import { ReservationArgs } from './reservation.inputs';
import type { Reservation } from './reservation.entity';

const names = restNames<Reservation>({ passengerName: 'pname' });
const FIELDS = [
  'id',
  'reference',
  'locale',
  'kind',
  'departureLocation',
  'destinationLocation',
  'passengerName',
  'email',
  'mobile',
  'numberOfPassengers',
  'journeyDate',
  'bookingDocumentId',
  'status',
  'statusNote',
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

export const reservationRoutes = [
  ...inboxRoutes<Reservation>({
    path: 'reservation',
    service: (s) => s.reservations,
    toRest: (r) => names.toRest(r, FIELDS),
    fromRest,
    call: names.call,
  }),
  ...exportRoutes({
    file: 'reservation',
    args: ReservationArgs,
    service: (s) => s.reservations,
    columns: [
      { header: 'id', property: 'id' },
      { header: 'reference', property: 'reference' },
      { header: 'locale', property: 'locale' },
      { header: 'kind', property: 'kind' },
      { header: 'departureLocation', property: 'departureLocation' },
      { header: 'destinationLocation', property: 'destinationLocation' },
      { header: 'pname', property: 'passengerName' },
      { header: 'email', property: 'email' },
      { header: 'mobile', property: 'mobile' },
      { header: 'numberOfPassengers', property: 'numberOfPassengers' },
      { header: 'journeyDate', property: 'journeyDate' },
      { header: 'bookingDocument', property: 'document.fileName' },
      { header: 'status', property: 'status' },
      { header: 'status_note', property: 'statusNote' },
      { header: 'created_at', property: 'createdAt' },
    ],
  }),
];
