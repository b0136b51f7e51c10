import type { Feature } from '../feature';
import { ActivityEntry } from './activity.entity';
import { ActivityResolver } from './activity.resolver';

export const activityFeature: Feature = {
  name: 'activity',
  entities: [ActivityEntry],
  resolvers: [ActivityResolver],
  routes: [],
};
