import type { DataSource, EntityManager } from 'typeorm';
import { AppError, forbidden, notFound, unauthenticated } from '../../errors';
import type { EventBus } from '../../events/bus';
import { recordActivity } from '../../records/activity-log';
import { Session } from './session.entity';
import type { AuthUser } from '../../identity/tokens';
import type { ClientInfo } from './devices';
import { accountFact } from './account-activity';

/** A session's last seen time is written at most this often. */
const LAST_SEEN_EVERY_MS = 60_000;
/** At most this many sessions' last writes are remembered; emptied when full. */
const MAX_REMEMBERED = 10_000;
/** The condition of a live session row `s`: neither expired nor idle ($n: the idle minutes). */
export const sessionLive = (n: number) =>
  `s.expires_at > now() AND s.last_seen_at > now() - make_interval(mins => $${n})`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ends `userId`'s sessions (all, or all but `except`) inside the caller's transaction: used by
 * the password and account changes of the users feature. The table's trigger tells every
 * instance at commit; the caller announces the change locally after it.
 */
export async function endSessionsOf(
  m: EntityManager,
  userId: number,
  except?: string,
): Promise<number> {
  const [, count] = (await m.query(
    except
      ? 'DELETE FROM sessions WHERE user_id = $1 AND id <> $2'
      : 'DELETE FROM sessions WHERE user_id = $1',
    except ? [userId, except] : [userId],
  )) as [unknown, number];
  return count;
}

/**
 * Server-side sessions: a sign-in writes a row, its token carries the row's id
 * (`sid`), and the account check (AuthService.current) refuses a token whose row is gone.
 * Ending a session deletes the row: this process forgets it at once, the others when the
 * trigger's NOTIFY arrives (milliseconds).
 */
export class SessionService {
  /** When this process last wrote each session's last seen time (ms). */
  private readonly lastWritten = new Map<string, number>();

  constructor(
    private readonly ds: DataSource,
    private readonly ttlSeconds: number,
    /** A session unused this long has ended (SESSION_IDLE_MINUTES). */
    readonly idleMinutes: number,
    private readonly bus: EventBus,
  ) {}

  /** A new session for a user who has just signed in, in the sign-in's transaction. */
  async start(m: EntityManager, userId: number, client: ClientInfo): Promise<string> {
    const rows: { id: string }[] = await m.query(
      `INSERT INTO sessions (user_id, expires_at, user_agent, ip)
       VALUES ($1, now() + make_interval(secs => $2), $3, $4) RETURNING id`,
      [userId, this.ttlSeconds, client.userAgent.slice(0, 500), client.ip.slice(0, 64)],
    );
    return rows[0].id;
  }

  /** The signed-in user's live sessions, most recently seen first. */
  async list(actor: AuthUser): Promise<Session[]> {
    const rows = await this.ds
      .getRepository(Session)
      .createQueryBuilder('s')
      .where('s.userId = :id AND s.expiresAt > now()', { id: actor.id })
      .orderBy('s.lastSeenAt', 'DESC')
      .addOrderBy('s.createdAt', 'DESC')
      .getMany();
    return rows.map((row) => Object.assign(row, { current: row.id === actor.sid }));
  }

  /** Logout: ends the session of the token that asked. */
  async logout(actor: AuthUser): Promise<void> {
    const ended = actor.sid
      ? await this.deleted(
          'DELETE FROM sessions WHERE id = $1 AND user_id = $2',
          [actor.sid, actor.id],
          actor,
          `${actor.username} signed out`,
        )
      : 0;
    if (ended === 0) throw unauthenticated('Your session has expired or is invalid: sign in again');
  }

  /** Ends one of the signed-in user's own sessions (the current one included). */
  async end(actor: AuthUser, id: unknown): Promise<boolean> {
    if (typeof id !== 'string' || !UUID.test(id)) {
      throw new AppError('BAD_USER_INPUT', 'A session id looks like 3f2b…-…: this one is not', [
        { field: 'id', message: 'Not a session id' },
      ]);
    }
    const rows: { user_id: number }[] = await this.ds.query(
      'SELECT user_id FROM sessions WHERE id = $1 AND expires_at > now()',
      [id],
    );
    if (!rows.length) throw notFound('Session (it may have ended already)');
    if (rows[0].user_id !== actor.id) throw forbidden('That session is not yours');
    await this.deleted(
      'DELETE FROM sessions WHERE id = $1 AND user_id = $2',
      [id, actor.id],
      actor,
      `${actor.username} signed out one of their other sessions`,
    );
    return true;
  }

  /** "Sign out everywhere else": how many sessions ended. */
  endOthers(actor: AuthUser): Promise<number> {
    return this.deleted(
      'DELETE FROM sessions WHERE user_id = $1 AND id IS DISTINCT FROM $2',
      [actor.id, actor.sid ?? null],
      actor,
      `${actor.username} signed out everywhere else`,
    );
  }

  /** Notes that a session was used now: written to the row at most once a minute. */
  async seen(sid: string): Promise<void> {
    const now = Date.now();
    const last = this.lastWritten.get(sid);
    if (last !== undefined && now - last < LAST_SEEN_EVERY_MS) return;
    if (this.lastWritten.size >= MAX_REMEMBERED) this.lastWritten.clear();
    this.lastWritten.set(sid, now);
    // The condition keeps it to once a minute across instances too.
    await this.ds.query(
      `UPDATE sessions SET last_seen_at = now()
       WHERE id = $1 AND last_seen_at < now() - interval '1 minute'`,
      [sid],
    );
  }

  /**
   * Deletes sessions whose tokens have expired or that sat idle (the auth feature's
   * `expired-sessions` job): their deletion also closes their alert sockets on every instance.
   */
  deleteExpired(): Promise<number> {
    return this.deleted(
      `DELETE FROM sessions
       WHERE expires_at <= now() OR last_seen_at <= now() - make_interval(mins => $1)`,
      [this.idleMinutes],
    );
  }

  /** Runs a DELETE of sessions; with `actor`, the activity log records what ended (§14). */
  private async deleted(
    sql: string,
    params: unknown[],
    actor?: AuthUser,
    summary?: string,
  ): Promise<number> {
    const count = await this.ds.transaction(async (m) => {
      const [, n] = (await m.query(sql, params)) as [unknown, number];
      if (n > 0 && actor && summary) {
        await recordActivity(
          m,
          actor,
          accountFact(actor.id, 'session-ended', n > 1 ? `${summary} (${n} sessions)` : summary),
        );
      }
      return n;
    });
    // This process refuses the ended tokens from the next request on; the trigger tells the rest.
    if (count > 0) this.bus.announceLocally('sessions_ended', {});
    return count;
  }
}
