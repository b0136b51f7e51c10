import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { CsvColumn } from '../lists/csv';
import type { ListArgs } from '../lists/page';
import type { Services } from '../services';
import { validateInput } from '../validation';
import type { ApiRequest, RouteDef } from './routes';

/** A filter's value as sent: a non-empty string, else no filter. */
const given = (value: unknown) => (value === '' || value === null ? undefined : value);
/** A switch as a query string or a JSON body sends it: '1', 'true' or true. */
const on = (value: unknown) => value === true || value === '1' || value === 'true';

/**
 * The CSV export of one inbox (admin): the service's stream, piped.
 * - `POST /api/export/<file>.csv` with `{search, status, kind, late, mine}` in a JSON body: what
 *   the back office sends (`late`, `mine`: '1' for the Late view and one's own requests). A search is often a phone number or a name, and an address ends up in access
 *   logs, proxies' logs and the browser's history; a body does not.
 * - `GET /api/export/<file>.csv?search&status&kind`: the original API, kept for its clients.
 */
export function exportRoutes<A extends ListArgs>(o: {
  file: string;
  args: new () => A;
  service: (s: Services) => { exportCsv(args: ListArgs, columns: CsvColumn[]): Promise<Readable> };
  columns: CsvColumn[];
}): RouteDef[] {
  const handle = (filters: Record<string, unknown>) => async (r: ApiRequest) => {
    const args = await validateInput(o.args, {
      search: given(filters.search),
      status: given(filters.status),
      kind: given(filters.kind),
      // The "Late" view and "Mine" (the signed-in admin's own), as the list shows them.
      late: on(filters.late) || undefined,
      assigneeId: on(filters.mine) && r.user ? r.user.id : undefined,
    });
    const csv = await o.service(r.services).exportCsv(args, o.columns);
    const day = new Date().toISOString().slice(0, 10);
    r.res.status(200);
    r.res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    r.res.setHeader('Content-Disposition', `attachment; filename="${o.file}-${day}.csv"`);
    r.res.setHeader('Cache-Control', 'no-store');
    // A client that hangs up ends the pipeline (and the database cursor) early: not an error.
    await pipeline(csv, r.res).catch(() => undefined);
  };
  const path = `/export/${o.file}.csv`;
  return [
    { method: 'get', path, access: 'admin', handle: (r) => handle(r.query)(r) },
    { method: 'post', path, access: 'admin', handle: (r) => handle(r.body)(r) },
  ];
}
