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
import { exportColumns } from '../../records/declaration';
import { messageRecord } from '../messages/message.record';
import { registrationRecord } from '../registrations/registration.record';
import { reservationRecord } from '../reservations/reservation.record';
import type { FileStorage } from '../../storage';

type Row = Record<string, unknown>;
type Query = (sql: string, params: unknown[]) => Promise<Row[]>;

/** Rows read at a time: a person's history may be longer than memory, a batch never is. */
const BATCH = 2000;

/**
 * What the export holds, each read by `sql` a batch at a time: `$1` the address, `$2` the last
 * id read (keyset: every batch is one index range, however far in), `$3` the batch size.
 */
const TABLES = {
  // The message's columns as its declaration lists them (message.record.ts).
  messages: `SELECT ${exportColumns(messageRecord, 'm')}
               FROM contact_messages m WHERE lower(m.email) = $1 AND m.id > $2 ORDER BY m.id LIMIT $3`,
  replies: `SELECT r.id, r.message_id, r.body, r.status, r.created_at
              FROM contact_replies r JOIN contact_messages m ON m.id = r.message_id
             WHERE lower(m.email) = $1 AND r.id > $2 ORDER BY r.id LIMIT $3`,
  // The reservation's own columns as its declaration lists them (reservation.record.ts).
  reservations: `SELECT ${exportColumns(reservationRecord, 'r')},
                        d.file_name AS document_name, d.mime_type AS document_type, d.stored_name
                   FROM reservations r LEFT JOIN booking_documents d ON d.id = r.booking_document_id
                  WHERE lower(r.email) = $1 AND r.id > $2 ORDER BY r.id LIMIT $3`,
  // The registration's columns as its declaration lists them (registration.record.ts).
  registrations: `SELECT ${exportColumns(registrationRecord, 'g')}
                    FROM registration_requests g
                   WHERE lower(g.email) = $1 AND g.id > $2 ORDER BY g.id LIMIT $3`,
};
type Table = keyof typeof TABLES;
/** The queries, for the test that holds a record's export to what it was. */
export { TABLES as exportQueries };

/** A file name safe inside a zip on every system. */
const safeName = (name: string) => name.replace(/[^\p{L}\p{N}._-]+/gu, '_').slice(0, 100) || 'file';

/** Where a booking's document goes in the zip (its row says so; the stored name is ours only). */
function withDocument(r: Row): Row {
  const { stored_name: stored, ...row } = r;
  return { ...row, document_file: stored ? documentPath(r) : null };
}
const documentPath = (r: Row) => `documents/${r.id}-${safeName(String(r.document_name))}`;

/**
 * Everything held under `email` as one zip in the private area: data.json
 * (each message with its replies, each booking with its document's details, each registration),
 * one CSV per table, and the booking documents themselves. Nothing is held whole: the rows come
 * a batch at a time from one consistent snapshot (REPEATABLE READ), each part of the zip is
 * written before the next is read, the zip goes to a temporary file and from there to the store.
 * Returns the stored object's name.
 */
export async function buildExport(
  db: DataSource,
  storage: FileStorage,
  email: string,
): Promise<string> {
  const address = email.trim().toLowerCase();
  const runner = db.createQueryRunner();
  await runner.connect();
  const tmp = path.join(os.tmpdir(), `drw-export-${randomUUID()}.zip`);
  try {
    await runner.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const query: Query = (sql, params) => runner.query(sql, params);
    const rows = (table: Table) => batches(query, TABLES[table], address);

    const out = fs.createWriteStream(tmp, { mode: 0o600 });
    const zip = new ZipWriter(out);
    await zip.add('data.json', dataJson(query, rows, email));
    for (const table of Object.keys(TABLES) as Table[]) {
      const csvRows = table === 'reservations' ? mapped(rows(table), withDocument) : rows(table);
      await zip.add(`${table}.csv`, csv(csvRows));
    }
    for await (const batch of rows('reservations')) {
      for (const r of batch.filter((b) => b.stored_name)) {
        const body = await storage.store.read('private', String(r.stored_name));
        if (body) await zip.add(documentPath(r), body);
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

/** The rows of a keyset query (see TABLES), a batch at a time. */
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

/** data.json, written as it is read: each message with its replies, bookings, registrations. */
async function* dataJson(
  query: Query,
  rows: (table: Table) => AsyncGenerator<Row[]>,
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
  yield* list('messages', withReplies(query, rows('messages')));
  yield* list('reservations', mapped(rows('reservations'), withDocument));
  yield* list('registrations', rows('registrations'));
  yield '\n}\n';
}

/** Each batch of messages with their replies (one query per batch). */
async function* withReplies(query: Query, messages: AsyncIterable<Row[]>) {
  for await (const batch of messages) {
    const replies = await query(
      `SELECT message_id, body, status, created_at FROM contact_replies
        WHERE message_id = ANY($1) ORDER BY id`,
      [batch.map((m) => m.id)],
    );
    yield batch.map((m) => ({ ...m, replies: replies.filter((r) => r.message_id === m.id) }));
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
