import archiver from 'archiver';
import { stringify } from 'csv-stringify/sync';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { DataSource } from 'typeorm';
import { neutralise } from '../../lists/csv';
import { exportColumns, type PersonalData } from '../../records/declaration';
import { emailColumn, type PersonalRecord } from '../../records/personal-data';
import type { FileStorage } from '../../storage';

type Row = Record<string, unknown>;
type Query = (sql: string, params: unknown[]) => Promise<Row[]>;

/** Rows read at a time: a person's history may be longer than memory, a batch never is. */
const BATCH = 2000;

/**
 * The export's queries, one per sheet, each read a batch at a time: `$1` the address, `$2` the
 * last id read (keyset: every batch is one index range, however far in), `$3` the batch size.
 * A record's sheet has its columns as its declaration lists them and, when its rows carry a
 * file, the file's name and type; its answers' sheet (a message's replies) follows it.
 */
export function exportQueries(records: PersonalRecord[]): Record<string, string> {
  const queries: Record<string, string> = {};
  for (const record of records) {
    const { sheet, file, answers } = record.privacy;
    const mine = `lower(t.${emailColumn(record)}) = $1`;
    const fileColumns = file
      ? `, f.file_name AS ${file.as}_name, f.mime_type AS ${file.as}_type, f.stored_name`
      : '';
    const fileJoin = file ? `LEFT JOIN ${file.table} f ON f.id = t.${file.key}` : '';
    queries[sheet] = `SELECT ${exportColumns(record, 't')}${fileColumns}
      FROM ${record.table} t ${fileJoin}
     WHERE ${mine} AND t.id > $2 ORDER BY t.id LIMIT $3`;
    if (answers)
      queries[answers.sheet] = `SELECT ${answers.columns.map((c) => `a.${c}`).join(', ')}
        FROM ${answers.table} a JOIN ${record.table} t ON t.id = a.${answers.key}
       WHERE ${mine} AND a.id > $2 ORDER BY a.id LIMIT $3`;
  }
  return queries;
}

/** A file name safe inside a zip on every system. */
const safeName = (name: string) => name.replace(/[^\p{L}\p{N}._-]+/gu, '_').slice(0, 100) || 'file';

/** Where a row's file goes in the zip (its row says so; the stored name is ours only). */
const filePath = (as: string, r: Row) => `${as}s/${r.id}-${safeName(String(r[`${as}_name`]))}`;
function withFile(as: string) {
  return (r: Row): Row => {
    const { stored_name: stored, ...row } = r;
    return { ...row, [`${as}_file`]: stored ? filePath(as, r) : null };
  };
}

/**
 * Everything held under `email` in the declared records as one zip in the private area:
 * data.json (each record's rows, each with its answers and its file's details), one CSV per
 * sheet, and the files themselves. Nothing is held whole: the rows come
 * a batch at a time from one consistent snapshot (REPEATABLE READ), each part of the zip is
 * written before the next is read, the zip goes to a temporary file and from there to the store.
 * Returns the stored object's name.
 */
export async function buildExport(
  db: DataSource,
  storage: FileStorage,
  email: string,
  records: PersonalRecord[],
): Promise<string> {
  const queries = exportQueries(records);
  const address = email.trim().toLowerCase();
  const runner = db.createQueryRunner();
  await runner.connect();
  const tmp = path.join(os.tmpdir(), `drw-export-${randomUUID()}.zip`);
  try {
    await runner.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const query: Query = (sql, params) => runner.query(sql, params);
    const rows = (sheet: string) => batches(query, queries[sheet], address);
    const fileOf = new Map(
      records.flatMap((r) => (r.privacy.file ? [[r.privacy.sheet, r.privacy.file.as]] : [])),
    );
    const sheetRows = (sheet: string) => {
      const as = fileOf.get(sheet);
      return as ? mapped(rows(sheet), withFile(as)) : rows(sheet);
    };

    const out = fs.createWriteStream(tmp, { mode: 0o600 });
    const zip = new ZipWriter(out);
    await zip.add('data.json', dataJson(query, records, sheetRows, email));
    for (const sheet of Object.keys(queries)) await zip.add(`${sheet}.csv`, csv(sheetRows(sheet)));
    for (const [sheet, as] of fileOf) {
      for await (const batch of rows(sheet)) {
        for (const r of batch.filter((b) => b.stored_name)) {
          const body = await storage.store.read('private', String(r.stored_name));
          if (body) await zip.add(filePath(as, r), body);
        }
      }
    }
    for (const record of records) {
      const answers = record.privacy.answers;
      if (!answers?.file) continue;
      const carried = (await query(
        `SELECT a.id, a.${answers.file} AS name FROM ${answers.table} a
           JOIN ${record.table} t ON t.id = a.${answers.key}
          WHERE lower(t.${emailColumn(record)}) = $1 ORDER BY a.id`,
        [address],
      )) as { id: number; name: string }[];
      for (const c of carried) {
        const body = await storage.store.read('private', c.name);
        if (body) await zip.add(`${answers.sheet}/${c.id}-${safeName(c.name)}`, body);
      }
    }
    await zip.close();
    const name = `${randomUUID()}.zip`;
    await storage.store.putFile('private', name, tmp, 'application/zip');
    return name;
  } finally {
    await runner.query('ROLLBACK').catch(() => undefined);
    await runner.release();
    await fsp.rm(tmp, { force: true });
  }
}

/** The rows of a keyset query (see exportQueries), a batch at a time. */
async function* batches(query: Query, sql: string, address: string): AsyncGenerator<Row[]> {
  let after = 0;
  for (;;) {
    const batch = await query(sql, [address, after, BATCH]);
    if (batch.length) yield batch;
    if (batch.length < BATCH) return;
    after = Number(batch[batch.length - 1].id);
  }
}

async function* mapped(source: AsyncIterable<Row[]>, fn: (r: Row) => Row) {
  for await (const batch of source) yield batch.map(fn);
}

/** The rows as a CSV (UTF-8 with a BOM, so Excel shows Bangla; cells never read as formulas). */
async function* csv(source: AsyncIterable<Row[]>): AsyncGenerator<string> {
  yield '\ufeff';
  let headers: string[] | undefined;
  for await (const batch of source) {
    const first = !headers;
    headers ??= Object.keys(batch[0]);
    const cells = batch.map((r) => headers!.map((h) => neutralise(r[h])));
    yield stringify(first ? [headers, ...cells] : cells);
  }
}

/** data.json, written as it is read: each record's rows, each with its answers and file. */
async function* dataJson(
  query: Query,
  records: PersonalRecord[],
  rows: (sheet: string) => AsyncIterable<Row[]>,
  email: string,
): AsyncGenerator<string> {
  const head = { email, exportedAt: new Date().toISOString() };
  yield JSON.stringify(head, null, 2).slice(0, -2);
  const list = async function* (key: string, source: AsyncIterable<Row[]>) {
    yield `,\n  ${JSON.stringify(key)}: [`;
    let first = true;
    for await (const batch of source) {
      for (const row of batch) {
        yield `${first ? '' : ','}\n    ${JSON.stringify(row)}`;
        first = false;
      }
    }
    yield first ? ']' : '\n  ]';
  };
  for (const { privacy } of records) {
    const { sheet, answers } = privacy;
    yield* list(sheet, answers ? withAnswers(query, answers, rows(sheet)) : rows(sheet));
  }
  yield '\n}\n';
}

/** Each batch of rows with their answers (one query per batch), under the answers' sheet. */
async function* withAnswers(
  query: Query,
  answers: NonNullable<PersonalData['answers']>,
  source: AsyncIterable<Row[]>,
) {
  const columns = answers.columns.filter((c) => c !== 'id');
  for await (const batch of source) {
    const found = await query(
      `SELECT ${columns.join(', ')} FROM ${answers.table}
        WHERE ${answers.key} = ANY($1) ORDER BY id`,
      [batch.map((r) => r.id)],
    );
    yield batch.map((r) => ({
      ...r,
      [answers.sheet]: found.filter((a) => a[answers.key] === r.id),
    }));
  }
}

/**
 * archiver, one entry at a time: `add` resolves once the entry is in the zip, so a streamed
 * entry's source (a generator reading the database, a stored file) is opened only when its turn
 * comes and never waits in a queue.
 */
class ZipWriter {
  private readonly zip = archiver('zip', { zlib: { level: 6 } });
  private readonly failed: Promise<never>;

  constructor(private readonly out: fs.WriteStream) {
    this.failed = new Promise<never>((_, reject) => this.zip.on('error', reject));
    this.failed.catch(() => undefined);
    this.zip.pipe(out);
  }

  async add(name: string, source: AsyncIterable<string> | Readable): Promise<void> {
    const added = new Promise<void>((resolve) => {
      const onEntry = (entry: { name: string }) => {
        if (entry.name !== name) return;
        this.zip.off('entry', onEntry);
        resolve();
      };
      this.zip.on('entry', onEntry);
    });
    const stream = source instanceof Readable ? source : Readable.from(source);
    this.zip.append(stream, { name });
    await Promise.race([added, this.failed]);
  }

  async close(): Promise<void> {
    await Promise.race([this.zip.finalize(), this.failed]);
    await finished(this.out);
  }
}
