import type { Feature } from '../feature';
import { Reservation } from './reservation.entity';
import { ReservationResolver } from './reservation.resolver';
import { reservationRoutes } from './reservation.rest';
import { seedReservations } from './reservation.seed';

export const reservationsFeature: Feature = {
  name: 'reservations',
  entities: [Reservation],
  resolvers: [ReservationResolver],
  routes: reservationRoutes,
  seed: seedReservations,
};
