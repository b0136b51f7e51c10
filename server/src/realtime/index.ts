import type { Feature } from '../features/feature';
import { StaffAlertResolver } from './staff-alert.resolver';

/** Live staff alerts (the graphql-ws server itself is attached in main.ts). */
export const realtimeFeature: Feature = {
  name: 'realtime',
  entities: [],
  resolvers: [StaffAlertResolver],
  routes: [],
};
