/**
 * How a list page's rows are read (PRODUCT.md §21). As entities (`entityRows`): TypeORM selects
 * every column and builds an entity per row. Lean (`leanRows`): only the columns the request
 * asks for, as plain objects, and page 1 without a search through a named prepared statement.
 * A signed-in list spent a quarter of its time in the entities and PostgreSQL twice as long as
 * on the columns asked for, half of it planning (docs/benchmarks.md, "Where a signed-in list's
 * time goes"). The statement is the same one either way but for its select list, so paging,
 * totals and search behave alike.
 */
import type { DataSource, EntityMetadata, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { PoolClient, QueryResult } from 'pg';

type Column = EntityMetadata['columns'][number];

/** A page's rows: as the list answers them, and raw (where the total's column is read). */
interface ReadRows<T> {
  items: T[];
  raw: Record<string, unknown>[];
}

/** How a page's rows are read from its statement (see the file's comment). */
export interface RowReader<T extends ObjectLiteral> {
  /** The page's statement selecting what this reader reads (the total is added after). */
  select(qb: SelectQueryBuilder<T>): SelectQueryBuilder<T>;
  /** Runs it; `before`: the list's rows before the page (0: page 1). */
  read(qb: SelectQueryBuilder<T>, before: number): Promise<ReadRows<T>>;
}

/** Every column, as entities (TypeORM's hydration): what anything but a GraphQL list reads. */
export function entityRows<T extends ObjectLiteral>(): RowReader<T> {
  return {
    select: (qb) => qb,
    read: async (qb) => {
      const { entities, raw } = await qb.getRawAndEntities<Record<string, unknown>>();
      return { items: entities, raw };
    },
  };
}

/**
 * Fields an entity computes from its columns (a getter, e.g. an image's URL), each with the
 * properties it reads: a list asking for one reads those columns and gives its rows the entity's
 * prototype, where the getters are.
 */
export type Computed = Readonly<Record<string, readonly string[]>>;

/**
 * The columns of `fields` when every one is a column of `metadata` declared in `declared` (the
 * record's declaration) or a field `computed` from columns, else undefined: a relation
 * (`bookingDocument`) or a field computed by a resolver (`replies`) needs the entity. No field
 * (`{ total }`) reads the id alone.
 */
export function leanColumns(
  metadata: EntityMetadata,
  declared: object,
  fields: readonly string[],
  computed: Computed = {},
): Column[] | undefined {
  const columns = new Set<Column>();
  for (const field of fields.length ? fields : ['id']) {
    const from = Object.hasOwn(computed, field) ? computed[field] : undefined;
    if (!from && !Object.hasOwn(declared, field)) return undefined;
    for (const property of from ?? [field]) {
      const column = metadata.findColumnWithPropertyName(property);
      // A relation's own property is an object (its join column's value is only the key).
      if (!column || metadata.findRelationWithPropertyPath(property)) return undefined;
      columns.add(column);
    }
  }
  return [...columns];
}

/**
 * Reads `columns` of the list's alias as plain objects keyed by property, each value converted
 * as TypeORM converts it for an entity (a `date` column is a 'YYYY-MM-DD' string, not a Date).
 * `prepare`: page 1 is run as a named prepared statement (parsed and planned once per
 * connection). Only page 1 without a search is: a search's plan depends on its words (how rare
 * each is, search-lead.ts), a deep page's on its offset, and PostgreSQL's generic plan of a
 * prepared statement would not see them; those statements are planned each time, as before.
 * `prototype`: the rows' (an entity's, for its getters: Computed), else plain objects.
 */
export function leanRows<T extends ObjectLiteral>(
  ds: DataSource,
  columns: Column[],
  prepare: boolean,
  prototype?: object,
): RowReader<T> {
  const driver = ds.driver;
  return {
    select: (qb) =>
      qb.select(
        columns.map(
          (c) =>
            `${qb.escape(qb.alias)}.${qb.escape(c.databaseName)} AS ${qb.escape(c.propertyName)}`,
        ),
      ),
    read: async (qb, before) => {
      const [text, values] = qb.getQueryAndParameters();
      const name = prepare && before === 0 ? statementName(text) : undefined;
      // TypeORM's public way to a connection of its own pool: a query runner's `connect()`
      // answers the driver's client (node-postgres), which takes a statement's name.
      const runner = ds.createQueryRunner('master');
      let result: QueryResult<Record<string, unknown>>;
      try {
        const client = (await runner.connect()) as PoolClient;
        result = await client.query({ name, text, values });
      } finally {
        await runner.release();
      }
      const { rows } = result;
      const items = rows.map((row) => {
        const item: Record<string, unknown> = prototype ? Object.create(prototype) : {};
        for (const c of columns)
          item[c.propertyName] = driver.prepareHydratedValue(row[c.propertyName], c);
        return item as T;
      });
      return { items, raw: rows };
    },
  };
}

/** Prepared statements' names by SQL text: one name per distinct text (node-postgres's rule). */
const names = new Map<string, string>();
/** Texts differ by record, columns asked for and filters: a few dozen in use, bounded anyway. */
const MAX_NAMES = 1000;

/** The name `text` is prepared under on every connection; undefined past MAX_NAMES (unnamed). */
function statementName(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMES) {
    name = `list_${names.size + 1}`;
    names.set(text, name);
  }
  return name;
}
