import type { Feature } from '../../feature';
import { DashboardResolver } from './dashboard.resolver';
import { TrendService } from './trends';

/** Figures for the admin home page, drawn from the other features' services. */
export const dashboardFeature: Feature = {
  name: 'dashboard',
  entities: [],
  resolvers: [DashboardResolver],
  routes: [],
  services: (d) => ({ trends: new TrendService(d.db, d.clock) }),
};

declare module '../../services' {
  interface Services {
    /** new messages, reservations and registrations per Dhaka day */
    trends: TrendService;
  }
}
