import { randomBytes } from 'node:crypto';
import type { DataSource, Repository } from 'typeorm';
import type { Deps } from '../../deps';
import { write } from '../../database/write';
import { AppError, unauthenticated } from '../../errors';
import { PasskeyStartLimit } from '../../limits';
import type { Logger } from '../../logger';
import { AccountCache, type AccountState } from './accounts';
import { AccountSecurity } from './account-security';
import { hashPassword } from './password';
import { Passkeys, PASSKEY_REFUSED, relyingParty } from './passkeys';
import { PasswordResets } from './password-reset';
import { type ClientInfo, deviceOf, isNewDevice } from './devices';
import { sessionLive, SessionService } from './sessions';
import { SignInGuard } from './sign-in-guard';
import { StepUp, WRONG_CODE } from './step-up';
import { type AuthUser, TokenService } from '../../identity/tokens';
import { TwoFactor } from './two-factor';
import { User } from './user.entity';

export const ACCOUNT_DISABLED = 'This account has been disabled: ask an admin to enable it';
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
  /** every password and code counted before it is checked (§14) */
  readonly guard: SignInGuard;
  /** the fresh proof of identity that account changes need (§19) */
  readonly stepUp: StepUp;
  /** My account's two-step sign-in and passkeys */
  readonly security: AccountSecurity;
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
    this.twoFactor = new TwoFactor(this.ds, deps.config.jwtSecret, deps.config.recoveryCodeKey);
    this.guard = new SignInGuard(deps);
    this.resets = new PasswordResets(deps, (name) => this.guard.unlock(name));
    const { BACKOFFICE_URL, PORT, jwtSecret } = deps.config;
    this.passkeys = new Passkeys(
      this.ds,
      relyingParty(BACKOFFICE_URL ?? `http://localhost:${PORT}`),
      jwtSecret,
    );
    this.passkeyStarts = new PasskeyStartLimit(deps.pool);
    this.stepUp = new StepUp(deps, this.guard, this.twoFactor, this.passkeys);
    this.security = new AccountSecurity(
      deps,
      this.guard,
      this.stepUp,
      this.twoFactor,
      this.passkeys,
    );
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
    const user = await this.guard.checkPassword(name, client.ip, pass);
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
    const passed = await this.guard.checkCode(user, client.ip, typed, this.twoFactor, () =>
      unauthenticated(WRONG_CODE),
    );
    await this.twoFactor.endChallenge(value);
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
