import { stringify } from 'csv-stringify';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

export interface CsvColumn {
  header: string;
  /** The entity property (alias `r`) or a joined one (`document.fileName`). */
  property: string;
}

/** Rows fetched per round trip: memory stays flat however many rows match. */
const BATCH = 2000;

/**
 * A spreadsheet treats a cell starting with = + - @ (or tab / CR) as a formula; visitors write
 * these fields, so such cells get a leading apostrophe and are read as text (OWASP's advice).
 */
export function neutralise(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * What `qb` selects as a CSV stream (UTF-8 with a BOM, so Excel shows Bangla; a header row),
 * read from a server-side cursor in a read-only snapshot, a batch at a time as the reader asks
 * (back-pressure). The cursor is open when this resolves, so a bad query fails here, before
 * anything is sent; destroying the stream (the client went away) ends the snapshot.
 */
export async function csvStream<T extends ObjectLiteral>(
  ds: DataSource,
  qb: SelectQueryBuilder<T>,
  columns: CsvColumn[],
): Promise<Readable> {
  // Plain aliases c0, c1… so raw rows read back in column order whatever the joins.
  qb.select(qualified(columns[0].property), 'c0');
  columns.slice(1).forEach((c, i) => qb.addSelect(qualified(c.property), `c${i + 1}`));
  const [sql, params] = qb.getQueryAndParameters();
  const runner = ds.createQueryRunner();
  await runner.connect();
  const release = async () => {
    await runner.query('ROLLBACK').catch(() => undefined);
    await runner.release();
  };
  try {
    await runner.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await runner.query(`DECLARE csv_export NO SCROLL CURSOR FOR ${sql}`, params);
  } catch (err) {
    await release();
    throw err;
  }
  const keys = columns.map((_c, i) => `c${i}`);
  async function* rows() {
    try {
      for (;;) {
        const batch: Record<string, unknown>[] = await runner.query(
          `FETCH ${BATCH} FROM csv_export`,
        );
        for (const row of batch) yield keys.map((k) => neutralise(row[k]));
        if (batch.length < BATCH) return;
      }
    } finally {
      await release();
    }
  }
  const csv = stringify({ bom: true, header: true, columns: columns.map((c) => c.header) });
  // pipeline destroys the row source when the CSV stream is destroyed, which releases the cursor.
  pipeline(Readable.from(rows()), csv).catch(() => undefined);
  return csv;
}

const qualified = (property: string) => (property.includes('.') ? property : `r.${property}`);
