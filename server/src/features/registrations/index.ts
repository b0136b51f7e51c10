import type { Feature } from '../feature';
import { RegistrationRequest } from './registration.entity';
import { RegistrationRequestResolver } from './registration.resolver';
import { registrationRoutes } from './registration.rest';
import { seedRegistrations } from './registration.seed';

export const registrationsFeature: Feature = {
  name: 'registrations',
  entities: [RegistrationRequest],
  resolvers: [RegistrationRequestResolver],
  routes: registrationRoutes,
  seed: seedRegistrations,
};
