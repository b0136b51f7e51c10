import type { Feature } from '../../feature';
import { bookingForm } from './booking-form';
import { BookingDocument } from './documents/booking-document.entity';
import { BookingDocumentResolver } from './documents/booking-document.resolver';
import { bookingDocumentRoutes } from './documents/booking-document.rest';
import { BookingDocumentService } from './documents/booking-document.service';
import { Reservation } from './reservation.entity';
import { reservationMail } from './reservation.mail';
import { reservationRecord } from './reservation.record';
import { ReservationResolver } from './reservation.resolver';
import { reservationRoutes } from './reservation.rest';
import { seedReservations } from './reservation.seed';
import { ReservationService } from './reservation.service';

/**
 * Reservations: what visitors book (the booking form) and staff handle, with the document a
 * visitor may attach to a booking (documents/: BookingDocument, REST /api/booking-doc).
 */
export const reservationsFeature: Feature = {
  name: 'reservations',
  entities: [BookingDocument, Reservation],
  resolvers: [BookingDocumentResolver, ReservationResolver],
  records: [reservationRecord],
  requestMail: reservationMail,
  routes: [...bookingDocumentRoutes, ...reservationRoutes],
  forms: (s) => [bookingForm(s)],
  seed: seedReservations,
  services: (d) => {
    const bookingDocuments = new BookingDocumentService(d);
    return { bookingDocuments, reservations: new ReservationService(d, bookingDocuments) };
  },
};

declare module '../../services' {
  interface Services {
    bookingDocuments: BookingDocumentService;
    reservations: ReservationService;
  }
}
