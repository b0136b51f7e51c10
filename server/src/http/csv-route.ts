import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { CsvColumn } from '../lists/csv';
import type { ListArgs } from '../lists/page';
import type { Services } from '../services';
import { validateInput } from '../validation';
import type { RouteDef } from './routes';

/** `GET /api/export/<file>.csv?search&status&kind` for one inbox (admin): the service's stream, piped. */
export function exportRoute<A extends ListArgs>(o: {
  file: string;
  args: new () => A;
  service: (s: Services) => { exportCsv(args: ListArgs, columns: CsvColumn[]): Promise<Readable> };
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
      const csv = await o.service(r.services).exportCsv(args, o.columns);
      const day = new Date().toISOString().slice(0, 10);
      r.res.status(200);
      r.res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      r.res.setHeader('Content-Disposition', `attachment; filename="${o.file}-${day}.csv"`);
      r.res.setHeader('Cache-Control', 'no-store');
      // A client that hangs up ends the pipeline (and the database cursor) early: not an error.
      await pipeline(csv, r.res).catch(() => undefined);
    },
  };
}
