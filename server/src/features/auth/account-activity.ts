import type { ActivityAction } from '../../records/activity.entity';
import type { ActivityFact } from '../../records/activity-log';

/** The activity entry of something done to or by staff account `id` (the log's `User`). */
export const accountFact = (id: number, action: ActivityAction, summary: string): ActivityFact => ({
  action,
  entity: 'User',
  entityId: id,
  summary,
});
