import { DataSource } from 'typeorm';
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

export async function openDatabase(url: string, entities: Function[]): Promise<DataSource> {
  const ds = createDataSource(url, entities);
  await ds.initialize();
  try {
    await withStartupLock(ds, () => ds.runMigrations({ transaction: 'each' }));
  } catch (err) {
    await ds.destroy();
    throw err;
  }
  return ds;
}
