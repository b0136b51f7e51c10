import {
  In,
  type DataSource,
  type EntityManager,
  type EntityTarget,
  type ObjectLiteral,
  type Repository,
  type SelectQueryBuilder,
} from 'typeorm';
import { notFound } from '../errors';
import {
  keptCount,
  newestFirstPage,
  pageBounds,
  paginate,
  rowsAndTotal,
  type ListArgs,
  type Page,
} from '../lists/page';
import { whereWords, wordsTotal, type Condition, type WordSearch } from '../lists/search';
import { leadingWord, type Lead } from '../lists/search-lead';
import type { Deps } from '../deps';
import { write } from '../database/write';
import type { Actor } from './activity-log';
import { csvStream, type CsvColumn } from '../lists/csv';
import { entityRows, leanColumns, leanRows, type Computed, type RowReader } from '../lists/lean';
import { trashRows } from './trash-rows';

export interface RecordServiceOptions<T> {
  entity: EntityTarget<T>;
  /** Human name for messages: 'Contact message', 'Reservation'. */
  label: string;
  /** List order on the entity's properties, e.g. [['createdAt', 'DESC'], ['id', 'DESC']]. */
  orderBy: [string, 'ASC' | 'DESC'][];
  /** Properties the admin search box looks in. */
  searchIn: string[];
  /**
   * The table has a word index (`<table>_words`, migration 1764520000000): the search reads it
   * and counts from it; the list is then NEWEST_FIRST. Without it (small tables), each row's
   * text is read.
   */
  wordIndex?: boolean;
  /** List arguments that narrow to rows whose property equals them (e.g. status, kind). */
  filters?: string[];
  /** How the activity log names a row: "Nusrat Jahan: Corporate account". */
  describe?: (row: T) => string;
  /**
   * The record's declared fields (its declaration's `fields`): a list asking only for these
   * reads their columns alone, as plain rows (lists/lean.ts).
   */
  declared?: object;
  /**
   * Fields the entity computes from its columns (getters), with the properties each reads: a
   * list asking for them reads those columns, its rows the entity's prototype (lists/lean.ts).
   */
  computed?: Computed;
}

export const NEWEST_FIRST: RecordServiceOptions<unknown>['orderBy'] = [
  ['createdAt', 'DESC'],
  ['id', 'DESC'],
];

/** Column types searched through their text (see searchColumns). */
const NOT_TEXT = new Set<unknown>([
  'date',
  'timestamp',
  'timestamptz',
  'int',
  'integer',
  Date,
  Number,
]);

/**
 * What every table's service does the same way: list a page (searching on the server), list
 * all, the latest few, count, find and delete by id. Feature services add their own rules.
 */
export class RecordService<T extends ObjectLiteral & { id: number }> {
  protected readonly repo: Repository<T>;
  protected readonly ds: DataSource;
  constructor(
    protected readonly deps: Deps,
    protected readonly record: RecordServiceOptions<T>,
  ) {
    this.ds = deps.db;
    this.repo = this.ds.getRepository(record.entity);
    // A search's lead reads its word table's entries in this order (lists/search-lead.ts).
    if (record.wordIndex && record.orderBy !== NEWEST_FIRST)
      throw new Error(`${record.label}: a list with a word index is newest first`);
  }

  /** The base query, alias `r`, in list order; override to join relations. */
  protected query(): SelectQueryBuilder<T> {
    const qb = this.repo.createQueryBuilder('r');
    for (const [property, direction] of this.record.orderBy)
      qb.addOrderBy(`r.${property}`, direction);
    return qb;
  }

  /** GraphQL type name, used as the activity log's `entity`. */
  get entityName(): string {
    return this.repo.metadata.name;
  }

  /** The values of the `filters` present in list arguments (status, kind…). */
  private filterValues(args: ListArgs): Record<string, unknown> {
    const values: Record<string, unknown> = {};
    for (const property of this.record.filters ?? []) {
      const value = (args as Record<string, unknown>)[property];
      if (value !== undefined && value !== null && value !== '') values[property] = value;
    }
    return values;
  }

  /** The list query narrowed by the search term, the `filters` present in `args` and `where`. */
  filtered(
    args: ListArgs,
    where: Partial<Record<keyof T & string, unknown>> = {},
  ): SelectQueryBuilder<T> {
    return this.listQuery(args.search, { ...this.filterValues(args), ...where });
  }

  /** Every row the list would show for `args`, as a CSV stream. */
  exportCsv(args: ListArgs, columns: CsvColumn[]) {
    return csvStream(this.ds, this.filtered(args), columns);
  }

  /**
   * A page of rows, searched and filtered; `where` narrows to rows whose properties equal it.
   * `fields`: the only properties the caller reads of each row (a GraphQL selection): when all
   * are declared columns, the page reads only those, as plain rows (lists/lean.ts).
   */
  async list(
    args: ListArgs,
    where: Partial<Record<keyof T & string, unknown>> = {},
    fields?: readonly string[],
  ): Promise<Page<T>> {
    const reader = this.reader(fields, args.search);
    const filter = { ...this.filterValues(args), ...where };
    const narrowed = Object.values(filter).some((v) => v !== undefined && v !== null);
    const identified = Boolean(args.search && this.identifiedBy(args.search));
    const lead = identified ? undefined : await leadingWord(this.ds, args.search, this.words);
    // With nothing but a search, the list's rows up to its page's end are all a lead must find.
    const { page, pageSize } = pageBounds(args);
    const qb = this.listQuery(args.search, filter, lead, narrowed ? undefined : page * pageSize);
    // A search alone is counted from the word index; with filters, the rows are counted.
    if (narrowed || identified) return paginate(qb, args, undefined, qb, reader);
    if (args.search?.trim()) {
      // When the word index cannot count them, the search's rows are: all of them, not only the
      // first that a lead looks for (without a lead, qb has no such bound). Nor can it count
      // the rows found besides the words (alsoFoundBy).
      const all = lead ? this.listQuery(args.search, filter, lead.small ? lead : undefined) : qb;
      const counted = this.alsoFoundBy(args.search)
        ? undefined
        : wordsTotal(args.search, this.words, lead);
      return paginate(qb, args, counted, all, reader);
    }
    if (this.record.orderBy === NEWEST_FIRST) return newestFirstPage(qb, args, this.table, reader);
    return paginate(qb, args, this.table, qb, reader);
  }

  /** How a page of `fields` is read: lean when they are all declared columns, else entities. */
  private reader(fields: readonly string[] | undefined, search?: string | null): RowReader<T> {
    const { declared, computed } = this.record;
    const { metadata } = this.repo;
    const columns = fields && declared && leanColumns(metadata, declared, fields, computed);
    if (!columns) return entityRows();
    // The entity's getters are on its prototype; the inbox's rows stay plain objects.
    const prototype = computed ? (metadata.target as { prototype: object }).prototype : undefined;
    // Prepared (page 1) only without a search: its plan would not see the words (lean.ts).
    return leanRows(this.ds, columns, !search?.trim(), prototype);
  }

  /**
   * The rows a list shows, in list order: those matching `search` and equal to `where`;
   * `lead`: the search's rarest word, to start from (see leadingWord); `first`: only the first
   * rows in list order are wanted (whereWords).
   */
  listQuery(
    search: string | null | undefined,
    where: Partial<Record<keyof T & string, unknown>> = {},
    lead?: Lead,
    first?: number,
  ): SelectQueryBuilder<T> {
    const identified = search ? this.identifiedBy(search) : undefined;
    const also = search ? this.alsoFoundBy(search) : undefined;
    const qb = identified
      ? this.query().andWhere(identified.sql, identified.parameters)
      : whereWords(this.query(), search, this.words, lead, first, also);
    for (const [property, value] of Object.entries(where)) {
      if (value !== undefined && value !== null) {
        qb.andWhere(`r.${property} = :${property}`, { [property]: value });
      }
    }
    return qb;
  }

  /**
   * A search that names rows rather than words in them (a reference, a phone number), as a
   * condition on the list's alias `r`; undefined: search the words.
   */
  protected identifiedBy(_search: string): Condition | undefined {
    return undefined;
  }

  /**
   * Rows a search of words also finds (the beginning of a reference or of a phone number), as a
   * condition on `r` OR'd with the words'; undefined: none.
   */
  protected alsoFoundBy(_search: string): Condition | undefined {
    return undefined;
  }

  /** Where the list searches: its columns, and its word table if it has one. */
  private get words(): WordSearch {
    const table = this.repo.metadata.tableName;
    return {
      columns: this.searchColumns(),
      table,
      wordsTable: this.record.wordIndex ? `${table}_words` : undefined,
    };
  }

  /**
   * The searched columns as SQL, nullable ones as '' (the form the search indexes use); a date
   * or a number as the text staff read (a rate card's '2026-01-01'): `lower()` takes text only.
   */
  private searchColumns(): string[] {
    return this.record.searchIn.map((property) => {
      const column = this.repo.metadata.findColumnWithPropertyName(property);
      // A cast hides the property from TypeORM's renaming: the column is named as it is.
      const sql =
        column && NOT_TEXT.has(column.type) ? `r.${column.databaseName}::text` : `r.${property}`;
      return column?.isNullable ? `coalesce(${sql}, '')` : sql;
    });
  }

  /** Every row in list order (unbounded: not for anything a client can call). */
  all(): Promise<T[]> {
    return this.query().getMany();
  }

  /**
   * The REST shim's list: the page asked for, else the newest `cap` rows, with
   * the total either way. The original answered whole lists; this keeps that shape, bounded.
   */
  restList(args: { page?: number; pageSize?: number }, cap: number): Promise<Page<T>> {
    if (args.page !== undefined || args.pageSize !== undefined) return this.list(args);
    // The total comes from the trigger-kept count where there is one: count(*) reads every row.
    return rowsAndTotal(this.query(), 0, cap, this.table).then((rows) => ({
      ...rows,
      page: 1,
      pageSize: cap,
    }));
  }

  latest(n: number): Promise<T[]> {
    return this.query().take(n).getMany();
  }

  /** Every row: the trigger-kept count when the table has one (count(*) reads the whole table). */
  async count(): Promise<number> {
    return (await keptCount(this.ds, this.table)) ?? this.repo.count();
  }

  find(id: number): Promise<T | null> {
    return this.query().andWhere('r.id = :id', { id }).getOne();
  }

  async get(id: number): Promise<T> {
    const row = await this.find(id);
    if (!row) throw notFound(this.record.label);
    return row;
  }

  /** "Contact message 12 (Nusrat Jahan: Corporate account)" for the activity log. */
  protected describe(row: T): string {
    const what = this.record.describe?.(row);
    return `${this.record.label} ${row.id}${what ? ` (${what})` : ''}`;
  }

  /** Inserts a new row and logs its creation, in one transaction. */
  protected async createLogged(row: T, actor: Actor): Promise<T> {
    return write(this.deps, actor, async (m, { log, changed }) => {
      const saved = await m.save(row);
      await log({
        action: 'create',
        entity: this.entityName,
        entityId: saved.id,
        summary: `Created ${this.describe(saved)}`,
      });
      changed(this.table);
      return saved;
    });
  }

  /** Deletes for good (the REST shim's DELETE): as a purge does, through `deleteRows`. */
  async delete(id: number, actor: Actor): Promise<void> {
    const cleanUp = await write(this.deps, actor, async (m, { log, changed }) => {
      const row = (await m.findOneBy(this.record.entity, { id } as never)) as T | null;
      if (!row) throw notFound(this.record.label);
      const after = await this.deleteRows(m, [row]);
      await log({
        action: 'delete',
        entity: this.entityName,
        entityId: id,
        summary: `Deleted ${this.describe(row)}`,
      });
      changed(this.table);
      return after;
    });
    await cleanUp?.();
  }

  /**
   * A staff delete (PRODUCT.md §22): moves 1-100 rows to Trash, all or nothing (a missing row
   * refuses them all), where they wait 30 days to be restored; `delete` (the REST shim's
   * DELETE, an erasure's, the Trash's purge) deletes for good.
   */
  trash(ids: unknown, actor: Actor): Promise<number> {
    return trashRows(
      this.deps,
      {
        table: this.table,
        entityName: this.entityName,
        entity: this.record.entity,
        label: this.record.label,
        describe: (row: T) => this.describe(row),
        stepsKind: this.stepsKind(),
      },
      ids,
      actor,
    );
  }

  /** The kind a row's status steps are filed under (an inbox record's): they go to Trash too. */
  protected stepsKind(): string | undefined {
    return undefined;
  }

  /**
   * Deletes for good rows restored from Trash inside the caller's transaction (its purge);
   * answers what to do once it committed (remove stored files).
   */
  async purge(m: EntityManager, ids: number[]): Promise<(() => Promise<void>) | void> {
    const rows = (await m.findBy(this.record.entity, { id: In(ids) } as never)) as T[];
    return this.deleteRows(m, rows);
  }

  /**
   * Deletes rows inside a delete's transaction; answers what to do once it committed
   * (e.g. remove stored files). Override when a row takes other rows with it.
   */
  protected async deleteRows(m: EntityManager, rows: T[]): Promise<(() => Promise<void>) | void> {
    await m.delete(this.record.entity, { id: In(rows.map((r) => r.id)) } as never);
  }

  /** The table's name, for `changed` (the public cache forgets what was read from it). */
  get table(): string {
    return this.repo.metadata.tableName;
  }
}
