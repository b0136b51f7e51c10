import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { Alias } from 'typeorm/query-builder/Alias';
import { RawSqlResultsToEntityTransformer } from 'typeorm/query-builder/transformer/RawSqlResultsToEntityTransformer';
import { DriverUtils } from 'typeorm/driver/DriverUtils';
import { positional, prepared, type Prepared } from './prepared';

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
  total: number;
  page: number;
  pageSize: number;
}

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
 * `qb` selects its main alias in list order. The page's place is in the parameters `pageSkip`
 * and `pageTake`, not in the SQL text, so one text serves every page (see StatementCache).
 */
function pageQuery<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): SelectQueryBuilder<T> {
  const ids = qb.clone().select(`${qb.alias}.id`, 'id');
  return qb
    .clone()
    .where(`${qb.alias}.id IN (${ids.getQuery()} LIMIT :pageTake OFFSET :pageSkip)`)
    .setParameters(ids.getParameters());
}

/** `take` rows of `qb` after skipping `skip` (see pageQuery). */
export function pageRows<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  skip: number,
  take: number,
): Promise<T[]> {
  return pageQuery(qb).setParameters({ pageSkip: skip, pageTake: take }).getMany();
}

/**
 * Page statements already built, by query shape: TypeORM's SQL building was the largest
 * TypeORM item of a list request's CPU profile, and a list has only a few shapes (search or
 * not, which filters). One per service: the key is only the list's WHERE conditions.
 */
export class StatementCache {
  private readonly built = new Map<string, Statement>();

  /** The built statement for `qb`'s shape, building it the first time. */
  statement<T extends ObjectLiteral>(
    qb: SelectQueryBuilder<T>,
    keptTable: TotalSource,
    build: () => SelectQueryBuilder<T>,
  ): Statement {
    const conditions = qb.expressionMap.wheres.map((w) => w.condition);
    // Only plain-text conditions name a shape; anything else is built every time.
    if (!conditions.every((c) => typeof c === 'string')) return built(build());
    const total = typeof keptTable === 'object' ? keptTable.sql : (keptTable ?? '');
    const key = `${total}\n${qb.expressionMap.wheres
      .map((w) => `${w.type} ${w.condition as string}`)
      .join('\n')}`;
    let found = this.built.get(key);
    if (!found) this.built.set(key, (found = built(build())));
    return found;
  }
}

/**
 * A page statement's SQL text and the TypeORM hydration of its rows (what getMany builds: the
 * same classes and column values). Built once per shape, so the column list is worked out once.
 */
interface Statement {
  sql: string;
  hydrate: (raw: ObjectLiteral[]) => ObjectLiteral[];
  /** The text with $1… placeholders for one set of parameter names, and their order. */
  positional?: Prepared;
}

function built<T extends ObjectLiteral>(query: SelectQueryBuilder<T>): Statement {
  const map = query.expressionMap;
  const { driver } = query.connection;
  const alias = map.mainAlias!;
  const whole = new RawSqlResultsToEntityTransformer(map, driver, []);
  return {
    sql: query.getQuery(),
    hydrate: oneEntityRows(map, alias, driver) ?? ((raw) => whole.transform(raw, alias)),
  };
}

/**
 * Column types whose values PostgresDriver.prepareHydratedValue hands back unchanged (it converts
 * booleans, dates, enums, Number, simple-* and a few more): strings and ints as pg reads them.
 * Calling it and setEntityValue for each of them was a third of the rows' mapping.
 */
const AS_READ = new Set<unknown>([
  'varchar',
  'character varying',
  'text',
  'int',
  'integer',
  'int4',
  'smallint',
  'uuid',
  String,
]);

/**
 * For a statement that selects one whole entity and joins nothing (most lists), each row is one
 * entity: the transformer's grouping by id and its relation passes have nothing to do, yet were
 * most of its cost (2.7 % of a list request). The entity is made as TypeORM's transformer makes
 * it (metadata.create, the same columns and aliases, the driver's prepareHydratedValue); rows
 * whose columns are all null yield none, as there. Anything else returns null: the transformer.
 */
function oneEntityRows(
  map: SelectQueryBuilder<ObjectLiteral>['expressionMap'],
  alias: Alias,
  driver: SelectQueryBuilder<ObjectLiteral>['connection']['driver'],
): Statement['hydrate'] | null {
  const metadata = alias.metadata;
  const plain =
    map.joinAttributes.length === 0 &&
    map.relationIdAttributes.length === 0 &&
    map.selects.some((s) => s.selection === alias.name) &&
    !map.options.includes('create-pojo') &&
    !metadata.discriminatorColumn &&
    metadata.childEntityMetadatas.length === 0 &&
    metadata.tableType !== 'view' &&
    metadata.primaryColumns.length > 0;
  if (!plain) return null;
  const columns = metadata.columns
    .filter((column) => !column.isVirtual)
    .map((column) => ({
      column,
      key: DriverUtils.buildAlias(driver, undefined, alias.name, column.databaseName),
      counts: !column.isVirtualProperty,
      // Set as read: the driver and setEntityValue would only copy it (see AS_READ).
      asRead:
        driver.options.type === 'postgres' &&
        AS_READ.has(column.type) &&
        !column.transformer &&
        !column.embeddedMetadata &&
        !column.isArray
          ? column.propertyName
          : null,
    }));
  return (raw) => {
    const entities: ObjectLiteral[] = [];
    for (const row of raw) {
      const entity = metadata.create(undefined, { fromDeserializer: true, pojo: false });
      let hasData = false;
      for (const { column, key, counts, asRead } of columns) {
        const value: unknown = row[key];
        if (value === undefined) continue;
        if (value !== null && counts) hasData = true;
        if (asRead !== null) entity[asRead] = value;
        else column.setEntityValue(entity, driver.prepareHydratedValue(value, column));
      }
      if (hasData) entities.push(entity);
    }
    return entities;
  };
}

/** A page's total counted by a statement of its own (named parameters), e.g. from a word index. */
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
 * The page's total as one SQL expression (named parameters): the trigger-kept count of
 * `keptTable` when given and kept (COALESCE evaluates the count only when it is not), the
 * statement given, else a plain count of `qb`'s rows (to-one joins only; ORDER BY dropped).
 */
function totalExpression<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  keptTable: TotalSource,
): PageTotal {
  if (typeof keptTable === 'object') return { ...keptTable, sql: `(${keptTable.sql})` };
  const count = qb.clone().select('count(*)').orderBy();
  const counted = `(${count.getQuery()})`;
  if (!keptTable) return { sql: counted, parameters: count.getParameters() };
  return {
    sql: `COALESCE((SELECT row_count FROM table_row_counts WHERE table_name = :keptTable), ${counted})`,
    parameters: { ...count.getParameters(), keptTable },
  };
}

/** The column of the page's statement that carries the total. */
const TOTAL = 'page_total';

/**
 * `take` rows of `qb` after `skip` and the total, in ONE statement: each row carries the total
 * (an uncorrelated subquery, which PostgreSQL runs once). Every statement costs the server
 * socket writes and a round trip (the profile's biggest item), so a page is one, not two. A
 * page past the end has no row to carry it: then the total is read on its own.
 */
export async function rowsAndTotal<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  skip: number,
  take: number,
  keptTable?: TotalSource,
  statements?: StatementCache,
): Promise<{ items: T[]; total: number }> {
  const build = () => {
    const total = totalExpression(qb, keptTable);
    return pageQuery(qb).addSelect(total.sql, TOTAL).setParameters(total.parameters);
  };
  const found = statements?.statement(qb, keptTable, build) ?? built(build());
  const { sql, hydrate } = found;
  const parameters = {
    ...qb.getParameters(),
    ...(typeof keptTable === 'string' ? { keptTable } : keptTable?.parameters),
    pageSkip: skip,
    pageTake: take,
  };
  const { driver } = qb.connection;
  const statement = statements ? found : undefined;
  const [text, values, name] = positional(statement, sql, parameters, driver);
  const raw = name
    ? await prepared(driver, name, text, values)
    : await qb.connection.query<Record<string, unknown>[]>(text, values);
  if (raw.length > 0) {
    return { items: hydrate(raw) as T[], total: Number(raw[0][TOTAL]) };
  }
  const total = totalExpression(qb, keptTable);
  const [sqlOnly, valuesOnly] = driver.escapeQueryWithParameters(
    `SELECT ${total.sql} AS n`,
    total.parameters,
  );
  const [row] = await qb.connection.query<{ n: string }[]>(sqlOnly, valuesOnly);
  return { items: [], total: Number(row?.n ?? 0) };
}

/**
 * Runs a list query one page at a time; the services' only way of listing. `qb` selects its
 * main alias in list order, and its joins are to-one (the total is a plain count of its rows).
 * `keptTable`: the list is a whole table whose row count triggers keep (big-tables migration),
 * or a statement counting its rows (see TotalSource).
 */
export async function paginate<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  args: ListArgs,
  keptTable?: TotalSource,
  statements?: StatementCache,
): Promise<Page<T>> {
  const { page, pageSize } = pageBounds(args);
  const rows = await rowsAndTotal(qb, (page - 1) * pageSize, pageSize, keptTable, statements);
  return { ...rows, page, pageSize };
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
