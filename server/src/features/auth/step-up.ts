import type { DataSource, EntityManager } from 'typeorm';
import type { Deps } from '../../deps';
import { write } from '../../database/write';
import { AppError, fieldError } from '../../errors';
import type { AuthUser } from '../../identity/tokens';
import type { Passkeys } from './passkeys';
import type { SignInGuard } from './sign-in-guard';
import type { TwoFactor } from './two-factor';
import { User } from './user.entity';
import { accountFact } from './account-activity';

/** How long a confirmation of identity lets the account's own security be changed. */
const CONFIRMED_MINUTES = 5;

const CONFIRM_FIRST = 'Confirm it is you first: type your password or a code, or use a passkey';
const WRONG_PASSWORD = 'The password is not right';
export const WRONG_CODE =
  'That code is not right. Type the code your app shows now, or a recovery code.';
const PASSKEY_NOT_YOURS =
  'This passkey could not confirm it is you: try again, or type your password';

/** What confirmIdentity was given: exactly one of them. */
export interface Proof {
  password?: unknown;
  code?: unknown;
  passkey?: unknown;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * Step-up (PRODUCT.md §19): what takes an account over (its e-mail, passkeys, two-step sign-in,
 * password) needs its owner to have proved they are there within the last 5 minutes, in this
 * session. A stolen token alone then cannot redirect the password reset or add a passkey.
 * Signing in does not count: the point is a proof newer than the token. Every wrong answer is a
 * failed sign-in (SignInGuard), so the proof cannot be guessed past the lockout.
 */
export class StepUp {
  private readonly ds: DataSource;

  constructor(
    private readonly deps: Pick<Deps, 'db' | 'bus' | 'jobs'>,
    private readonly guard: SignInGuard,
    private readonly twoFactor: TwoFactor,
    private readonly passkeys: Passkeys,
  ) {
    this.ds = deps.db;
  }

  /** Checks the proof, marks the session confirmed and answers until when. */
  async confirm(actor: AuthUser, proof: Proof, ip: string): Promise<Date> {
    const given = (['password', 'code', 'passkey'] as const).filter((k) => text(proof[k]).trim());
    if (given.length !== 1) {
      throw new AppError('BAD_USER_INPUT', 'Give your password, a code or a passkey: one of them', [
        { field: 'password', message: 'Type your password, or a code, or use a passkey' },
      ]);
    }
    const how = given[0];
    if (how === 'password') {
      await this.guard.checkPassword(
        actor.username,
        ip,
        text(proof.password),
        () => fieldError('password', WRONG_PASSWORD),
        true,
      );
    } else if (how === 'code') {
      const user = await this.ds.getRepository(User).findOneBy({ id: actor.id });
      const code = text(proof.code).trim();
      if (!user?.totpEnabled || code.length > 64) throw fieldError('code', WRONG_CODE);
      await this.guard.checkCode(user, ip, code, this.twoFactor, () =>
        fieldError('code', WRONG_CODE),
      );
    } else {
      const owner = await this.passkeys.signIn(proof.passkey).catch((err: unknown) => {
        if (err instanceof AppError && err.kind === 'BAD_USER_INPUT') throw err;
        return null;
      });
      if (owner !== actor.id) throw fieldError('passkey', PASSKEY_NOT_YOURS);
    }
    return write(this.deps, actor, async (m, fx) => {
      await fx.log(
        accountFact(
          actor.id,
          'identity-confirmed',
          `${actor.username} confirmed it was them (${how === 'code' ? 'a code' : `their ${how}`})`,
        ),
      );
      return this.mark(m, actor);
    });
  }

  /**
   * Marks `actor`'s session confirmed now, in `m`'s transaction: confirmIdentity, and a
   * changePassword or disableTotp whose password or code was right. Answers until when.
   */
  async mark(m: EntityManager, actor: AuthUser): Promise<Date> {
    // An UPDATE answers [its rows, how many] (TypeORM on PostgreSQL).
    const [rows] = (await m.query(
      `UPDATE sessions SET confirmed_at = now() WHERE id = $1 AND user_id = $2
       RETURNING confirmed_at + make_interval(mins => $3) AS until`,
      [actor.sid ?? null, actor.id, CONFIRMED_MINUTES],
    )) as [{ until: Date }[], number];
    return rows[0]?.until ?? new Date();
  }

  /** Refuses (FORBIDDEN, reason CONFIRM_IDENTITY) unless `actor`'s session was confirmed lately. */
  async require(actor: AuthUser): Promise<void> {
    const rows: unknown[] = await this.ds.query(
      `SELECT 1 FROM sessions WHERE id = $1 AND user_id = $2
         AND confirmed_at > now() - make_interval(mins => $3)`,
      [actor.sid ?? null, actor.id, CONFIRMED_MINUTES],
    );
    if (rows.length === 0) {
      throw new AppError('FORBIDDEN', CONFIRM_FIRST, [], undefined, 'CONFIRM_IDENTITY');
    }
  }
}
