/**
 * The accounts each process remembers for signed-in requests (AccountCache), with two apps on
 * one PostgreSQL standing for two instances: a change is seen by the very next request of the
 * process that made it, and by the other as soon as the trigger's NOTIFY arrives — whoever made
 * the change, even by hand in SQL.
 */
import { Client } from 'pg';
import request from 'supertest';
import { EventBus } from '../../events/bus';
import { createLogger } from '../../logger';
import { appPerFile, ADMIN_ACTOR, createTestApp, type TestApp } from '../../test/harness';
import { AccountCache, type AccountState } from './accounts';

const one = appPerFile();
/** Another instance on the same database, never reset: `one` resets what they share. */
const two = appPerFile(() => createTestApp(), { resetEach: false });

/** The status an instance answers for a staff-only read with `token` (admin-only: the inbox). */
const inboxStatus = async (app: TestApp, token: string) =>
  (await request(app.app).get('/api/contactus').set('authorization', `Bearer ${token}`)).status;

/** Polls until `app` answers `status`; fails unless a read started within one second saw it. */
async function within1s(app: TestApp, token: string, status: number) {
  const since = Date.now();
  for (;;) {
    const started = Date.now() - since;
    const got = await inboxStatus(app, token);
    if (got === status) return;
    if (started > 1000) throw new Error(`still ${got}, not ${status}, after 1 s`);
  }
}

const userId = async (username: string) =>
  (await one.services.users.list()).find((u) => u.username === username)!.id;

describe('accounts remembered between requests', () => {
  it("a disabled account's token is refused by the next request here, and on the other instance once the NOTIFY arrives", async () => {
    const token = await one.staffToken('rina', 'admin');
    const id = await userId('rina');
    // Both instances have the account in their cache before the change.
    for (const app of [one, two, one, two]) expect(await inboxStatus(app, token)).toBe(200);

    await one.services.users.setActive(id, false, ADMIN_ACTOR);
    expect(await inboxStatus(one, token)).toBe(401);
    await within1s(two, token, 401);

    // Disabling ended the account's sessions: enabling it brings none back.
    await one.services.users.setActive(id, true, ADMIN_ACTOR);
    expect(await inboxStatus(one, token)).toBe(401);
    expect(await inboxStatus(two, token)).toBe(401);
  });

  it('the instance that disabled the account refuses its next request without waiting for its own NOTIFY', async () => {
    const token = await one.staffToken('rina', 'admin');
    expect(await inboxStatus(one, token)).toBe(200);
    // PostgreSQL hands a session its notifications only between transactions: keep this
    // instance's listening session waiting on a lock the test holds, and the NOTIFY waits too.
    const listener = (one.services.bus as unknown as { listener: Client }).listener;
    const holder = new Client({ connectionString: (one.ds.options as { url: string }).url });
    await holder.connect();
    try {
      await holder.query('SELECT pg_advisory_lock(8801)');
      const waiting = listener.query('SELECT pg_advisory_lock(8801)');
      await one.services.users.setActive(await userId('rina'), false, ADMIN_ACTOR);
      expect(await inboxStatus(one, token)).toBe(401);
      await holder.query('SELECT pg_advisory_unlock(8801)');
      await waiting;
      await listener.query('SELECT pg_advisory_unlock(8801)');
    } finally {
      await holder.end();
    }
  });

  it('a demotion ends the account’s sessions on both instances', async () => {
    const token = await one.staffToken('rina', 'admin');
    for (const app of [one, two]) expect(await inboxStatus(app, token)).toBe(200);
    await two.services.users.setRole(await userId('rina'), 'editor', ADMIN_ACTOR);
    expect(await inboxStatus(two, token)).toBe(401);
    await within1s(one, token, 401);
  });

  it('a change made by hand in SQL reaches every instance: a re-role, then a deleted account', async () => {
    const token = await one.staffToken('rina', 'admin');
    const id = await userId('rina');
    for (const app of [one, two]) expect(await inboxStatus(app, token)).toBe(200);

    await one.ds.query(`UPDATE users SET role = 'editor' WHERE id = $1`, [id]);
    await Promise.all([within1s(one, token, 403), within1s(two, token, 403)]);
    await one.ds.query('DELETE FROM activity_entries WHERE actor_id = $1', [id]);
    await one.ds.query('DELETE FROM users WHERE id = $1', [id]);
    await Promise.all([within1s(one, token, 401), within1s(two, token, 401)]);
  });
});

describe('AccountCache', () => {
  const rina: AccountState = {
    username: 'rina',
    role: 'admin',
    active: true,
    must_change_password: false,
    totp_enabled: false,
  };

  it('does not keep an account read while a change arrived: the read may be from before it', async () => {
    const cache = new AccountCache(one.services.bus);
    let release!: (s: AccountState) => void;
    const slow = cache.get('s7', () => new Promise<AccountState>((r) => (release = r)));
    one.services.bus.announceLocally('data_changed', { table: 'users' });
    release(rina);
    expect(await slow).toEqual(rina);
    const load = jest.fn(async () => ({ ...rina, active: false }));
    expect(await cache.get('s7', load)).toEqual({ ...rina, active: false });
    expect(load).toHaveBeenCalledTimes(1);
    // …and one read with nothing in between is kept.
    expect(await cache.get('s7', load)).toEqual({ ...rina, active: false });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('ignores changes to other tables, and forgets everything on any other users change', async () => {
    const cache = new AccountCache(one.services.bus);
    const load = jest.fn(async () => rina);
    await cache.get('s7', load);
    one.services.bus.announceLocally('data_changed', { table: 'news' });
    await cache.get('s7', load);
    expect(load).toHaveBeenCalledTimes(1);
    one.services.bus.announceLocally('data_changed', { table: '*' });
    await cache.get('s7', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('remembers nothing while its bus is not listening (it would not hear of a change)', async () => {
    const deaf = new EventBus(one.ds, createLogger('silent', false));
    const cache = new AccountCache(deaf);
    const load = jest.fn(async () => rina);
    await cache.get('s7', load);
    await cache.get('s7', load);
    expect(load).toHaveBeenCalledTimes(2);
    await deaf.close();
  });
});
