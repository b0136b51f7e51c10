import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { Client } from 'pg';
import PgBoss from 'pg-boss';
import { from as copyFrom } from 'pg-copy-streams';
import { DataSource } from 'typeorm';
import { migrations } from '../database/migrations';
import type { Logger } from '../logger';
import { reapplyErasures, type LedgerEntry } from './ledger';
import type { PersonalRecord } from '../records/personal-data';
import type { Storage } from '../storage';
import { contentTypeOf, isObjectName } from '../storage/store';
import {
  AREAS,
  BackupError,
  SCHEMAS,
  hashFile,
  qualified,
  readManifest,
  type Manifest,
} from './manifest';

/**
 * Checks a snapshot folder before anything is written: every file named in the manifest is there,
 * inside the folder and not through a symbolic link, with the size and SHA-256 the manifest says;
 * each stored file belongs to an area the store has; and this code knows the snapshot's last
 * migration (a snapshot of a newer version is refused).
 */
export async function verifySnapshot(dir: string): Promise<Manifest> {
  const manifest = readManifest(dir);
  const root = fs.realpathSync(path.resolve(dir));
  const wrong: string[] = [];
  for (const entry of [...manifest.tables, ...manifest.files]) {
    const file = path.resolve(root, entry.file);
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file)) {
      wrong.push(`${entry.file} (missing)`);
      continue;
    }
    // A link (the file's, or a folder's on its way) would restore bytes from outside the
    // snapshot, or from a place that changes after this check.
    if (fs.lstatSync(file).isSymbolicLink() || fs.realpathSync(file) !== file) {
      wrong.push(`${entry.file} (a symbolic link)`);
      continue;
    }
    const { bytes, sha256 } = await hashFile(file);
    if (bytes !== entry.bytes || sha256 !== entry.sha256) wrong.push(`${entry.file} (altered)`);
  }
  for (const f of manifest.files) {
    if (!AREAS.includes(f.area)) wrong.push(`${f.file} (not an area of the store: ${f.area})`);
    else if (!isObjectName(f.name)) wrong.push(`${f.file} (not a stored file's name)`);
  }
  if (wrong.length) {
    throw new BackupError(
      `The snapshot ${dir} does not match its manifest, so nothing was restored:\n  ${wrong.join('\n  ')}`,
    );
  }
  if (!migrations.some((m) => m.name === manifest.lastMigration)) {
    throw new BackupError(
      `The snapshot was made by a newer version of the app (its last migration, ` +
        `${manifest.lastMigration}, is unknown here): restore it with version ${manifest.version} or later.`,
    );
  }
  return manifest;
}

/** Refuses, changing nothing, unless the database has none of our tables and the store no file. */
async function ensureEmpty(url: string, store: Storage): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = ANY($1) AND c.relkind IN ('r', 'p', 'S', 'v', 'm')`,
      [SCHEMAS],
    );
    if (rows[0].n > 0) {
      throw new BackupError(
        `The database is not empty (${rows[0].n} tables and sequences): a restore goes only into ` +
          'an empty database, so nothing was changed. Restore into a new database (or, with the ' +
          'embedded one, a new DATA_DIR), and point the app at it.',
      );
    }
  } finally {
    await client.end();
  }
  await store.check(); // reachable, and the local folders made
  const stored = (await store.list('public')).length + (await store.list('private')).length;
  if (stored > 0) {
    throw new BackupError(
      `The file store is not empty (${stored} files): a restore goes only into an empty store, ` +
        'so nothing was changed. Use a new bucket or uploads folder.',
    );
  }
}

/**
 * Restores a verified snapshot into an empty database and store: the migrations up to the
 * snapshot's last one make the schema (constraints, triggers and indexes as the code defines
 * them), then, in one transaction, whatever the migrations seeded is replaced by the snapshot's
 * rows, the sequences are set, and every table's row count is checked against the manifest.
 * Triggers do not fire meanwhile (session_replication_role = replica, which needs the database
 * owner to be a superuser, as in compose and the embedded database): the rows are already what
 * they produced, and the activity log's append-only rule would refuse the truncation. Last, the
 * erasures the ledger records after the snapshot are made again (ledger.ts).
 */
export async function restoreSnapshot(o: {
  url: string;
  store: Storage;
  dir: string;
  log: Logger;
  /**
   * The erasure ledger, and its key: the erasures made after the snapshot are made again, over
   * the declared records holding personal data (the caller hands them: features/index.ts).
   */
  ledger?: { key: string; entries: LedgerEntry[]; records: PersonalRecord[] };
}): Promise<Manifest & { erasures: number }> {
  const manifest = await verifySnapshot(o.dir);
  await ensureEmpty(o.url, o.store);

  const upTo = migrations.findIndex((m) => m.name === manifest.lastMigration);
  const ds = new DataSource({
    type: 'postgres',
    url: o.url,
    migrations: migrations.slice(0, upTo + 1),
  });
  await ds.initialize();
  try {
    await ds.runMigrations({ transaction: 'each' });
  } finally {
    await ds.destroy();
  }
  if (manifest.tables.some((t) => t.schema === 'pgboss')) {
    // pg-boss makes its own schema, as the app would at start.
    const boss = new PgBoss({ connectionString: o.url, supervise: false, schedule: false });
    boss.on('error', (err) => o.log.warn({ err }, 'job queue error'));
    await boss.start();
    await boss.stop({ graceful: false, wait: true });
  }

  const client = new Client({ connectionString: o.url, application_name: 'drw-restore' });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL session_replication_role = replica');
    for (const queue of manifest.queues) {
      await client.query(`SELECT pgboss.create_queue($1, '{}'::json)`, [queue]);
    }
    // Triggers that fire even for a replica (row counts, search words) are paused too.
    const { rows: always } = await client.query<{ tbl: string; name: string }>(
      `SELECT t.tgrelid::regclass::text AS tbl, t.tgname AS name FROM pg_trigger t
         JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = ANY($1) AND t.tgenabled = 'A' AND NOT t.tgisinternal`,
      [SCHEMAS],
    );
    const trigger = async (how: string) => {
      for (const t of always) await client.query(`ALTER TABLE ${t.tbl} ${how} TRIGGER "${t.name}"`);
    };
    await trigger('ENABLE');
    const names = manifest.tables.map((t) => qualified(t.schema, t.name));
    await client.query(`TRUNCATE ${names.join(', ')}`);
    for (const t of manifest.tables) {
      const cols = t.columns.map((c) => `"${c.replace(/"/g, '""')}"`).join(', ');
      await pipeline(
        fs.createReadStream(path.join(o.dir, t.file)),
        zlib.createGunzip(),
        client.query(copyFrom(`COPY ${qualified(t.schema, t.name)} (${cols}) FROM STDIN`)),
      );
    }
    for (const s of manifest.sequences) {
      await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
        qualified(s.schema, s.name),
        s.lastValue,
        s.isCalled,
      ]);
    }
    await trigger('ENABLE ALWAYS');
    const wrong: string[] = [];
    for (const t of manifest.tables) {
      const { rows } = await client.query<{ n: string }>(
        `SELECT count(*) AS n FROM ${qualified(t.schema, t.name)}`,
      );
      if (Number(rows[0].n) !== t.rows)
        wrong.push(`${t.schema}.${t.name}: ${rows[0].n} ≠ ${t.rows}`);
    }
    if (wrong.length) {
      throw new BackupError(`Row counts differ from the manifest:\n  ${wrong.join('\n  ')}`);
    }
    await client.query('COMMIT');
    // Fresh statistics before the app reads: the TRUNCATE kept the old ones, and a bulk load under
    // them is planned as a few rows (a filtered inbox search took 18 s that way, not 0.1 s).
    await client.query(`ANALYZE`);
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    await client.end();
  }

  for (const f of manifest.files) {
    const body = await fs.promises.readFile(path.join(o.dir, f.file));
    await o.store.put(f.area, f.name, body, contentTypeOf(f.name));
  }
  o.log.info(
    { tables: manifest.tables.length, files: manifest.files.length },
    'restored the snapshot',
  );
  const erasures = o.ledger
    ? await reapplyErasures({
        ...o,
        ...o.ledger,
        since: new Date(manifest.createdAt),
      })
    : 0;
  return { ...manifest, erasures };
}
