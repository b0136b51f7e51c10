import type { Deps } from '../../deps';
import { write } from '../../database/write';
import { fieldError, notFound, unauthenticated } from '../../errors';
import type { AuthUser } from '../../identity/tokens';
import type { PasskeyRow, Passkeys } from './passkeys';
import type { SignInGuard } from './sign-in-guard';
import { type StepUp, WRONG_CODE } from './step-up';
import type { Enrolment, TwoFactor } from './two-factor';
import { User } from './user.entity';
import { accountFact } from './account-activity';

/** Longer than any code from an app or a recovery code: refused before anything is looked up. */
const MAX_TYPED_CODE = 64;

/**
 * My account's second factors: two-step sign-in on and off, passkeys added and removed. Adding
 * or removing a passkey needs a fresh confirmation of identity (StepUp); turning two-step
 * sign-in off takes a code, counted as a sign-in attempt, and a right one is that confirmation.
 */
export class AccountSecurity {
  constructor(
    private readonly deps: Pick<Deps, 'db' | 'bus' | 'jobs'>,
    private readonly guard: SignInGuard,
    private readonly stepUp: StepUp,
    private readonly twoFactor: TwoFactor,
    private readonly passkeys: Passkeys,
  ) {}

  private async profile(actor: AuthUser): Promise<User> {
    const user = await this.deps.db.getRepository(User).findOneBy({ id: actor.id });
    if (!user) throw unauthenticated('Your account no longer exists');
    return user;
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
      await fx.log(accountFact(actor.id, '2fa-on', `${actor.username} turned two-step sign-in on`));
      fx.changed('users');
      return codes;
    });
  }

  /**
   * Turns it off, with a code from the app or a recovery code: counted before it is checked like
   * any sign-in attempt (a stolen session must not try codes without limit).
   */
  async disableTotp(actor: AuthUser, code: unknown, ip: string): Promise<boolean> {
    const typed = typeof code === 'string' ? code.trim() : '';
    // Bad input is refused whatever the account's state: nothing else tells it apart.
    if (!typed || typed.length > MAX_TYPED_CODE) throw fieldError('code', WRONG_CODE);
    const user = await this.profile(actor);
    if (!user.totpEnabled) return true;
    await this.guard.checkCode(user, ip, typed, this.twoFactor, () =>
      fieldError('code', WRONG_CODE),
    );
    await write(this.deps, actor, async (m, fx) => {
      await this.twoFactor.disable(m, actor.id);
      await this.stepUp.mark(m, actor);
      await fx.log(
        accountFact(actor.id, '2fa-off', `${actor.username} turned two-step sign-in off`),
      );
      fx.changed('users');
    });
    return true;
  }

  /** My account → Passkeys → Add: the options (JSON) for the browser to create one. */
  async passkeyRegistrationOptions(actor: AuthUser): Promise<string> {
    await this.stepUp.require(actor);
    const user = await this.profile(actor);
    return JSON.stringify(await this.passkeys.registrationOptions(user));
  }

  /** Keeps the passkey the browser created, named by its owner. */
  async addPasskey(actor: AuthUser, name: unknown, response: unknown): Promise<PasskeyRow> {
    await this.stepUp.require(actor);
    return write(this.deps, actor, async (m, fx) => {
      const row = await this.passkeys.register(m, actor.id, name, response);
      await fx.log(
        accountFact(actor.id, 'passkey-added', `${actor.username} added the passkey “${row.name}”`),
      );
      return row;
    });
  }

  async removePasskey(actor: AuthUser, id: number): Promise<boolean> {
    await this.stepUp.require(actor);
    return write(this.deps, actor, async (m, fx) => {
      const name = await this.passkeys.remove(m, actor.id, id);
      if (name === null) throw notFound('Passkey');
      await fx.log(
        accountFact(actor.id, 'passkey-removed', `${actor.username} removed the passkey “${name}”`),
      );
      return true;
    });
  }
}
