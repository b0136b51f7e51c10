import type { Feature } from '../../feature';
import { FareRate } from './fare-rate.entity';
import { FareRateResolver } from './fare-rate.resolver';
import { fareRateRoutes } from './fare-rate.rest';
import { seedFareRates } from './fare-rate.seed';
import { FareRateService } from './fare-rate.service';

export const fareRatesFeature: Feature = {
  name: 'fare-rates',
  entities: [FareRate],
  resolvers: [FareRateResolver],
  routes: fareRateRoutes,
  seed: seedFareRates,
  services: (d) => ({ fareRates: new FareRateService(d) }),
};

declare module '../../services' {
  interface Services {
    fareRates: FareRateService;
  }
}
