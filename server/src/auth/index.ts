import type { Feature } from '../features/feature';
import { AuthResolver } from './auth.resolver';
import { authRoutes } from './auth.rest';
import { Session } from './session.entity';
import { User } from './user.entity';

export const authFeature: Feature = {
  name: 'auth',
  entities: [User, Session],
  resolvers: [AuthResolver],
  routes: authRoutes,
};
