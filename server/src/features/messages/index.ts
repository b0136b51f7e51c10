import type { Feature } from '../feature';
import { ContactMessage } from './message.entity';
import { ContactMessageResolver } from './message.resolver';
import { messageRoutes } from './message.rest';
import { seedMessages } from './message.seed';

export const messagesFeature: Feature = {
  name: 'messages',
  entities: [ContactMessage],
  resolvers: [ContactMessageResolver],
  routes: messageRoutes,
  seed: seedMessages,
};
