import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { Client } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Logger } from '../logger';
import type { Storage } from '../storage';
import {
  AREAS,
  MANIFEST,
  PRIVATE_FILE,
  privateDir,
  SCHEMAS,
  hashing,
  qualified,
  type Manifest,
  type SequenceValue,
  type StoredFile,
  type TableDump,
} from './manifest';

/**
 * Writes a snapshot of the database and of every stored file into `dir` (which must not exist
 * yet). The database part is one REPEATABLE READ transaction, so every table is read as of one
 * moment while the site keeps running; each table streams through COPY and gzip to its file,
 * never whole in memory. The stored files are copied after it: a file uploaded meanwhile is
 * extra, and one deleted meanwhile is missing (a deleted item's image).
 */
export async function takeSnapshot(o: {
  url: string;
  store: Storage;
  dir: string;
  app: { name: string; version: string };
  log: Logger;
}): Promise<Manifest> {
  privateDir(o.dir);
  privateDir(path.join(o.dir, 'db'));
  const createdAt = new Date().toISOString();
  const db = await dumpDatabase(o.url, o.dir, o.log);
  const files = await copyFiles(o.store, o.dir, o.log);
  const manifest: Manifest = {
    format: 1,
    app: o.app.name,
    version: o.app.version,
    createdAt,
    ...db,
    files,
  };
  fs.writeFileSync(path.join(o.dir, MANIFEST), JSON.stringify(manifest, null, 2), {
    mode: PRIVATE_FILE,
  });
  return manifest;
}

async function dumpDatabase(url: string, dir: string, log: Logger) {
  const client = new Client({ connectionString: url, application_name: 'drw-backup' });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows: found } = await client.query<{ schema: string; name: string; columns: string[] }>(
      `SELECT n.nspname AS schema, c.relname AS name,
              array_agg(a.attname::text ORDER BY a.attnum) AS columns
         FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace
         JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0
                            AND NOT a.attisdropped AND a.attgenerated = ''
        WHERE n.nspname = ANY($1) AND c.relkind IN ('r', 'p') AND NOT c.relispartition
        GROUP BY 1, 2 ORDER BY 1, 2`,
      [SCHEMAS],
    );
    if (!found.some((t) => t.schema === 'public' && t.name === 'migrations')) {
      throw new Error('this database has no migrations table: is it the app’s database?');
    }
    const tables: TableDump[] = [];
    for (const t of found) {
      const file = `db/${t.schema}.${t.name}.copy.gz`;
      const cols = t.columns.map((c) => `"${c.replace(/"/g, '""')}"`).join(', ');
      // A SELECT, not the table: a partitioned table (pg-boss's jobs) is read with its partitions.
      const copy = client.query(
        copyTo(`COPY (SELECT ${cols} FROM ${qualified(t.schema, t.name)}) TO STDOUT`),
      );
      const h = hashing();
      const out = fs.createWriteStream(path.join(dir, file), { mode: PRIVATE_FILE });
      await pipeline(copy, zlib.createGzip(), h.stream, out);
      tables.push({ ...t, rows: copy.rowCount, file, ...h.result() });
      log.debug({ table: `${t.schema}.${t.name}`, rows: copy.rowCount }, 'table copied');
    }
    const { rows: seqs } = await client.query<{ schema: string; name: string }>(
      `SELECT schemaname AS schema, sequencename AS name FROM pg_sequences
        WHERE schemaname = ANY($1) ORDER BY 1, 2`,
      [SCHEMAS],
    );
    const sequences: SequenceValue[] = [];
    for (const s of seqs) {
      const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
        `SELECT last_value::text, is_called FROM ${qualified(s.schema, s.name)}`,
      );
      sequences.push({ ...s, lastValue: rows[0].last_value, isCalled: rows[0].is_called });
    }
    const { rows: last } = await client.query<{ name: string }>(
      'SELECT name FROM migrations ORDER BY id DESC LIMIT 1',
    );
    const queues = found.some((t) => t.schema === 'pgboss' && t.name === 'queue')
      ? (await client.query<{ name: string }>('SELECT name FROM pgboss.queue ORDER BY name')).rows
      : [];
    await client.query('COMMIT');
    return {
      lastMigration: last[0]?.name ?? '',
      tables,
      sequences,
      queues: queues.map((q) => q.name),
    };
  } finally {
    await client.end();
  }
}

async function copyFiles(store: Storage, dir: string, log: Logger): Promise<StoredFile[]> {
  const files: StoredFile[] = [];
  for (const area of AREAS) {
    privateDir(path.join(dir, 'files', area));
    for (const name of await store.list(area)) {
      const body = await store.read(area, name);
      if (!body) continue; // deleted since the listing
      const file = `files/${area}/${name}`;
      const h = hashing();
      await pipeline(
        body,
        h.stream,
        fs.createWriteStream(path.join(dir, file), { mode: PRIVATE_FILE }),
      );
      files.push({ area, name, file, ...h.result() });
    }
    log.debug({ area, files: files.filter((f) => f.area === area).length }, 'files copied');
  }
  return files;
}
