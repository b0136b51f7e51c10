import type { Feature } from '../../feature';
import { Holiday } from './holiday.entity';
import { HolidayResolver } from './service-levels.resolver';
import { ServiceLevelService } from './service-levels.service';

/** Service levels: working hours, the holiday calendar, and when each request is due. */
export const serviceLevelsFeature: Feature = {
  name: 'service-levels',
  entities: [Holiday],
  resolvers: [HolidayResolver],
  routes: [],
  services: (d) => ({ serviceLevels: new ServiceLevelService(d) }),
};

declare module '../../services' {
  interface Services {
    serviceLevels: ServiceLevelService;
  }
}
