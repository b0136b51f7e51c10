import type { Feature } from '../features/feature';
import { staffMailWorker } from '../jobs/staff-mail';
import { StaffAlertResolver } from './staff-alert.resolver';

/**
 * Staff alerts: live (the graphql-ws server itself is attached in main.ts) and by e-mail (the
 * job queue's worker, when SMTP is configured).
 */
export const realtimeFeature: Feature = {
  name: 'realtime',
  entities: [],
  resolvers: [StaffAlertResolver],
  routes: [],
  workers: (s) => staffMailWorker(s.config, s.log),
};
