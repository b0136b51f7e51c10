import type { EntityManager } from 'typeorm';

/** A transaction's manager, or the restore's client (as erase.ts's). */
type Queryable = Pick<EntityManager, 'query'>;

/** How long a deleted row waits in Trash before the daily job deletes it for good (§22). */
export const TRASH_DAYS = 30;

/** Rows that leave with a row and come back with it: a message's replies, a request's steps. */
interface Part {
  table: string;
  rows: unknown[];
}

/** One row in Trash, as `trash` holds it. */
export interface Trashed {
  id: number;
  table_name: string;
  row_id: number;
  entity: string;
  summary: string;
  deleted_by: string;
  deleted_at: Date;
  row: unknown;
  parts: Part[];
}

/** A table name this module puts in SQL: only ever the app's own, checked all the same. */
function table(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a table: ${name}`);
  return name;
}

/**
 * Where a row's parts are: every table whose foreign key deletes with it (found in the catalogue,
 * so a table added later goes with it too), and its status steps (a trigger deletes those).
 */
async function partTables(m: Queryable, of: string, stepsKind?: string) {
  const children: { table: string; column: string }[] = await m.query(
    `SELECT c.conrelid::regclass::text AS "table", a.attname AS "column"
       FROM pg_constraint c
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'f' AND c.confrelid = $1::regclass AND c.confdeltype = 'c'
      ORDER BY 1`,
    [table(of)],
  );
  const steps = stepsKind
    ? [{ table: 'request_steps', column: 'request_id', kind: stepsKind }]
    : [];
  return [...children.map((c) => ({ ...c, kind: undefined as string | undefined })), ...steps];
}

export interface TrashMove {
  table: string;
  entity: string;
  /** The rows (ids) and how the Trash view names each. */
  rows: { id: number; summary: string }[];
  deletedBy: string;
  /** When they were deleted: now, unless they are going back after a look (retention's). */
  deletedAt?: Date;
  /** The kind their status steps are kept under (an inbox record's). */
  stepsKind?: string;
}

/**
 * Moves rows, with their parts, into `trash` inside the caller's transaction: from then on no
 * reader of their table sees them (lists, counts, search words and references follow the table).
 */
export async function moveToTrash(m: Queryable, o: TrashMove): Promise<void> {
  const ids = o.rows.map((r) => r.id);
  if (!ids.length) return;
  const parts = new Map<number, Part[]>(ids.map((id) => [id, []]));
  // A part's table need not have an id (document_suspensions is keyed by its registration).
  for (const p of await partTables(m, o.table, o.stepsKind)) {
    const found: { owner: number; row: unknown }[] = await m.query(
      `SELECT t."${p.column}" AS owner, to_jsonb(t) AS row FROM ${table(p.table)} t
        WHERE t."${p.column}" = ANY($1) ${p.kind ? 'AND t.kind = $2' : ''} ORDER BY 2`,
      p.kind ? [ids, p.kind] : [ids],
    );
    for (const id of ids) {
      const rows = found.filter((f) => f.owner === id).map((f) => f.row);
      if (rows.length) parts.get(id)!.push({ table: p.table, rows });
    }
  }
  const described = o.rows.map((r) => ({ ...r, parts: parts.get(r.id) }));
  await m.query(
    `INSERT INTO trash (entity, table_name, row_id, summary, row, parts, deleted_by, deleted_at)
     SELECT $1, $2, t.id, s.summary, to_jsonb(t), s.parts, $3, coalesce($5, now())
       FROM ${table(o.table)} t
       JOIN jsonb_to_recordset($4::jsonb) AS s(id int, summary text, parts jsonb) ON s.id = t.id`,
    [o.entity, o.table, o.deletedBy, JSON.stringify(described), o.deletedAt ?? null],
  );
  await m.query(`DELETE FROM ${table(o.table)} WHERE id = ANY($1)`, [ids]);
}

/** The columns an insert may set (a generated column is computed again). */
async function columnsOf(m: Queryable, of: string): Promise<string[]> {
  const found: { name: string }[] = await m.query(
    `SELECT attname AS name FROM pg_attribute
      WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
      ORDER BY attnum`,
    [table(of)],
  );
  return found.map((c) => `"${c.name}"`);
}

/** Inserts rows as to_jsonb wrote them, each column as it was. */
async function insertRows(m: Queryable, into: string, rows: unknown[], reassert: boolean) {
  const columns = await columnsOf(m, into);
  const list = columns.join(', ');
  const json = JSON.stringify(rows);
  await m.query(
    `INSERT INTO ${table(into)} (${list})
     SELECT ${list} FROM jsonb_populate_recordset(NULL::${table(into)}, $1::jsonb)`,
    [json],
  );
  // A trigger may have set a column on insert (a request's reference is drawn anew): the row
  // comes back with the value it had.
  if (!reassert) return;
  const set = columns.filter((c) => c !== '"id"');
  await m.query(
    `UPDATE ${table(into)} t SET (${set.join(', ')}) = ROW(${set.map((c) => `p.${c}`).join(', ')})
       FROM jsonb_populate_recordset(NULL::${table(into)}, $1::jsonb) p WHERE t.id = p.id`,
    [json],
  );
}

/**
 * Puts rows back from Trash inside the caller's transaction, as they were (same id, reference,
 * dates), with their parts; answers what came back.
 */
export async function restoreFromTrash(
  m: Queryable,
  where: string,
  params: unknown[],
): Promise<Trashed[]> {
  // A SELECT over the DELETE: TypeORM answers a bare DELETE's rows with its count.
  const entries: Trashed[] = await m.query(
    `WITH gone AS (DELETE FROM trash WHERE ${where}
       RETURNING id, table_name, row_id, entity, summary, deleted_by, deleted_at, row, parts)
     SELECT * FROM gone ORDER BY id`,
    params,
  );
  for (const into of new Set(entries.map((e) => e.table_name))) {
    const mine = entries.filter((e) => e.table_name === into);
    await insertRows(
      m,
      into,
      mine.map((e) => e.row),
      true,
    );
    for (const part of mine.flatMap((e) => e.parts))
      await insertRows(m, part.table, part.rows, false);
  }
  return entries;
}

/**
 * Puts back (in the caller's transaction) the trashed rows of `of` whose values match
 * `condition` (SQL on the row as `t`, e.g. an e-mail address): an erasure or the retention job
 * then deletes them for good with the rest, past Trash.
 */
export function untrashWhere(
  m: Queryable,
  of: string,
  condition: string,
  params: unknown[],
): Promise<Trashed[]> {
  const n = params.length;
  return restoreFromTrash(
    m,
    `table_name = $${n + 1} AND EXISTS (
       SELECT 1 FROM jsonb_populate_record(NULL::${table(of)}, trash.row) t WHERE ${condition})`,
    [...params, of],
  );
}

/**
 * Sends back to Trash, as they were (who deleted them and when), entries put back for a look
 * (retention's) and not erased after all.
 */
export async function backToTrash(
  m: Queryable,
  entries: Trashed[],
  erased: (entry: Trashed) => boolean,
  stepsKind?: (table: string) => string | undefined,
): Promise<void> {
  for (const entry of entries.filter((e) => !erased(e))) {
    await moveToTrash(m, {
      table: entry.table_name,
      entity: entry.entity,
      rows: [{ id: entry.row_id, summary: entry.summary }],
      deletedBy: entry.deleted_by,
      deletedAt: entry.deleted_at,
      stepsKind: stepsKind?.(entry.table_name),
    });
  }
}
