import { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { EventBus } from './events/bus';
import { noJobs, type Jobs } from './jobs/jobs';
import type { Logger } from './logger';
import { createStorage, FileStorage } from './storage';

/** What time it is: passed in, so a test can say. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/**
 * Everything a service may be built from, made once at start-up (main.ts, the test harness)
 * and passed to each feature's factory (features/index.ts). Nothing is looked up elsewhere.
 */
export interface Deps {
  db: DataSource;
  /** a small pg pool of the app's own, for libraries that run their statements on a pool (rate limits) */
  pool: Pool;
  /** publish/subscribe across instances (LISTEN/NOTIFY); `start()` it before serving */
  bus: EventBus;
  /** background work queued inside a write's transaction */
  jobs: Jobs;
  storage: FileStorage;
  config: Config;
  clock: Clock;
  log: Logger;
}

/** The app's dependencies over one database; `jobs` defaults to none (unit tests without a queue). */
export function createDeps(
  db: DataSource,
  config: Config,
  log: Logger,
  extra: Partial<Pick<Deps, 'jobs' | 'clock'>> = {},
): Deps {
  return {
    db,
    pool: new Pool({ connectionString: (db.options as { url?: string }).url, max: 4 }),
    bus: new EventBus(db, log),
    jobs: extra.jobs ?? noJobs,
    storage: new FileStorage(createStorage(config), config.jwtSecret),
    config,
    clock: extra.clock ?? systemClock,
    log,
  };
}
