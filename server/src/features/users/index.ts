import type { Feature } from '../../feature';
import { StaffUserResolver } from './user.resolver';
import { StaffUserService } from './user.service';

/** Staff accounts (the User entity itself belongs to auth/). */
export const usersFeature: Feature = {
  name: 'users',
  entities: [],
  resolvers: [StaffUserResolver],
  routes: [],
  services: (d, built) => ({ users: new StaffUserService(d, built.auth) }),
};

declare module '../../services' {
  interface Services {
    users: StaffUserService;
  }
}
