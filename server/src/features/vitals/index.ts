import { PublicWriteLimit } from '../../limits';
import type { Feature } from '../../feature';
import { WebVital } from './vitals.entity';
import { WebVitalsResolver } from './vitals.resolver';
import { vitalsRoutes } from './vitals.rest';
import { WebVitalsService } from './vitals.service';

/** Speed measured on visitors' phones. */
export const vitalsFeature: Feature = {
  name: 'vitals',
  entities: [WebVital],
  resolvers: [WebVitalsResolver],
  routes: vitalsRoutes,
  services: (d) => ({
    vitals: new WebVitalsService(
      d.db,
      d.clock,
      new PublicWriteLimit(d.pool, d.config.VITALS_LIMIT_PER_MIN, 'vitals'),
    ),
  }),
};

declare module '../../services' {
  interface Services {
    vitals: WebVitalsService;
  }
}
