import { randomBytes } from 'node:crypto';
import type { DataSource, Repository } from 'typeorm';
import type { Deps } from '../../deps';
import { write } from '../../database/write';
import { AppError, fieldError, notFound, tooManyRequests, unauthenticated } from '../../errors';
import { LoginThrottle, PasskeyStartLimit, type Attempt } from '../../limits';
import { recordActivity, SYSTEM_ACTOR } from '../../records/activity-log';
import type { Logger } from '../../logger';
import { AccountCache, type AccountState } from './accounts';
import { hashPassword, timingDummyHash, verifyPassword } from './password';
import { type PasskeyRow, Passkeys, PASSKEY_REFUSED, relyingParty } from './passkeys';
import { PasswordResets } from './password-reset';
import { type ClientInfo, deviceOf, isNewDevice } from './devices';
import { sessionLive, SessionService } from './sessions';
import { type AuthUser, TokenService } from '../../identity/tokens';
import { type Enrolment, TwoFactor } from './two-factor';
import { User } from './user.entity';

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const ACCOUNT_DISABLED = 'This account has been disabled: ask an admin to enable it';
const LOGIN_WINDOW_SECONDS = 15 * 60;

/** Longer than any code from an app or a recovery code: refused before anything is looked up. */
const MAX_TYPED_CODE = 64;

export const WRONG_CODE =
  'That code is not right. Type the code your app shows now, or a recovery code.';
export const CHALLENGE_GONE =
  'This sign-in has expired or had too many tries: enter your username and password again';

/** A sign-in: a token and its account, or (two-step sign-in) the challenge its code answers. */
export interface LoginResult {
  accessToken: string | null;
  user: User | null;
  mfaChallenge?: string;
}

export class AuthService {
  private readonly users: Repository<User>;
  private readonly throttle: LoginThrottle;
  readonly twoFactor: TwoFactor;
  /** who each session's account is now; emptied by every change to `users` or `sessions` (see AccountCache) */
  readonly accounts: AccountCache;
  readonly sessions: SessionService;
  /** Forgot password: links by e-mail */
  readonly resets: PasswordResets;
  /** Passkeys (WebAuthn): My account adds them, /login signs in with them */
  readonly passkeys: Passkeys;
  private readonly passkeyStarts: PasskeyStartLimit;

  private readonly ds: DataSource;

  constructor(
    private readonly deps: Pick<Deps, 'db' | 'bus' | 'pool' | 'config' | 'jobs' | 'log'>,
    readonly tokens: TokenService,
  ) {
    this.ds = deps.db;
    this.users = this.ds.getRepository(User);
    this.accounts = new AccountCache(deps.bus);
    this.sessions = new SessionService(
      this.ds,
      tokens.ttlSeconds,
      deps.config.SESSION_IDLE_MINUTES,
      deps.bus,
    );
    this.twoFactor = new TwoFactor(this.ds, deps.config.jwtSecret);
    this.throttle = new LoginThrottle(
      deps.pool,
      deps.config.LOGIN_MAX_FAILURES,
      deps.config.LOGIN_MAX_FAILURES_PER_IP,
      LOGIN_WINDOW_SECONDS,
    );
    this.resets = new PasswordResets(deps, (name) => this.throttle.unlock(name));
    const { BACKOFFICE_URL, PORT, jwtSecret } = deps.config;
    this.passkeys = new Passkeys(
      this.ds,
      relyingParty(BACKOFFICE_URL ?? `http://localhost:${PORT}`),
      jwtSecret,
    );
    this.passkeyStarts = new PasskeyStartLimit(deps.pool);
  }

  /** Signs in: a new session (from `client`) and its token. A failed sign-in writes no session. */
  async login(username: unknown, password: unknown, client: ClientInfo): Promise<LoginResult> {
    const name = typeof username === 'string' ? username.trim() : '';
    const pass = typeof password === 'string' ? password : '';
    if (!name || !pass) {
      throw new AppError('BAD_USER_INPUT', 'Username and password are required', [
        ...(!name ? [{ field: 'username', message: 'Username is required' }] : []),
        ...(!pass ? [{ field: 'password', message: 'Password is required' }] : []),
      ]);
    }
    const user = await this.checkPassword(name, client.ip, pass);
    if (!user.active) throw unauthenticated(ACCOUNT_DISABLED);
    if (user.totpEnabled) {
      return {
        accessToken: null,
        user: null,
        mfaChallenge: await this.twoFactor.challenge(user.id),
      };
    }
    return this.signedIn(user, client, `${user.username} signed in`);
  }

  /**
   * The second step of a sign-in with two-step sign-in on: the challenge `login` answered and a
   * code (TOTP or recovery). A wrong code counts as a failed sign-in (counted before it is
   * checked, like a password); a challenge allows 5 tries in 5 minutes.
   */
  async completeLogin(challenge: unknown, code: unknown, client: ClientInfo): Promise<LoginResult> {
    const value = typeof challenge === 'string' ? challenge.trim() : '';
    const typed = typeof code === 'string' ? code.trim() : '';
    if (!value || !typed || value.length > 100 || typed.length > 40) {
      throw new AppError('BAD_USER_INPUT', 'The sign-in challenge and a code are required', [
        ...(!value || value.length > 100
          ? [{ field: 'challenge', message: 'Challenge is required' }]
          : []),
        ...(!typed || typed.length > 40 ? [{ field: 'code', message: 'Code is required' }] : []),
      ]);
    }
    const userId = await this.twoFactor.tryChallenge(value);
    const user = userId === null ? null : await this.users.findOneBy({ id: userId });
    if (!user) throw unauthenticated(CHALLENGE_GONE);
    const attempt = await this.throttle.attempt(user.username, client.ip);
    if (!attempt.ok) throw await this.refusal(user.username, attempt);
    const passed = await this.twoFactor.verifyCode(user.id, typed);
    if (!passed) {
      this.failed(user, 'a wrong two-step code');
      throw unauthenticated(WRONG_CODE);
    }
    await this.twoFactor.endChallenge(value);
    await this.throttle.succeeded(user.username, client.ip);
    if (!user.active) throw unauthenticated(ACCOUNT_DISABLED);
    return this.signedIn(
      user,
      client,
      passed === 'recovery'
        ? `${user.username} signed in with a recovery code`
        : `${user.username} signed in with an authenticator code`,
    );
  }

  /** "Sign in with a passkey": the options (JSON) for the browser, its challenge kept. */
  async passkeySignInOptions(ip: string): Promise<string> {
    await this.passkeyStarts.consume(ip);
    return JSON.stringify(await this.passkeys.signInOptions());
  }

  /** Signs in with a passkey's answer: it replaces both the password and the code. */
  async passkeyLogin(response: unknown, client: ClientInfo): Promise<LoginResult> {
    const userId = await this.passkeys.signIn(response);
    const user = await this.users.findOneBy({ id: userId });
    if (!user) throw unauthenticated(PASSKEY_REFUSED);
    if (!user.active) throw unauthenticated(ACCOUNT_DISABLED);
    return this.signedIn(user, client, `${user.username} signed in with a passkey`);
  }

  /** My account → Passkeys → Add: the options (JSON) for the browser to create one. */
  async passkeyRegistrationOptions(actor: AuthUser): Promise<string> {
    const user = await this.profile(actor);
    return JSON.stringify(await this.passkeys.registrationOptions(user));
  }

  /** Keeps the passkey the browser created, named by its owner. */
  addPasskey(actor: AuthUser, name: unknown, response: unknown): Promise<PasskeyRow> {
    return write(this.deps, actor, async (m, fx) => {
      const row = await this.passkeys.register(m, actor.id, name, response);
      await fx.log({
        action: 'passkey-added',
        entity: 'User',
        entityId: actor.id,
        summary: `${actor.username} added the passkey “${row.name}”`,
      });
      return row;
    });
  }

  removePasskey(actor: AuthUser, id: number): Promise<boolean> {
    return write(this.deps, actor, async (m, fx) => {
      const name = await this.passkeys.remove(m, actor.id, id);
      if (name === null) throw notFound('Passkey');
      await fx.log({
        action: 'passkey-removed',
        entity: 'User',
        entityId: actor.id,
        summary: `${actor.username} removed the passkey “${name}”`,
      });
      return true;
    });
  }

  /**
   * A new session for `user`, recorded; its owner hears of a sign-in from a device and network
   * the account has not used before.
   */
  private async signedIn(user: User, client: ClientInfo, summary: string): Promise<LoginResult> {
    const sid = await write(this.deps, user, async (m, fx) => {
      await fx.log({ action: 'login', entity: 'User', entityId: user.id, summary });
      if ((await isNewDevice(m, user.id, client)) && user.email) {
        await fx.enqueue({
          queue: 'security-mail',
          data: {
            userId: user.id,
            kind: 'new-device',
            device: deviceOf(client.userAgent),
            at: new Date().toISOString(),
          },
        });
      }
      return this.sessions.start(m, user.id, client);
    });
    return { accessToken: this.tokens.sign(user, sid), user };
  }

  /**
   * A wrong password or code for an existing account goes in the activity log. After the answer,
   * not before: an account that exists must not answer slower than a name that does not.
   */
  private failed(user: User, what: string): void {
    const fact = {
      action: 'login-failed' as const,
      entity: 'User',
      entityId: user.id,
      summary: `Failed sign-in to ${user.username}: ${what}`,
    };
    setImmediate(() => {
      this.ds
        .transaction((m) => recordActivity(m, SYSTEM_ACTOR, fact))
        .catch((err: unknown) => this.deps.log.warn({ err }, 'could not record a failed sign-in'));
    });
  }

  /**
   * Counts one attempt at `name`'s password from `ip` BEFORE checking it (LoginThrottle), then
   * checks it: throws LOCKED (429) while the account is locked, whatever the password, TOO_MANY_REQUESTS
   * when the network has used up its failures, and UNAUTHENTICATED for a wrong password or an
   * unknown name (`wrong`, for changePassword's field error). The attempt that locks the account
   * records it and e-mails its owner. Answers the account whose password it is.
   */
  async checkPassword(
    name: string,
    ip: string,
    pass: string,
    wrong: () => AppError = () => unauthenticated(INVALID_CREDENTIALS),
  ): Promise<User> {
    const attempt = await this.throttle.attempt(name, ip);
    if (!attempt.ok) throw await this.refusal(name, attempt);
    const user = await this.findByName(name);
    const ok = await verifyPassword(user?.passwordHash ?? (await timingDummyHash()), pass);
    if (user && !ok) this.failed(user, 'a wrong password');
    if (!user || !ok) throw wrong();
    // With two-step sign-in, the attempt counts until its code is right too: a known password
    // must not buy fresh tries at the code.
    if (!user.totpEnabled) await this.throttle.succeeded(name, ip);
    return user;
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

  /** An admin's unlock of account `name` (the users feature records it). */
  unlock(name: string): Promise<void> {
    return this.throttle.unlock(name);
  }

  /** The attempt that locked an existing account: the activity log says so, its owner hears of it. */
  private async lockedOut(name: string): Promise<void> {
    const user = await this.findByName(name);
    if (!user) return;
    await write(this.deps, user, async (m, fx) => {
      await fx.log({
        action: 'lockout',
        entity: 'User',
        entityId: user.id,
        summary: `${user.username} was locked after too many failed sign-in attempts`,
      });
      if (user.email)
        await fx.enqueue({ queue: 'security-mail', data: { userId: user.id, kind: 'lockout' } });
    });
  }

  private findByName(name: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('u')
      .where('LOWER(u.username) = LOWER(:name)', { name })
      .getOne();
  }

  /**
   * The account a verified token stands for, as the database has it now: null when its session
   * has ended or expired, or the account was disabled or deleted since the token was issued. The
   * role comes from the database too, so a demoted admin loses admin rights at once. Remembered
   * between requests until `users` or `sessions` changes (AccountCache): at once in this process,
   * on the others when the change's NOTIFY arrives.
   */
  async current(claimed: AuthUser): Promise<AuthUser | null> {
    const sid = claimed.sid;
    if (!sid) return null;
    const row = await this.accounts.get(sid, async () => {
      const rows: AccountState[] = await this.ds.query(
        `SELECT u.username, u.role, u.active, u.must_change_password, u.totp_enabled FROM sessions s JOIN users u ON u.id = s.user_id
         WHERE s.id = $1 AND s.user_id = $2 AND ${sessionLive(3)}`,
        [sid, claimed.id, this.sessions.idleMinutes],
      );
      return rows[0] ?? null;
    });
    if (!row?.active) return null;
    await this.sessions.seen(sid);
    return {
      id: claimed.id,
      username: row.username,
      role: row.role,
      sid,
      ...(row.must_change_password
        ? { restricted: 'CHANGE_PASSWORD' as const }
        : !row.totp_enabled && this.requires2fa(row.role)
          ? { restricted: 'ENROL_2FA' as const }
          : {}),
    };
  }

  /** Whether REQUIRE_2FA asks accounts of `role` for two-step sign-in. */
  requires2fa(role: string): boolean {
    const { REQUIRE_2FA, NODE_ENV } = this.deps.config;
    const rule = REQUIRE_2FA ?? (NODE_ENV === 'production' ? 'admin' : 'none');
    return rule === 'all' || (rule === 'admin' && role === 'admin');
  }

  /** Which of `sids` are live sessions of active admins, read now (the alert sockets' check). */
  async liveAdminSessions(sids: string[]): Promise<Set<string>> {
    const rows: { id: string }[] = await this.ds.query(
      `SELECT s.id FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.id = ANY($1::uuid[]) AND u.active AND u.role = 'admin'
         AND NOT u.must_change_password AND ${sessionLive(2)}`,
      [sids, this.sessions.idleMinutes],
    );
    return new Set(rows.map((r) => r.id));
  }

  /** My account → Two-step sign-in: a new secret to put in an authenticator app. */
  async startTotp(actor: AuthUser): Promise<Enrolment> {
    const user = await this.profile(actor);
    if (user.totpEnabled) {
      throw fieldError('code', 'Two-step sign-in is on already: turn it off first to start again');
    }
    return this.twoFactor.start(user.id, user.username);
  }

  /** Turns two-step sign-in on when `code` is right for the new secret: the recovery codes. */
  async confirmTotp(actor: AuthUser, code: unknown): Promise<string[]> {
    const typed = typeof code === 'string' ? code : '';
    return write(this.deps, actor, async (m, fx) => {
      const codes = await this.twoFactor.confirm(m, actor.id, typed);
      await fx.log({
        action: '2fa-on',
        entity: 'User',
        entityId: actor.id,
        summary: `${actor.username} turned two-step sign-in on`,
      });
      fx.changed('users');
      return codes;
    });
  }

  /** Turns it off, with a code from the app or a recovery code. */
  async disableTotp(actor: AuthUser, code: unknown): Promise<boolean> {
    const typed = typeof code === 'string' ? code.trim() : '';
    // Bad input is refused whatever the account's state: nothing else tells it apart.
    if (!typed || typed.length > MAX_TYPED_CODE) throw fieldError('code', WRONG_CODE);
    const user = await this.profile(actor);
    if (!user.totpEnabled) return true;
    if (!typed || !(await this.twoFactor.verifyCode(actor.id, typed))) {
      throw fieldError('code', WRONG_CODE);
    }
    await write(this.deps, actor, async (m, fx) => {
      await this.twoFactor.disable(m, actor.id);
      await fx.log({
        action: '2fa-off',
        entity: 'User',
        entityId: actor.id,
        summary: `${actor.username} turned two-step sign-in off`,
      });
      fx.changed('users');
    });
    return true;
  }

  /** An account's name and e-mail address, for the notices sent to it. */
  ownerOf(id: number): Promise<{ username: string; email: string | null } | null> {
    return this.users.findOne({ where: { id }, select: { username: true, email: true } });
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
      this.users.create({
        username,
        passwordHash: await hashPassword(plain),
        role: 'admin',
        // A generated password was printed on a console: its owner chooses their own.
        mustChangePassword: !password,
      }),
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
