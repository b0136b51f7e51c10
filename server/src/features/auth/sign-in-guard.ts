import type { DataSource, Repository } from 'typeorm';
import type { Deps } from '../../deps';
import { write } from '../../database/write';
import { AppError, tooManyRequests, unauthenticated } from '../../errors';
import { foldUsername, LoginThrottle, type Attempt } from '../../limits';
import { recordActivity, SYSTEM_ACTOR } from '../../records/activity-log';
import { timingDummyHash, verifyPassword } from './password';
import type { TwoFactor } from './two-factor';
import { User } from './user.entity';
import { accountFact } from './account-activity';

export const INVALID_CREDENTIALS = 'Invalid username or password';
const LOGIN_WINDOW_SECONDS = 15 * 60;

/**
 * What stands between a guess and an account (PRODUCT.md §14): every password or code is counted
 * before it is checked (LoginThrottle), a wrong one is recorded, the attempt that locks an account
 * tells its owner. Sign-in, its second step, step-up, changePassword and disableTotp all pass here.
 */
export class SignInGuard {
  private readonly users: Repository<User>;
  private readonly throttle: LoginThrottle;
  private readonly ds: DataSource;

  constructor(
    private readonly deps: Pick<Deps, 'db' | 'bus' | 'pool' | 'config' | 'jobs' | 'log'>,
  ) {
    this.ds = deps.db;
    this.users = this.ds.getRepository(User);
    this.throttle = new LoginThrottle(
      deps.pool,
      deps.config.LOGIN_MAX_FAILURES,
      deps.config.LOGIN_MAX_FAILURES_PER_IP,
      LOGIN_WINDOW_SECONDS,
    );
  }

  /**
   * Counts one attempt at `name`'s password from `ip` BEFORE checking it, then checks it: throws
   * LOCKED (429) while the account is locked, whatever the password, TOO_MANY_REQUESTS when the
   * network has used up its failures, and UNAUTHENTICATED for a wrong password or an unknown
   * name (`wrong`, for a field error). Answers the account whose password it is. With
   * `whole`, the password is the whole proof (step-up, changePassword); else, for an account with
   * two-step sign-in, the attempt counts until its code is right too: a known password must not
   * buy fresh tries at the code.
   */
  async checkPassword(
    name: string,
    ip: string,
    pass: string,
    wrong: () => AppError = () => unauthenticated(INVALID_CREDENTIALS),
    whole = false,
  ): Promise<User> {
    await this.count(name, ip);
    const user = await this.findByName(name);
    const ok = await verifyPassword(user?.passwordHash ?? (await timingDummyHash()), pass);
    if (user && !ok) this.failed(user, 'a wrong password');
    if (!user || !ok) throw wrong();
    if (whole || !user.totpEnabled) await this.throttle.succeeded(name, ip);
    return user;
  }

  /**
   * Counts one attempt at `user`'s two-step code from `ip`, then checks it (a TOTP or an unused
   * recovery code, used up when right): which kind passed, or `wrong()` thrown.
   */
  async checkCode(
    user: Pick<User, 'id' | 'username'>,
    ip: string,
    code: string,
    twoFactor: TwoFactor,
    wrong: () => AppError,
  ): Promise<'totp' | 'recovery'> {
    await this.count(user.username, ip);
    const passed = await twoFactor.verifyCode(user.id, code);
    if (!passed) {
      this.failed(user, 'a wrong two-step code');
      throw wrong();
    }
    await this.throttle.succeeded(user.username, ip);
    return passed;
  }

  /** One attempt counted; a refused one throws (the attempt that locked an account records it). */
  private async count(name: string, ip: string): Promise<void> {
    const attempt = await this.throttle.attempt(name, ip);
    if (!attempt.ok) throw await this.refusal(name, attempt);
  }

  /**
   * A wrong password or code for an existing account goes in the activity log. After the answer,
   * not before: an account that exists must not answer slower than a name that does not.
   */
  private failed(user: Pick<User, 'id' | 'username'>, what: string): void {
    const fact = accountFact(
      user.id,
      'login-failed',
      `Failed sign-in to ${user.username}: ${what}`,
    );
    setImmediate(() => {
      this.ds
        .transaction((m) => recordActivity(m, SYSTEM_ACTOR, fact))
        .catch((err: unknown) => this.deps.log.warn({ err }, 'could not record a failed sign-in'));
    });
  }

  /** The answer to a refused attempt; the attempt that locked an account records it. */
  private async refusal(name: string, attempt: Exclude<Attempt, { ok: true }>): Promise<AppError> {
    if (attempt.lockedNow) await this.lockedOut(name);
    const minutes = Math.ceil(attempt.retryAfter / 60);
    const wait = `${minutes} minute${minutes === 1 ? '' : 's'}`;
    if (attempt.reason === 'network') {
      return tooManyRequests(
        `Too many failed sign-in attempts from your network. Try again in ${wait}.`,
        attempt.retryAfter,
      );
    }
    return new AppError(
      'LOCKED',
      `This account is locked after too many failed sign-in attempts. Try again in ${wait}, or ask an admin to unlock it.`,
      [],
      attempt.retryAfter,
    );
  }

  /** When `name`'s lock ends, or null when it is not locked (Staff accounts). */
  lockedUntil(name: string): Promise<Date | null> {
    return this.throttle.lockedUntil(name);
  }

  /** An admin's unlock of account `name`, or a password reset's (the caller records it). */
  unlock(name: string): Promise<void> {
    return this.throttle.unlock(name);
  }

  /** The attempt that locked an existing account: the activity log says so, its owner hears of it. */
  private async lockedOut(name: string): Promise<void> {
    const user = await this.findByName(name);
    if (!user) return;
    await write(this.deps, user, async (m, fx) => {
      await fx.log(
        accountFact(
          user.id,
          'lockout',
          `${user.username} was locked after too many failed sign-in attempts`,
        ),
      );
      if (user.email)
        await fx.enqueue({ queue: 'security-mail', data: { userId: user.id, kind: 'lockout' } });
    });
  }

  /** The account typed as `name`, folded as the throttle counts it (foldUsername). */
  findByName(name: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('u')
      .where('LOWER(u.username) = :name', { name: foldUsername(name) })
      .getOne();
  }
}
