import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Deps } from '../../deps';
import { write } from '../../database/write';
import { fieldError } from '../../errors';
import { PasswordResetLimit } from '../../limits';
import { IsEmailAddress, RequiredText, validateInput } from '../../validation';
import { hashPassword } from './password';
import { NewPassword } from './password-rules';
import { endSessionsOf } from './sessions';
import { accountFact } from './account-activity';

/** A reset link works this long. */
export const RESET_MINUTES = 30;

export const LINK_GONE =
  'This link has expired or was used already: ask for a new one with “Forgot password?” on the sign-in page';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** How a reset job names the address asked for: its hash, so the job table holds no address. */
export const addressKey = (email: string) => sha256(email.trim().toLowerCase());

class RequestInput {
  @RequiredText('E-mail', 254)
  @IsEmailAddress('E-mail')
  email: string;
}

class ResetInput {
  @RequiredText('The link', 200)
  token: string;

  @NewPassword('New password')
  newPassword: string;
}

/** What the reset e-mail needs: who, where, and the link's token (never stored as is). */
export interface ResetMail {
  userId: number;
  username: string;
  email: string;
  token: string;
}

/**
 * Forgot password. A request answers the same whatever the address, and does
 * the same work: it counts against the limits and queues a job naming the address's hash; it
 * never looks the address up. The job's worker finds the account, if any, and makes the link:
 * the token exists only in the e-mail (the database keeps its hash), is good once, for 30
 * minutes. Using it sets the password and ends every session of the account.
 */
export class PasswordResets {
  private readonly limit: PasswordResetLimit;
  private readonly ds: DataSource;

  constructor(
    private readonly deps: Pick<Deps, 'db' | 'bus' | 'jobs' | 'pool'>,
    /** lifts a sign-in lock: the owner proved they read the account's mailbox */
    private readonly unlock: (username: string) => Promise<void>,
  ) {
    this.ds = deps.db;
    this.limit = new PasswordResetLimit(deps.pool);
  }

  /** "Forgot password?": always true for a well-formed address, known or not. */
  async request(email: unknown, ip: string): Promise<true> {
    const input = await validateInput(RequestInput, { email });
    await this.limit.request(ip, input.email);
    await write(this.deps, null, (_m, fx) =>
      fx.enqueue({ queue: 'password-reset-mail', data: { address: addressKey(input.email) } }),
    );
    return true;
  }

  /**
   * The worker's part: a new link for the active account whose address hashes to `address`, or
   * null when there is none. Recorded in the activity log with the link's row.
   */
  async issue(address: string): Promise<ResetMail | null> {
    const rows: { id: number; username: string; email: string }[] = await this.ds.query(
      `SELECT id, username, email FROM users
       WHERE active AND email IS NOT NULL
         AND encode(sha256(convert_to(LOWER(TRIM(email)), 'UTF8')), 'hex') = $1`,
      [address],
    );
    const user = rows[0];
    if (!user) return null;
    const token = randomBytes(32).toString('base64url');
    await write(this.deps, user, async (m, fx) => {
      await m.query(
        `INSERT INTO password_resets (token_hash, user_id, expires_at)
         VALUES ($1, $2, now() + make_interval(mins => $3))`,
        [sha256(token), user.id, RESET_MINUTES],
      );
      // Old links go with each new one: the table stays small without a job.
      await m.query('DELETE FROM password_resets WHERE expires_at < now()');
      await fx.log(
        accountFact(user.id, 'reset-requested', `${user.username} asked for a password reset link`),
      );
    });
    return { userId: user.id, username: user.username, email: user.email, token };
  }

  /** The e-mail could not be sent: its link must not work later. */
  async withdraw(token: string): Promise<void> {
    await this.ds.query('DELETE FROM password_resets WHERE token_hash = $1', [sha256(token)]);
  }

  /** /reset-password: a new password with the link's token; every session of the account ends. */
  async reset(token: unknown, newPassword: unknown, ip: string): Promise<true> {
    const input = await validateInput(ResetInput, { token, newPassword });
    await this.limit.use(ip);
    const hashed = sha256(input.token);
    const rows: { id: number; username: string }[] = await this.ds.query(
      `SELECT u.id, u.username FROM password_resets r JOIN users u ON u.id = r.user_id
       WHERE r.token_hash = $1 AND r.expires_at > now() AND u.active`,
      [hashed],
    );
    const user = rows[0];
    if (!user) throw fieldError('token', LINK_GONE);
    const passwordHash = await hashPassword(input.newPassword);
    await write(this.deps, user, async (m, fx) => {
      // The link is used up here: of two uses at once, one deletes it and the other fails.
      const [, used] = (await m.query(
        'DELETE FROM password_resets WHERE token_hash = $1 AND expires_at > now()',
        [hashed],
      )) as [unknown, number];
      if (used !== 1) throw fieldError('token', LINK_GONE);
      await m.query('DELETE FROM password_resets WHERE user_id = $1', [user.id]);
      await m.query(
        'UPDATE users SET password_hash = $2, must_change_password = false WHERE id = $1',
        [user.id, passwordHash],
      );
      await endSessionsOf(m, user.id);
      await fx.log(
        accountFact(
          user.id,
          'password-reset',
          `${user.username} set a new password with a reset link`,
        ),
      );
      fx.changed('users');
    });
    await this.unlock(user.username);
    return true;
  }
}
