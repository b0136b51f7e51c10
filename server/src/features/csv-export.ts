import { stringify } from 'csv-stringify';
import type { Response } from 'express';
import { once } from 'node:events';
import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { PageArgs } from '../graphql/page';
import type { RouteDef } from '../http/routes';
import type { Services } from '../services';
import { validateInput } from '../validation';

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
 * Streams what `qb` selects as CSV (UTF-8 with a BOM, so Excel shows Bangla; a header row)
 * from a server-side cursor in a read-only snapshot, honouring back-pressure, and stops early
 * when the client goes away.
 */
export async function streamCsv<T extends ObjectLiteral>(opts: {
  ds: DataSource;
  qb: SelectQueryBuilder<T>;
  columns: CsvColumn[];
  res: Response;
  fileName: string;
}): Promise<void> {
  const { ds, qb, columns, res } = opts;
  // Plain aliases c0, c1… so raw rows read back in column order whatever the joins.
  qb.select(qualified(columns[0].property), 'c0');
  columns.slice(1).forEach((c, i) => qb.addSelect(qualified(c.property), `c${i + 1}`));
  const [sql, params] = qb.getQueryAndParameters();

  const runner = ds.createQueryRunner();
  await runner.connect();
  let open = true;
  const closed = () => (open = false);
  res.on('close', closed);
  try {
    await runner.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await runner.query(`DECLARE csv_export NO SCROLL CURSOR FOR ${sql}`, params);
    res.status(200);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${opts.fileName}"`);
    res.setHeader('Cache-Control', 'no-store');
    const csv = stringify({ bom: true, header: true, columns: columns.map((c) => c.header) });
    csv.pipe(res);
    const keys = columns.map((_c, i) => `c${i}`);
    while (open) {
      const rows: Record<string, unknown>[] = await runner.query(`FETCH ${BATCH} FROM csv_export`);
      for (const row of rows) {
        if (!csv.write(keys.map((k) => neutralise(row[k])))) await once(csv, 'drain');
      }
      if (rows.length < BATCH) break;
    }
    csv.end();
    if (open) await once(res, 'finish');
  } finally {
    res.off('close', closed);
    await runner.query('ROLLBACK').catch(() => undefined);
    await runner.release();
  }
}

const qualified = (property: string) => (property.includes('.') ? property : `r.${property}`);

/** `GET /api/export/<file>.csv?search&status&kind` for one inbox (admin). */
export function exportRoute<A extends PageArgs>(o: {
  file: string;
  args: new () => A;
  service: (s: Services) => {
    exportCsv(
      args: Partial<PageArgs>,
      columns: CsvColumn[],
      res: Response,
      fileName: string,
    ): Promise<void>;
  };
  columns: CsvColumn[];
}): RouteDef {
  return {
    method: 'get',
    path: `/export/${o.file}.csv`,
    access: 'admin',
    handle: async (r) => {
      const args = await validateInput(o.args, {
        search: r.query.search || undefined,
        status: r.query.status || undefined,
        kind: r.query.kind || undefined,
      });
      const day = new Date().toISOString().slice(0, 10);
      await o.service(r.services).exportCsv(args, o.columns, r.res, `${o.file}-${day}.csv`);
    },
  };
}
