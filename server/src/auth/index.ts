import type { Feature } from '../features/feature';
import { AuthResolver } from './auth.resolver';
import { authRoutes } from './auth.rest';
import { Session } from './session.entity';
import { User } from './user.entity';
import { AuthService } from './auth.service';
import { TokenService } from './tokens';

export const authFeature: Feature = {
  name: 'auth',
  entities: [User, Session],
  resolvers: [AuthResolver],
  routes: authRoutes,
  services: (d) => ({
    auth: new AuthService(
      d.db,
      new TokenService(d.config.jwtSecret, d.config.JWT_TTL),
      d.config.LOGIN_MAX_FAILURES,
      d.bus,
      d.pool,
    ),
  }),
};

declare module '../services' {
  interface Services {
    auth: AuthService;
  }
}
