import type { Feature } from '../../feature';
import { staffMailWorker } from './staff-mail';
import { StaffAlertResolver } from './staff-alert.resolver';

/**
 * Staff alerts: live (the graphql-ws server, graphql/ws.ts, is attached in main.ts) and by e-mail (the
 * job queue's worker, when SMTP is configured).
 */
export const staffAlertsFeature: Feature = {
  name: 'staff-alerts',
  entities: [],
  resolvers: [StaffAlertResolver],
  routes: [],
  workers: (s) => staffMailWorker(s.config, s.log),
};
