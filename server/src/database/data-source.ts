import { DataSource } from 'typeorm';
import type { DatabaseUrls } from '../config';
import { grantAppRole, roleOf } from './app-role';
import { migrations } from './migrations';
import { withStartupLock } from './startup-lock';

/** The app's DataSource. Schema changes only through migrations, run at start — never synchronize. */
/** `entities`: every feature's (features/index.ts `allEntities()`). */
export function createDataSource(url: string, entities: Function[]): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsRun: false,
    synchronize: false,
    logging: false,
    // Names this process's connections (the /metrics pool gauge reads pg_stat_activity).
    applicationName: `drw-app-${process.pid}`,
    extra: { max: 10 },
  });
}

/**
 * Migrates as the owner and answers the DataSource that serves requests, as the app's role: the
 * owner grants it what serving needs in the same turn of the start-up lock (replicas take turns)
 * and its connections are closed again — a request never runs as the owner.
 */
export async function openDatabase(urls: DatabaseUrls, entities: Function[]): Promise<DataSource> {
  const owner = createDataSource(urls.owner, entities);
  await owner.initialize();
  const twoRoles = roleOf(urls.owner) !== roleOf(urls.app);
  try {
    await withStartupLock(owner, async () => {
      await owner.runMigrations({ transaction: 'each' });
      if (twoRoles) await grantAppRole(owner, roleOf(urls.app));
    });
  } catch (err) {
    await owner.destroy();
    throw err;
  }
  if (!twoRoles) return owner;
  await owner.destroy();
  const ds = createDataSource(urls.app, entities);
  await ds.initialize();
  return ds;
}
