import type { Feature } from '../../feature';
import { Holiday } from './holiday.entity';
import { ReplyByKeeper, replyClockWorkers } from './reply-by';
import { HolidayResolver } from './service-levels.resolver';
import { ServiceLevelService } from './service-levels.service';

/** Service levels: working hours, the holiday calendar, and when each request is due. */
export const serviceLevelsFeature: Feature = {
  name: 'service-levels',
  entities: [Holiday],
  resolvers: [HolidayResolver],
  routes: [],
  // The inboxes (built before) keep each request's reply-by time through its keeper.
  services: (d, built) => {
    const serviceLevels = new ServiceLevelService(d);
    const replyBy = new ReplyByKeeper(d, serviceLevels);
    for (const inbox of [built.messages, built.reservations, built.registrations])
      inbox.keepsReplyBy(replyBy);
    serviceLevels.afterChange = () => replyBy.recomputeOpen();
    return { serviceLevels, replyBy };
  },
  workers: (s) => replyClockWorkers(s.replyBy),
  seed: (s) => s.replyBy.seedLate(),
};

declare module '../../services' {
  interface Services {
    serviceLevels: ServiceLevelService;
    replyBy: ReplyByKeeper;
  }
}
