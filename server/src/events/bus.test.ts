/**
 * The event bus and the public cache against a real PostgreSQL: two buses stand for two app
 * processes sharing one database.
 */
import { DataSource } from 'typeorm';
import { PublicCache } from '../cache/public-cache';
import { createLogger } from '../logger';
import { ADMIN_ACTOR, createTestApp, pngImage, type TestApp } from '../test/harness';
import { EventBus, type Topics } from './bus';

let t: TestApp;
let otherDs: DataSource;
let other: EventBus;
const log = createLogger('silent', false);

beforeAll(async () => {
  t = await createTestApp();
  await t.reset();
  otherDs = new DataSource({ type: 'postgres', url: (t.ds.options as { url: string }).url });
  await otherDs.initialize();
  other = new EventBus(otherDs, log);
  await other.start();
});
afterAll(async () => {
  await other.close();
  await otherDs.destroy();
  await t.close();
});

/** Collects one bus's events of a topic; `next(pred)` waits for the first matching one. */
function recorder<K extends keyof Topics>(bus: EventBus, topic: K) {
  const seen: Topics[K][] = [];
  const waiters: { pred: (p: Topics[K]) => boolean; resolve: (p: Topics[K]) => void }[] = [];
  bus.subscribe(topic, (p) => {
    seen.push(p);
    for (const w of waiters.filter((w) => w.pred(p))) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(p);
    }
  });
  return {
    seen,
    next: (pred: (p: Topics[K]) => boolean = () => true) =>
      new Promise<Topics[K]>((resolve, reject) => {
        const found = seen.find(pred);
        if (found) return resolve(found);
        waiters.push({ pred, resolve });
        setTimeout(() => reject(new Error(`no ${topic} event within 3 s`)), 3000).unref();
      }),
  };
}

describe('event bus', () => {
  it('delivers a publish to this process at once and to the other process through NOTIFY', async () => {
    const here = recorder(t.services.bus, 'staff_alert');
    const there = recorder(other, 'staff_alert');
    const alert = { kind: 'MESSAGE', id: 7, title: 'Hello', createdAt: new Date().toISOString() };
    const published = t.services.bus.publish('staff_alert', alert);
    expect(here.seen).toEqual([alert]); // synchronously, before the NOTIFY round trip
    await published;
    await expect(there.next()).resolves.toEqual(alert);
    // The publisher does not hear its own NOTIFY a second time.
    await other.publish('staff_alert', { ...alert, id: 8 });
    await here.next((p) => p.id === 8);
    expect(here.seen.map((p) => p.id)).toEqual([7, 8]);
  });

  it('hears PostgreSQL announce committed writes to public tables, and not rolled-back ones', async () => {
    const there = recorder(other, 'data_changed');
    await t.ds
      .transaction(async (m) => {
        await m.query(
          `INSERT INTO news (title, description, date, image) VALUES ('x','y','2024-01-01','a.png')`,
        );
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await t.ds.query(
      `INSERT INTO fare_rates (from_place, to_place, fare_rate) VALUES ('A', 'B', 10)`,
    );
    // NOTIFYs arrive in commit order: once fare_rates is heard, a news event would have been too.
    await there.next((p) => p.table === 'fare_rates');
    expect(there.seen.map((p) => p.table)).not.toContain('news');
  });

  it('reconnects after losing its connection and then says everything may have changed', async () => {
    const there = recorder(other, 'data_changed');
    await t.ds.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE application_name = 'drw-events' AND datname = current_database()`,
    );
    await there.next((p) => p.table === '*');
    await t.ds.query(
      `INSERT INTO fare_rates (from_place, to_place, fare_rate) VALUES ('C', 'D', 10)`,
    );
    await there.next((p) => p.table === 'fare_rates');
  });
});

describe('public cache', () => {
  it('forgets at once when this process writes, and when another process writes', async () => {
    const cache = t.services.publicCache;
    cache.set('news', 'old list');
    await t.services.news.create(
      { title: 'Fresh', description: 'd', date: '2024-05-01' },
      { buffer: await pngImage(), originalName: 'x.png' },
      ADMIN_ACTOR,
    );
    expect(cache.get('news')).toBeUndefined(); // no waiting for the NOTIFY round trip

    const elsewhere = new PublicCache(other);
    elsewhere.set('news', 'old list');
    const there = recorder(other, 'data_changed');
    await t.services.news.create(
      { title: 'Fresh 2', description: 'd', date: '2024-05-02' },
      { buffer: await pngImage(), originalName: 'x.png' },
      ADMIN_ACTOR,
    );
    await there.next((p) => p.table === 'news');
    expect(elsewhere.get('news')).toBeUndefined();
  });

  it('does not store a value computed while a change arrived', async () => {
    const cache = new PublicCache<string>(undefined);
    let release!: () => void;
    const slow = cache.wrap('k', () => new Promise<string>((r) => (release = () => r('stale'))));
    cache.clear(); // a write lands while the read is in flight
    release();
    await expect(slow).resolves.toBe('stale');
    expect(cache.get('k')).toBeUndefined();
    await expect(cache.wrap('k', async () => 'fresh')).resolves.toBe('fresh');
    expect(cache.get('k')).toBe('fresh');
  });

  it('evicts the least recently used entry past its size', () => {
    const cache = new PublicCache<number>(undefined, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
  });
});
