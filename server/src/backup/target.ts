import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config';
import { MANIFEST, PRIVATE_FILE, privateDir } from './manifest';
import { LEDGER, type LedgerEntry } from './ledger';

/**
 * Where snapshots are kept: a folder (BACKUP_DIR) or a bucket (BACKUP_S3_BUCKET, on the S3 store
 * of S3_*), one folder or key prefix per snapshot, named by its time so names sort by age. A
 * snapshot is built in a local folder first; a bucket then gets its files, the manifest last,
 * so a snapshot without a manifest is an unfinished one and is never offered for a restore.
 */
export interface Target {
  readonly where: string;
  /** A new local folder to build the named snapshot in. */
  staging(name: string): string;
  /** Keeps the snapshot built in `staging(name)`. */
  save(name: string): Promise<void>;
  /** Finished snapshots, oldest first. */
  list(): Promise<string[]>;
  remove(name: string): Promise<void>;
  /** A local folder holding the named snapshot (a bucket's is downloaded to a temp folder). */
  fetch(name: string): Promise<string>;
  /** Lets go of the temp folders it made. */
  close(): void;
  /** Adds an erasure to the ledger kept beside the snapshots (backup/ledger.ts). */
  appendErasure(entry: LedgerEntry): Promise<void>;
  /** The ledger's erasures, in no particular order. */
  erasures(): Promise<LedgerEntry[]>;
}

export function snapshotName(at = new Date()): string {
  return `snapshot-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}`;
}

export function createTarget(config: Config): Target {
  return config.BACKUP_S3_BUCKET ? new BucketTarget(config) : new FolderTarget(config.backupDir);
}

class FolderTarget implements Target {
  constructor(private readonly dir: string) {}

  get where() {
    return this.dir;
  }

  staging(name: string) {
    const dir = path.join(this.dir, `${name}.partial`);
    fs.rmSync(dir, { recursive: true, force: true });
    privateDir(this.dir);
    privateDir(dir);
    return dir;
  }

  async save(name: string) {
    fs.renameSync(path.join(this.dir, `${name}.partial`), path.join(this.dir, name));
  }

  async list() {
    if (!fs.existsSync(this.dir)) return [];
    return fs
      .readdirSync(this.dir)
      .filter((n) => fs.existsSync(path.join(this.dir, n, MANIFEST)))
      .sort();
  }

  async remove(name: string) {
    fs.rmSync(path.join(this.dir, name), { recursive: true, force: true });
  }

  async fetch(name: string) {
    return path.join(this.dir, name);
  }

  close() {}

  async appendErasure(entry: LedgerEntry) {
    privateDir(this.dir);
    const line = `${JSON.stringify(entry)}\n`;
    fs.appendFileSync(path.join(this.dir, `${LEDGER}.jsonl`), line, { mode: PRIVATE_FILE });
  }

  async erasures() {
    const file = path.join(this.dir, `${LEDGER}.jsonl`);
    if (!fs.existsSync(file)) return [];
    return fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LedgerEntry);
  }
}

class BucketTarget implements Target {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly temp = fs.mkdtempSync(path.join(os.tmpdir(), 'drw-backup-'));

  constructor(config: Config) {
    this.bucket = config.BACKUP_S3_BUCKET!;
    this.client = new S3Client({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      credentials: {
        accessKeyId: config.S3_ACCESS_KEY_ID!,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
      },
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  get where() {
    return `s3://${this.bucket}`;
  }

  staging(name: string) {
    const dir = path.join(this.temp, name);
    privateDir(dir);
    return dir;
  }

  async save(name: string) {
    const dir = path.join(this.temp, name);
    const files = (fs.readdirSync(dir, { recursive: true }) as string[])
      .filter((f) => fs.statSync(path.join(dir, f)).isFile())
      .sort((a, b) => Number(a === MANIFEST) - Number(b === MANIFEST));
    for (const f of files) {
      const file = path.join(dir, f);
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: `${name}/${f.split(path.sep).join('/')}`,
          Body: fs.createReadStream(file),
          ContentLength: fs.statSync(file).size,
        }),
      );
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }

  private async keys(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  async list() {
    return (await this.keys(''))
      .filter((k) => k.endsWith(`/${MANIFEST}`) && k.split('/').length === 2)
      .map((k) => k.split('/')[0])
      .sort();
  }

  async remove(name: string) {
    // One by one: not every S3-compatible store takes the batch delete's checksum header.
    for (const Key of await this.keys(`${name}/`)) {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }));
    }
  }

  async fetch(name: string) {
    const dir = path.join(this.temp, name);
    for (const key of await this.keys(`${name}/`)) {
      const file = path.join(this.temp, ...key.split('/'));
      if (!path.resolve(file).startsWith(path.resolve(dir) + path.sep)) continue;
      privateDir(path.dirname(file));
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      await pipeline(res.Body as Readable, fs.createWriteStream(file, { mode: PRIVATE_FILE }));
    }
    return dir;
  }

  close() {
    fs.rmSync(this.temp, { recursive: true, force: true });
    this.client.destroy();
  }

  // One object per erasure, its entry in its key: a bucket has no append.
  async appendErasure(entry: LedgerEntry) {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: `${LEDGER}/${entry.at}_${entry.hash}`,
        Body: '',
      }),
    );
  }

  async erasures() {
    return (await this.keys(`${LEDGER}/`)).flatMap((key) => {
      const [at, hash] = key.slice(LEDGER.length + 1).split('_');
      return at && hash ? [{ at, hash }] : [];
    });
  }
}
