import type { Feature } from '../../feature';
import { RegistrationRequest } from './registration.entity';
import { registrationForm } from './registration-form';
import { registrationMail } from './registration.mail';
import { registrationRecord } from './registration.record';
import { RegistrationRequestResolver } from './registration.resolver';
import { registrationRoutes } from './registration.rest';
import { seedRegistrations } from './registration.seed';
import { RegistrationRequestService } from './registration.service';

export const registrationsFeature: Feature = {
  name: 'registrations',
  entities: [RegistrationRequest],
  resolvers: [RegistrationRequestResolver],
  records: [registrationRecord],
  requestMail: registrationMail,
  routes: registrationRoutes,
  // Without JavaScript, with the papers its kind requires (partner-documents' service).
  forms: (s) => [registrationForm(s)],
  seed: seedRegistrations,
  services: (d) => ({ registrations: new RegistrationRequestService(d) }),
};

declare module '../../services' {
  interface Services {
    registrations: RegistrationRequestService;
  }
}
