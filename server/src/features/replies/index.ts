import type { Feature } from '../feature';
import { ContactReply } from './reply.entity';
import { ContactReplyResolver } from './reply.resolver';

/** Staff replies to contact messages, e-mailed through the job queue. */
export const repliesFeature: Feature = {
  name: 'replies',
  entities: [ContactReply],
  resolvers: [ContactReplyResolver],
  routes: [],
};
