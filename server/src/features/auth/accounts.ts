import type { EventBus } from '../../events/bus';

/** What a signed-in request needs to know of its account and session, as the database has it. */
export interface AccountState {
  username: string;
  role: string;
  active: boolean;
  must_change_password: boolean;
  totp_enabled: boolean;
}

/** At most this many sessions are remembered (a few dozen bytes each); emptied when full. */
const MAX_ACCOUNTS = 10_000;
/** A last resort against a notification lost without the listener noticing (a half-open socket). */
const MAX_AGE_MS = 60_000;

/**
 * The sessions signed-in requests act in, with their accounts, remembered between requests:
 * reading the rows on every request was a third of the database round trips (and socket writes)
 * of a signed-in list. Every change to `users` and every ended session empties it — in this
 * process at once (the services announce their writes locally after commit), everywhere else
 * when the tables' trigger NOTIFY arrives (see the account-change-notifications and sessions
 * migrations), whoever made the change, even in psql. While the bus has no listening connection
 * nothing is remembered, and nothing learnt before a reconnect is trusted after it
 * (notifications sent meanwhile are lost).
 */
export class AccountCache {
  private readonly entries = new Map<string, { state: AccountState | null; at: number }>();
  /** Bumped by every change: a read that overlapped one is not stored (it may be stale). */
  private generation = 0;
  /** The bus connection the entries were learnt under. */
  private connection = 0;

  constructor(private readonly bus: EventBus | undefined) {
    bus?.subscribe('data_changed', ({ table }) => {
      if (table === 'users' || table === '*') this.clear();
    });
    bus?.subscribe('sessions_ended', () => this.clear());
  }

  /** Session `sid`'s account from the cache, or from `load` (remembered when nothing changed meanwhile). */
  async get(sid: string, load: () => Promise<AccountState | null>): Promise<AccountState | null> {
    const connection = this.bus?.connection ?? 0;
    if (connection === 0) return load();
    if (connection !== this.connection) {
      this.clear();
      this.connection = connection;
    }
    const now = Date.now();
    const known = this.entries.get(sid);
    if (known && now - known.at < MAX_AGE_MS) return known.state;
    const generation = this.generation;
    const state = await load();
    if (generation === this.generation && this.connection === this.bus?.connection) {
      if (this.entries.size >= MAX_ACCOUNTS) this.entries.clear();
      this.entries.set(sid, { state, at: now });
    }
    return state;
  }

  clear() {
    this.generation++;
    this.entries.clear();
  }
}
