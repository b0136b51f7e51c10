import type { Feature } from '../../feature';
import { ActivityEntry } from '../../records/activity.entity';
import { ActivityResolver } from './activity.resolver';
import { ActivityService } from './activity.service';

export const activityFeature: Feature = {
  name: 'activity',
  entities: [ActivityEntry],
  resolvers: [ActivityResolver],
  routes: [],
  services: (d) => ({ activity: new ActivityService(d) }),
};

declare module '../../services' {
  interface Services {
    activity: ActivityService;
  }
}
