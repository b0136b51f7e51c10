/**
 * Replicas started together (compose, a rolling deploy) migrate one after the other: two
 * openDatabase() calls racing on an empty database both succeed — migrated once, and the app
 * role granted once at a time (concurrent GRANTs on one object fail).
 */
import { allEntities } from '../features';
import { Client } from 'pg';
import { openDatabase } from './data-source';

it('two instances opening an empty database at once both come up, migrated once', async () => {
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const name = `${base.pathname.slice(1)}_race_w${process.env.JEST_WORKER_ID ?? '1'}`;
  const role = `drw_race_w${process.env.JEST_WORKER_ID ?? '1'}`;
  const admin = new Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.query(`DROP ROLE IF EXISTS ${role}`);
  await admin.query(`CREATE ROLE ${role} LOGIN PASSWORD 'race'`);
  base.pathname = `/${name}`;
  const app = new URL(base);
  app.username = role;
  app.password = 'race';
  const urls = { owner: base.toString(), app: app.toString() };
  try {
    const opened = await Promise.allSettled([
      openDatabase(urls, allEntities()),
      openDatabase(urls, allEntities()),
    ]);
    for (const o of opened) if (o.status === 'fulfilled') await o.value.destroy();
    expect(opened.map((o) => (o.status === 'rejected' ? String(o.reason) : 'ok'))).toEqual([
      'ok',
      'ok',
    ]);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`DROP ROLE IF EXISTS ${role}`);
    await admin.end();
  }
}, 30000);
