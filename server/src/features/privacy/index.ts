import type { Feature } from '../../feature';
import { personalRecords } from '../../records/personal-data';
import { DataRequest } from './data-request.entity';
import { privacyForm } from './privacy-form';
import { privacyWorkers } from './privacy-jobs';
import { DataRequestResolver } from './privacy.resolver';
import { privacyRoutes } from './privacy.rest';
import { PrivacyService } from './privacy.service';

/** Personal data by the law: data requests, their exports and erasures. */
export const privacyFeature: Feature = {
  name: 'privacy',
  entities: [DataRequest],
  resolvers: [DataRequestResolver],
  routes: privacyRoutes,
  forms: (s) => [privacyForm(s)],
  services: (d, built) => ({ privacy: new PrivacyService(d, personalRecords(built.records)) }),
  workers: privacyWorkers,
};

declare module '../../services' {
  interface Services {
    privacy: PrivacyService;
  }
}
