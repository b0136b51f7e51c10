import type { EntityManager, Repository } from 'typeorm';
import type { AuthService } from '../auth/auth.service';
import { hashPassword } from '../auth/password';
import { endSessionsOf } from '../auth/sessions';
import type { AuthUser } from '../../identity/tokens';
import { User } from '../auth/user.entity';
import { isUniqueViolation } from '../../database/pg-errors';
import { conflict, fieldError, notFound } from '../../errors';
import { write } from '../../database/write';
import type { Deps } from '../../deps';
import { validateInput } from '../../validation';
import type { ActivityFact } from '../../records/activity-log';
import {
  ChangePasswordInput,
  EmailInput,
  PasswordInput,
  RoleInput,
  StaffUserInput,
} from './user.inputs';
import { accountFact } from '../auth/account-activity';
import { changesOf, plainFields } from '../../records/changes';

/** An account's fields an admin changes, as the activity log's "what changed" shows them. */
const ACCOUNT_FIELDS = plainFields(['role', 'active', 'passwordHash']);

const taken = (username: string) => conflict(`The username "${username}" is taken`, 'username');

/** Staff accounts: admins create, disable, re-role and reset; everyone changes their own password. */
export class StaffUserService {
  private readonly users: Repository<User>;

  constructor(
    private readonly deps: Deps,
    private readonly auth: AuthService,
  ) {
    this.users = deps.db.getRepository(User);
  }

  list(): Promise<User[]> {
    return this.users.createQueryBuilder('u').orderBy('LOWER(u.username)').getMany();
  }

  async create(raw: unknown, actor: AuthUser): Promise<User> {
    const input = await validateInput(StaffUserInput, raw);
    const username = input.username.trim();
    if (
      await this.users
        .createQueryBuilder('u')
        .where('LOWER(u.username) = LOWER(:username)', { username })
        .getExists()
    ) {
      throw taken(username);
    }
    const passwordHash = await hashPassword(input.password);
    try {
      return await this.usersWrite(actor, async (m, log) => {
        const user = await m.save(
          User,
          // The admin knows it: its owner must choose their own at the first sign-in.
          m.create(User, { username, role: input.role, passwordHash, mustChangePassword: true }),
        );
        await log(accountFact(user.id, 'create', `Created ${user.role} account ${user.username}`));
        return user;
      });
    } catch (err) {
      // Two admins creating the same name at once: the unique index decides.
      if (isUniqueViolation(err)) throw taken(username);
      throw err;
    }
  }

  async setActive(id: number, active: boolean, actor: AuthUser): Promise<User> {
    if (!active && id === actor.id) {
      throw fieldError('active', 'You cannot disable your own account');
    }
    return this.usersWrite(actor, async (m, log) => {
      const user = await this.lockedUser(m, id);
      if (user.active === active) return user;
      if (!active && user.role === 'admin') await this.keepAnAdmin(m, 'disable');
      user.active = active;
      await m.save(User, user);
      // Re-enabling must not bring back the tokens it had.
      if (!active) await endSessionsOf(m, id);
      await log({
        ...accountFact(
          id,
          active ? 'enable' : 'disable',
          `${active ? 'Enabled' : 'Disabled'} account ${user.username}`,
        ),
        changes: changesOf(ACCOUNT_FIELDS, { active: !active }, { active }),
      });
      return user;
    });
  }

  async setRole(id: number, role: unknown, actor: AuthUser): Promise<User> {
    const input = await validateInput(RoleInput, { role });
    return this.usersWrite(actor, async (m, log) => {
      const user = await this.lockedUser(m, id);
      if (user.role === input.role) return user;
      if (user.role === 'admin' && user.active) await this.keepAnAdmin(m, 'demote');
      const before = user.role;
      user.role = input.role;
      await m.save(User, user);
      // Its tokens carry the old role, and its live alerts were granted to it: it signs in anew.
      await endSessionsOf(m, id);
      await log({
        ...accountFact(id, 'role', `Changed ${user.username} from ${before} to ${user.role}`),
        changes: changesOf(ACCOUNT_FIELDS, { role: before }, { role: user.role }),
      });
      return user;
    });
  }

  async resetPassword(id: number, password: unknown, actor: AuthUser): Promise<User> {
    const input = await validateInput(PasswordInput, { password });
    // One's own password set this way is a password change without the current one.
    if (id === actor.id) await this.auth.stepUp.require(actor);
    const passwordHash = await hashPassword(input.password);
    return this.usersWrite(actor, async (m, log) => {
      const user = await this.lockedUser(m, id);
      user.passwordHash = passwordHash;
      user.mustChangePassword = true;
      await m.save(User, user);
      await endSessionsOf(m, id);
      await log({
        ...accountFact(id, 'password', `Reset the password of ${user.username}`),
        // The hash only says that it changed (records/changes.ts masks it).
        changes: changesOf(ACCOUNT_FIELDS, { passwordHash: 'old' }, { passwordHash: 'new' }),
      });
      return user;
    });
  }

  /**
   * Where account `id`'s notices and reset links go: set by an admin (Staff accounts) or by the
   * owner (My account); empty clears it. An address belongs to one account at most. One's own
   * address needs a fresh confirmation of identity (it is where the reset link goes), and both
   * the old and the new address hear of a change.
   */
  async setEmail(id: number, email: unknown, actor: AuthUser): Promise<User> {
    const input = await validateInput(EmailInput, { email: email ?? null });
    const address = input.email ? input.email : null;
    if (id === actor.id) await this.auth.stepUp.require(actor);
    try {
      return await write(this.deps, actor, async (m, { log, changed, enqueue }) => {
        changed('users');
        const user = await this.lockedUser(m, id);
        const before = user.email ?? null;
        if (before === address) return user;
        user.email = address;
        await m.save(User, user);
        for (const [to, side] of [
          [before, 'old'],
          [address, 'new'],
        ] as const) {
          if (to) {
            await enqueue({
              queue: 'security-mail',
              data: { userId: id, kind: 'email-changed', to, side },
            });
          }
        }
        await log(
          accountFact(
            id,
            'update',
            id === actor.id
              ? `${user.username} changed their e-mail address`
              : `Changed the e-mail address of ${user.username}`,
          ),
        );
        return user;
      });
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw conflict('Another staff account has this e-mail address', 'email');
      }
      throw err;
    }
  }

  /**
   * Any signed-in user's own password, with the current one: a wrong current password counts
   * as a failed sign-in of the account (AuthService.checkPassword), so this is no way around
   * the lockout.
   */
  async changePassword(
    actor: AuthUser,
    currentPassword: unknown,
    newPassword: unknown,
    ip: string,
  ) {
    const input = await validateInput(ChangePasswordInput, { currentPassword, newPassword });
    // The current password is the proof of identity step-up asks for (§19).
    const user = await this.auth.guard.checkPassword(
      actor.username,
      ip,
      input.currentPassword,
      () => fieldError('currentPassword', 'The current password is not right'),
      true,
    );
    if (input.newPassword === input.currentPassword) {
      throw fieldError('newPassword', 'The new password must differ from the current one');
    }
    const passwordHash = await hashPassword(input.newPassword);
    await this.usersWrite(actor, async (m, log) => {
      await m.update(User, { id: actor.id }, { passwordHash, mustChangePassword: false });
      // Signs out the laptop left at the office; this session stays signed in.
      await endSessionsOf(m, actor.id, actor.sid);
      await this.auth.stepUp.mark(m, actor);
      await log(accountFact(actor.id, 'password', `${user.username} changed their password`));
    });
    return true;
  }

  /**
   * A staff write to `users` (and the sessions it ends): once committed, this process forgets the accounts it remembers
   * before it answers (AuthService.current), so the very next request sees the change. The
   * table's trigger tells the other processes.
   */
  private usersWrite<R>(
    actor: AuthUser,
    work: (m: EntityManager, log: (fact: ActivityFact) => Promise<void>) => Promise<R>,
  ): Promise<R> {
    return write(this.deps, actor, (m, { log, changed }) => {
      changed('users');
      return work(m, log);
    });
  }

  /** When account `id`'s sign-in lock ends, or null when it is not locked. */
  lockedUntil(user: User): Promise<Date | null> {
    return this.auth.guard.lockedUntil(user.username);
  }

  /** An admin lifts the lock of account `id` after failed sign-ins. */
  async unlock(id: number, actor: AuthUser): Promise<User> {
    const user = await this.users.findOneBy({ id });
    if (!user) throw notFound('Staff account');
    await this.auth.guard.unlock(user.username);
    await write(this.deps, actor, (_m, { log }) =>
      log(accountFact(id, 'unlock', `Unlocked the sign-in of ${user.username}`)),
    );
    return user;
  }

  private async lockedUser(m: EntityManager, id: number): Promise<User> {
    const user = await m.findOne(User, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!user) throw notFound('Staff account');
    return user;
  }

  /**
   * Refuses to take away the last active admin. The active admins' rows are locked first, so two
   * admins disabling each other at the same moment cannot both succeed.
   */
  private async keepAnAdmin(m: EntityManager, what: 'disable' | 'demote') {
    const admins: unknown[] = await m.query(
      `SELECT id FROM users WHERE role = 'admin' AND active ORDER BY id FOR UPDATE`,
    );
    if (admins.length <= 1) {
      throw fieldError(
        what === 'disable' ? 'active' : 'role',
        `You cannot ${what} the last active admin: make another admin first`,
      );
    }
  }
}
