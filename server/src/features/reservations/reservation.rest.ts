import { numberish, restNames } from '../../http/rest-names';
import { exportRoutes } from '../../http/csv-route';
import { inboxRoutes } from '../../records/inbox/inbox.rest';
import { csvColumns, restFields } from '../../records/declaration';
import { ReservationArgs } from './reservation.inputs';
import { reservationRecord } from './reservation.record';
import type { Reservation } from './reservation.entity';

const rest = restFields(reservationRecord);
const names = restNames<Reservation>(rest.names);

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
    path: reservationRecord.restPath,
    service: (s) => s.reservations,
    toRest: (r) => names.toRest(r, rest.fields),
    fromRest,
    call: names.call,
  }),
  ...exportRoutes({
    file: reservationRecord.restPath,
    args: ReservationArgs,
    service: (s) => s.reservations,
    columns: csvColumns(reservationRecord),
  }),
];
