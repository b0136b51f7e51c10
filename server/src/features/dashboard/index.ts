import type { Feature } from '../feature';
import { DashboardResolver } from './dashboard.resolver';

/** Figures for the admin home page, drawn from the other features' services. */
export const dashboardFeature: Feature = {
  name: 'dashboard',
  entities: [],
  resolvers: [DashboardResolver],
  routes: [],
};
