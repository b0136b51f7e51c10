import { Resolver } from 'type-graphql';
import { createInboxResolver } from '../../records/inbox/inbox.resolver';
import { Reservation, ReservationPage, ReservationStatus } from './reservation.entity';
import { ReservationArgs, ReservationInput } from './reservation.inputs';

@Resolver(() => Reservation)
export class ReservationResolver extends createInboxResolver({
  entity: Reservation,
  page: ReservationPage,
  input: ReservationInput,
  args: ReservationArgs,
  status: ReservationStatus,
  names: {
    create: 'createReservation',
    list: 'reservations',
    item: 'reservation',
    delete: 'deleteReservation',
    setStatus: 'setReservationStatus',
    setStatusMany: 'setReservationsStatus',
    deleteMany: 'deleteReservations',
  },
  describe: {
    create: 'Anyone (rate-limited): book a ride or a helicopter',
    list: 'One page of reservations, newest first; search looks in name, e-mail, mobile, from and to',
    delete: 'Moves the reservation, with its booking document, to Trash for 30 days',
  },
  service: (ctx) => ctx.services.reservations,
}) {}
