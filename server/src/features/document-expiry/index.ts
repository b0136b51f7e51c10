import type { Feature } from '../../feature';
import { expiryWorkers } from './expiry-jobs';
import { DocumentExpiryService } from './expiry.service';

/** Documents' expiry (PRODUCT.md §23): reminders, suspension on the day, reactivation. */
export const documentExpiryFeature: Feature = {
  name: 'document-expiry',
  entities: [],
  resolvers: [],
  routes: [],
  workers: expiryWorkers,
  services: (d) => ({ documentExpiry: new DocumentExpiryService(d) }),
};

declare module '../../services' {
  interface Services {
    documentExpiry: DocumentExpiryService;
  }
}
