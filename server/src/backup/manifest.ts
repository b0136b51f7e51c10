import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Area } from '../storage';

/**
 * What a snapshot holds, written last as manifest.json beside its files: a folder without one is
 * an unfinished snapshot. Every file of the snapshot (table dumps and stored files) has its SHA-256
 * here, so a restore checks the whole snapshot before it writes anything.
 */
export interface Manifest {
  format: 1;
  app: string;
  version: string;
  createdAt: string;
  /** The newest migration the database had: a restore runs the migrations up to this one. */
  lastMigration: string;
  tables: TableDump[];
  sequences: SequenceValue[];
  /** pg-boss queues: their job tables are partitions made when a queue is created. */
  queues: string[];
  files: StoredFile[];
}

export interface TableDump {
  schema: string;
  name: string;
  /** Every column but generated ones, which PostgreSQL computes again. */
  columns: string[];
  rows: number;
  /** Relative to the snapshot folder: the rows as COPY text, gzipped. */
  file: string;
  bytes: number;
  sha256: string;
}

export interface SequenceValue {
  schema: string;
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export interface StoredFile {
  area: Area;
  name: string;
  file: string;
  bytes: number;
  sha256: string;
}

export const MANIFEST = 'manifest.json';
export const SCHEMAS = ['public', 'pgboss'];
/** The store's areas: a snapshot's files are in these and no other. */
export const AREAS: readonly Area[] = ['public', 'private'];

/**
 * A snapshot holds every visitor's data: its files are the app user's alone (0600), in folders
 * only it may open (0700), whatever the umask; a folder made before is narrowed too.
 */
export const PRIVATE_FILE = 0o600;
export function privateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (fs.statSync(dir).uid === process.getuid?.()) fs.chmodSync(dir, 0o700);
}

/** A quoted, schema-qualified name for SQL. */
export const qualified = (schema: string, name: string) =>
  `"${schema.replace(/"/g, '""')}"."${name.replace(/"/g, '""')}"`;

/** Counts and hashes what passes through, unchanged. */
export function hashing() {
  const hash = createHash('sha256');
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ bytes, sha256: hash.digest('hex') }) };
}

export async function hashFile(file: string): Promise<{ bytes: number; sha256: string }> {
  const h = hashing();
  await pipeline(fs.createReadStream(file), h.stream, async (chunks) => {
    for await (const _ of chunks) void _;
  });
  return h.result();
}

export function readManifest(dir: string): Manifest {
  const file = path.join(dir, MANIFEST);
  if (!fs.existsSync(file)) {
    throw new BackupError(
      `${dir} is not a finished snapshot (it has no ${MANIFEST}): pick another one.`,
    );
  }
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  if (manifest.format !== 1) {
    throw new BackupError(`${dir} has a snapshot format this version does not know.`);
  }
  return manifest;
}

/** A refusal or failure with a message for the operator; nothing else to print. */
export class BackupError extends Error {}
