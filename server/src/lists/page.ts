/**
 * Lists: one page of rows with its total. The only place that knows paging SQL and the row
 * counts that triggers keep (migration 1764100000000-big-tables: `table_row_counts` per table,
 * `table_row_buckets` per table and day), so that neither a total nor a deep page reads a
 * million rows. Searching is lists/search.ts (with search-parts.ts and search-lead.ts).
 * TypeORM's public query builder only.
 */
import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { entityRows, type RowReader } from './lean';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** What a list is asked for: a page number, its size and a search (all optional). */
export interface ListArgs {
  page?: number;
  pageSize?: number;
  search?: string | null;
}

export interface Page<T> {
  items: T[];
  /** The number of rows, at most TOTAL_CAP: see totalIsExact. */
  total: number;
  /** False when more than TOTAL_CAP rows match: `total` is then TOTAL_CAP. */
  totalIsExact: boolean;
  page: number;
  pageSize: number;
}

/**
 * Totals are counted up to here: a list says "10,000+" rather than count
 * every one of a hundred thousand matching rows for a number nobody reads.
 */
export const TOTAL_CAP = 10_000;

/** A total as a page gives it: counted up to TOTAL_CAP + 1, which means "more". */
export function cappedTotal(counted: number): { total: number; totalIsExact: boolean } {
  return counted > TOTAL_CAP
    ? { total: TOTAL_CAP, totalIsExact: false }
    : { total: counted, totalIsExact: true };
}

/** SQL counting the rows of `select` up to TOTAL_CAP + 1: it stops reading there. */
export const countUpToCap = (select: string) =>
  `SELECT count(*) FROM (${select} LIMIT ${TOTAL_CAP + 1}) AS capped`;

/** Page numbers and sizes as the list arguments ask, within bounds. */
export function pageBounds(args: ListArgs): { page: number; pageSize: number } {
  return {
    page: Math.max(1, Math.floor(args.page ?? 1)),
    pageSize: Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(args.pageSize ?? DEFAULT_PAGE_SIZE))),
  };
}

/**
 * A page of `qb` through a deferred join: the ids come from a walk of the order index that
 * reads no table rows (an index-only scan), and only the page's rows are then read in full.
 * The first page skips nothing, so it reads its rows straight: the deferred join would save no
 * read, and PostgreSQL took longer to plan it than to run it (docs/benchmarks.md, "Signed-in
 * contactMessages"). `qb` selects its main alias in list order.
 */
function pageQuery<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  skip: number,
  take: number,
): SelectQueryBuilder<T> {
  if (skip === 0) return qb.clone().limit(take);
  const ids = qb.clone().select(`${qb.alias}.id`, 'id');
  return qb
    .clone()
    .where(`${qb.alias}.id IN (${ids.getQuery()} LIMIT :pageTake OFFSET :pageSkip)`)
    .setParameters({ ...ids.getParameters(), pageSkip: skip, pageTake: take });
}

/**
 * A page's total counted by a statement of its own (named parameters), e.g. from a word index;
 * it counts at most TOTAL_CAP + 1 rows (countUpToCap), or answers NULL: count the list's rows.
 */
export interface PageTotal {
  sql: string;
  parameters: ObjectLiteral;
}

/**
 * Where a page's total comes from: a table whose row count triggers keep (the list is that
 * whole table), a statement of its own, or (undefined) a count of the list query's rows.
 */
export type TotalSource = string | PageTotal | undefined;

/**
 * The page's total as one SQL expression (named parameters), up to TOTAL_CAP + 1: the
 * trigger-kept count of `keptTable` when given and kept (COALESCE evaluates the count only when
 * it is not), the statement given, else a count of `qb`'s rows (to-one joins only; ORDER BY
 * dropped) that stops after TOTAL_CAP + 1.
 */
function totalExpression<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  keptTable: TotalSource,
): PageTotal {
  const rows = qb.clone().select('1').orderBy();
  const counted = `(${countUpToCap(rows.getQuery())})`;
  if (typeof keptTable === 'object')
    return {
      sql: `COALESCE((${keptTable.sql}), ${counted})`,
      parameters: { ...rows.getParameters(), ...keptTable.parameters },
    };
  if (!keptTable) return { sql: counted, parameters: rows.getParameters() };
  return {
    sql: `COALESCE((SELECT least(row_count, ${TOTAL_CAP + 1}) FROM table_row_counts WHERE table_name = :keptTable), ${counted})`,
    parameters: { ...rows.getParameters(), keptTable },
  };
}

/** The column of the page's statement that carries the total. */
const TOTAL = 'page_total';

/**
 * `take` rows of `qb` after `skip` and the total, in ONE statement: each row carries the total
 * (an uncorrelated subquery, which PostgreSQL runs once), read by `reader` (entities, or the
 * columns asked for: lists/lean.ts). A page past the end has no row to carry it: then the total
 * is read on its own. `counted`: the rows the total counts, if not `qb`'s (a query that finds
 * only the first rows of its list).
 */
export async function rowsAndTotal<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  skip: number,
  take: number,
  keptTable?: TotalSource,
  counted = qb,
  reader: RowReader<T> = entityRows(),
): Promise<{ items: T[]; total: number; totalIsExact: boolean }> {
  const total = totalExpression(counted, keptTable);
  const statement = reader
    .select(pageQuery(qb, skip, take))
    .addSelect(total.sql, TOTAL)
    .setParameters(total.parameters);
  const { items, raw } = await reader.read(statement, skip);
  if (raw.length > 0) return { items, ...cappedTotal(Number(raw[0][TOTAL])) };
  const [row] = await qb.connection
    .createQueryBuilder()
    .select(total.sql, 'n')
    .from('(SELECT 1)', 'one')
    .setParameters(total.parameters)
    .getRawMany<{ n: string }>();
  return { items: [], ...cappedTotal(Number(row?.n ?? 0)) };
}

/**
 * One page of a list: `qb` selects its main alias in list order, and its joins are to-one
 * (the total is a plain count of its rows). `keptTable`: the list is a whole table whose row
 * count triggers keep, or a statement counting its rows (see TotalSource). `counted`: as in
 * rowsAndTotal, as `reader`.
 */
export async function paginate<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  args: ListArgs,
  keptTable?: TotalSource,
  counted = qb,
  reader?: RowReader<T>,
): Promise<Page<T>> {
  const { page, pageSize } = pageBounds(args);
  const skip = (page - 1) * pageSize;
  const rows = await rowsAndTotal(qb, skip, pageSize, keptTable, counted, reader);
  return { ...rows, page, pageSize };
}

/** A table's row count as its triggers keep it, or null for a table without one. */
export async function keptCount(ds: DataSource, table: string): Promise<number | null> {
  const [kept] = await ds.query<{ row_count: string }[]>(
    'SELECT row_count FROM table_row_counts WHERE table_name = $1',
    [table],
  );
  return kept ? Number(kept.row_count) : null;
}

/** Offsets below this walk the order index from the top (a few hundred microseconds). */
const NEAR_TOP = 2000;
const DAY = 86400;

/** The total, and the day (bucket) holding row number $2 with how many rows of it come first. */
const SEEK = `
  SELECT (SELECT row_count FROM table_row_counts WHERE table_name = $1) AS total, b.bucket,
         $2 - (b.through - b.row_count) AS skip
    FROM (SELECT 1) AS one
    LEFT JOIN LATERAL (
      SELECT bucket, row_count, through
        FROM (SELECT bucket, row_count,
                     sum(row_count) OVER (ORDER BY bucket DESC) AS through
                FROM table_row_buckets WHERE table_name = $1) AS running
       WHERE through > $2
       ORDER BY bucket DESC
       LIMIT 1) AS b ON true`;

/**
 * An unfiltered page of `table`, newest first (`createdAt` DESC, id DESC). Near the top, the
 * index walk is short. Deeper, the per-day row counts (table_row_buckets) say on which day
 * the page starts and how many rows of that day come before it, so the walk starts there.
 * `reader`: as in rowsAndTotal.
 */
export async function newestFirstPage<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  args: ListArgs,
  table: string,
  reader: RowReader<T> = entityRows(),
): Promise<Page<T>> {
  const { page, pageSize } = pageBounds(args);
  const offset = (page - 1) * pageSize;
  if (offset < NEAR_TOP) return paginate(qb, args, table, qb, reader);
  const [seek] = await qb.connection.query<
    { total: string | null; bucket: number | null; skip: string | null }[]
  >(SEEK, [table, offset]);
  if (!seek || seek.total === null) return paginate(qb, args, undefined, qb, reader); // no counts
  const total = cappedTotal(Number(seek.total));
  if (seek.bucket === null) return { items: [], ...total, page, pageSize }; // past the last page
  const day = qb
    .clone()
    .andWhere(`${qb.alias}.createdAt < to_timestamp(:dayEnd)`, { dayEnd: (seek.bucket + 1) * DAY });
  const skip = Number(seek.skip);
  const { items } = await reader.read(reader.select(pageQuery(day, skip, pageSize)), offset);
  return { items, ...total, page, pageSize };
}

/** `%term%` for LIKE with the user's wildcards escaped, or null for no filter. */
export function likePattern(search: string | null | undefined): string | null {
  const term = search?.trim();
  if (!term) return null;
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The one text a list searches: its columns lower-cased and joined by line breaks. A migration
 * indexes exactly this expression with pg_trgm (see 1764100000000-big-tables.ts); nullable
 * columns are given as `coalesce(r.x, '')`.
 */
export function searchExpression(columns: string[]): string {
  return `lower(${columns.join(` || E'\\n' || `)})`;
}

/** Narrows a list query to rows where any of `columns` contains the search term, ignoring case. */
export function whereSearch<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  search: string | null | undefined,
  columns: string[],
): SelectQueryBuilder<T> {
  // A line break would match across two columns of the joined text.
  const like = likePattern(search?.replace(/\n/g, ' '));
  if (!like || columns.length === 0) return qb;
  return qb.andWhere(`${searchExpression(columns)} LIKE lower(:like)`, { like });
}
