import type { Feature } from '../../feature';
import { AuthResolver } from './auth.resolver';
import { TwoFactorResolver } from './two-factor.resolver';
import { PasswordResetResolver } from './password-reset.resolver';
import { PasskeyResolver } from './passkey.resolver';
import { authRoutes } from './auth.rest';
import { Session } from './session.entity';
import { User } from './user.entity';
import { AuthService } from './auth.service';
import { TokenService } from '../../identity/tokens';
import { securityMailWorker } from './security-mail';

export const authFeature: Feature = {
  name: 'auth',
  entities: [User, Session],
  resolvers: [AuthResolver, TwoFactorResolver, PasswordResetResolver, PasskeyResolver],
  routes: authRoutes,
  services: (d) => ({
    auth: new AuthService(d, new TokenService(d.config.jwtSecret, d.config.JWT_TTL)),
  }),
  workers: (s) => [
    ...securityMailWorker(s.config, s.log, (id) => s.auth.ownerOf(id), s.auth.resets),
    {
      queue: 'expired-sessions',
      retryLimit: 2,
      retryDelay: 60,
      cron: { schedule: '*/10 * * * *', data: {} },
      async run() {
        const count = await s.auth.sessions.deleteExpired();
        if (count > 0) s.log.info({ count }, 'deleted expired sessions');
        // Recovery codes stored before they were keyed: rewrapped within ten minutes of an upgrade.
        const rekeyed = await s.auth.twoFactor.rekeyRecoveryCodes();
        if (rekeyed > 0) s.log.info({ rekeyed }, 'recovery codes rewrapped under the server key');
      },
    },
  ],
};

declare module '../../services' {
  interface Services {
    auth: AuthService;
  }
}
