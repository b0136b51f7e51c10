import type { Feature } from '../feature';
import { BookingDocument } from './booking-doc.entity';
import { BookingDocumentResolver } from './booking-doc.resolver';
import { bookingDocRoutes } from './booking-doc.rest';

export const bookingDocsFeature: Feature = {
  name: 'booking-docs',
  entities: [BookingDocument],
  resolvers: [BookingDocumentResolver],
  routes: bookingDocRoutes,
};
