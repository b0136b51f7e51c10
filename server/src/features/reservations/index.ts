import type { Feature } from '../../feature';
import { bookingForm } from './booking-form';
import { Reservation } from './reservation.entity';
import { reservationMail } from './reservation.mail';
import { reservationRecord } from './reservation.record';
import { ReservationResolver } from './reservation.resolver';
import { reservationRoutes } from './reservation.rest';
import { seedReservations } from './reservation.seed';
import { ReservationService } from './reservation.service';

export const reservationsFeature: Feature = {
  name: 'reservations',
  entities: [Reservation],
  resolvers: [ReservationResolver],
  records: [reservationRecord],
  requestMail: reservationMail,
  routes: reservationRoutes,
  forms: (s) => [bookingForm(s)],
  seed: seedReservations,
  services: (d, built) => ({ reservations: new ReservationService(d, built.bookingDocs) }),
};

declare module '../../services' {
  interface Services {
    reservations: ReservationService;
  }
}
