import type { Feature } from '../feature';
import { StaffUserResolver } from './user.resolver';

/** Staff accounts (the User entity itself belongs to auth/). */
export const usersFeature: Feature = {
  name: 'users',
  entities: [],
  resolvers: [StaffUserResolver],
  routes: [],
};
