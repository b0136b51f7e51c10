import type { EventBus } from '../events/bus';

/** What a signed-in request needs to know of its account, as the database has it. */
export interface AccountState {
  username: string;
  role: string;
  active: boolean;
}

/** At most this many accounts are remembered (a few dozen bytes each); emptied when full. */
const MAX_ACCOUNTS = 10_000;
/** A last resort against a notification lost without the listener noticing (a half-open socket). */
const MAX_AGE_MS = 60_000;

/**
 * The accounts signed-in requests act as, remembered between requests: reading the `users` row
 * on every request was a third of the database round trips (and socket writes) of a signed-in
 * list. Every change to `users` empties it — in this process at once (the staff services
 * announce their writes locally after commit), everywhere else when the table's trigger NOTIFY
 * arrives (see the account-change-notifications migration), whoever made the change, even in
 * psql. While the bus has no listening connection nothing is remembered, and nothing learnt
 * before a reconnect is trusted after it (notifications sent meanwhile are lost).
 */
export class AccountCache {
  private readonly entries = new Map<number, { state: AccountState | null; at: number }>();
  /** Bumped by every change: a read that overlapped one is not stored (it may be stale). */
  private generation = 0;
  /** The bus connection the entries were learnt under. */
  private connection = 0;

  constructor(private readonly bus: EventBus | undefined) {
    bus?.subscribe('data_changed', ({ table }) => {
      if (table === 'users' || table === '*') this.clear();
    });
  }

  /** Account `id` from the cache, or from `load` (remembered when nothing changed meanwhile). */
  async get(id: number, load: () => Promise<AccountState | null>): Promise<AccountState | null> {
    const connection = this.bus?.connection ?? 0;
    if (connection === 0) return load();
    if (connection !== this.connection) {
      this.clear();
      this.connection = connection;
    }
    const now = Date.now();
    const known = this.entries.get(id);
    if (known && now - known.at < MAX_AGE_MS) return known.state;
    const generation = this.generation;
    const state = await load();
    if (generation === this.generation && this.connection === this.bus?.connection) {
      if (this.entries.size >= MAX_ACCOUNTS) this.entries.clear();
      this.entries.set(id, { state, at: now });
    }
    return state;
  }

  clear() {
    this.generation++;
    this.entries.clear();
  }
}
