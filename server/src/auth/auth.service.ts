import { randomBytes } from 'node:crypto';
import type { DataSource, Repository } from 'typeorm';
import { AppError, tooManyRequests, unauthenticated } from '../errors';
import { LoginThrottle } from '../limits';
import type { Logger } from '../logger';
import { hashPassword, timingDummyHash, verifyPassword } from './password';
import { type AuthUser, TokenService } from './tokens';
import { User } from './user.entity';

export const INVALID_CREDENTIALS = 'Invalid username or password';
const LOGIN_WINDOW_SECONDS = 15 * 60;

export interface LoginResult {
  accessToken: string;
  user: User;
}

export class AuthService {
  private readonly users: Repository<User>;
  private readonly throttle: LoginThrottle;

  constructor(
    ds: DataSource,
    readonly tokens: TokenService,
    maxFailures: number,
  ) {
    this.users = ds.getRepository(User);
    this.throttle = new LoginThrottle(ds, maxFailures, LOGIN_WINDOW_SECONDS);
  }

  async login(username: unknown, password: unknown, ip: string): Promise<LoginResult> {
    const name = typeof username === 'string' ? username.trim() : '';
    const pass = typeof password === 'string' ? password : '';
    if (!name || !pass) {
      throw new AppError('BAD_USER_INPUT', 'Username and password are required', [
        ...(!name ? [{ field: 'username', message: 'Username is required' }] : []),
        ...(!pass ? [{ field: 'password', message: 'Password is required' }] : []),
      ]);
    }
    const key = `${name.toLowerCase()}|${ip}`;
    const wait = await this.throttle.retryAfter(key);
    if (wait > 0) {
      const minutes = Math.ceil(wait / 60);
      throw tooManyRequests(
        `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        wait,
      );
    }
    const user = await this.users
      .createQueryBuilder('u')
      .where('LOWER(u.username) = LOWER(:name)', { name })
      .getOne();
    const ok = await verifyPassword(user?.passwordHash ?? (await timingDummyHash()), pass);
    if (!user || !ok) {
      await this.throttle.fail(key);
      throw unauthenticated(INVALID_CREDENTIALS);
    }
    await this.throttle.reset(key);
    return { accessToken: this.tokens.sign(user), user };
  }

  async profile(auth: AuthUser): Promise<User> {
    const user = await this.users.findOneBy({ id: auth.id });
    if (!user) throw unauthenticated('Your account no longer exists');
    return user;
  }

  /** First start: creates the admin account when no user exists. Returns the generated password, if any. */
  async ensureAdmin(username: string, password: string | undefined, log: Logger): Promise<void> {
    if ((await this.users.count()) > 0) return;
    const plain = password ?? randomBytes(12).toString('base64url');
    await this.users.save(
      this.users.create({ username, passwordHash: await hashPassword(plain), role: 'admin' }),
    );
    if (password) {
      log.info({ username }, 'created the admin account from ADMIN_USERNAME / ADMIN_PASSWORD');
    } else {
      // Printed once, on purpose, outside the structured log so it is easy to spot.
      process.stdout.write(
        `\n  Admin account created — username: ${username}  password: ${plain}\n` +
          '  (shown only this once; set ADMIN_PASSWORD to choose it yourself)\n\n',
      );
    }
  }
}
