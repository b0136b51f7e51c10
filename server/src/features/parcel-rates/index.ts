import type { Feature } from '../../feature';
import { PublicWriteLimit } from '../../limits';
import { ParcelRateCard } from './parcel-rate.entity';
import { ParcelRateResolver, ParcelZoneRateResolver } from './parcel-rate.resolver';
import { seedParcelRates } from './parcel-rate.seed';
import { ParcelRateService } from './parcel-rate.service';

export const parcelRatesFeature: Feature = {
  name: 'parcel-rates',
  entities: [ParcelRateCard],
  resolvers: [ParcelRateResolver, ParcelZoneRateResolver],
  routes: [],
  seed: seedParcelRates,
  services: (d) => ({
    // Its own budget (prefix `pp`): asking prices does not spend a visitor's budget of writes.
    parcelRates: new ParcelRateService(
      d,
      new PublicWriteLimit(d.pool, d.config.PARCEL_PRICE_LIMIT_PER_MIN, 'pp'),
    ),
  }),
};

declare module '../../services' {
  interface Services {
    parcelRates: ParcelRateService;
  }
}
