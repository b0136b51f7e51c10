import type { Feature } from '../../feature';
import { BookingDocument } from './booking-doc.entity';
import { BookingDocumentResolver } from './booking-doc.resolver';
import { bookingDocRoutes } from './booking-doc.rest';
import { BookingDocumentService } from './booking-doc.service';

export const bookingDocsFeature: Feature = {
  name: 'booking-docs',
  entities: [BookingDocument],
  resolvers: [BookingDocumentResolver],
  routes: bookingDocRoutes,
  services: (d) => ({ bookingDocs: new BookingDocumentService(d) }),
};

declare module '../../services' {
  interface Services {
    bookingDocs: BookingDocumentService;
  }
}
