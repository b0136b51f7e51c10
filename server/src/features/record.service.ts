import type {
  DataSource,
  EntityTarget,
  ObjectLiteral,
  Repository,
  SelectQueryBuilder,
} from 'typeorm';
import { notFound } from '../errors';
import {
  pageBounds,
  pageRows,
  paginate,
  rowsAndTotal,
  StatementCache,
  type Page,
  type ListArgs,
} from '../lists/page';
import { whereWords, wordsTotal, type WordSearch } from '../lists/search';
import type { Deps } from '../deps';
import { write } from '../database/write';
import type { Actor } from './activity/staff-write';
import { csvStream, type CsvColumn } from '../lists/csv';

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
   * and counts from it. Without it (small tables), each row's text is read.
   */
  wordIndex?: boolean;
  /** List arguments that narrow to rows whose property equals them (e.g. status, kind). */
  filters?: string[];
  /** How the activity log names a row: "Nusrat Jahan: Corporate account". */
  describe?: (row: T) => string;
}

/** Offsets below this walk the order index from the top (a few hundred microseconds). */
const NEAR_TOP = 2000;
const DAY = 86400;

interface Seek {
  total: string | null;
  bucket: number | null;
  skip: string | null;
}

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

export const NEWEST_FIRST: RecordServiceOptions<unknown>['orderBy'] = [
  ['createdAt', 'DESC'],
  ['id', 'DESC'],
];

/**
 * What every table's service does the same way: list a page (searching on the server), list
 * all, the latest few, count, find and delete by id. Feature services add their own rules.
 */
export class RecordService<T extends ObjectLiteral & { id: number }> {
  protected readonly repo: Repository<T>;
  protected readonly ds: DataSource;
  /** This list's page statements, built once per shape. */
  private readonly statements = new StatementCache();
  /**
   * The unfiltered list's query, built once: the plainest and most asked page (a first page of
   * the admin lists) then skips building a query builder (~2 % of its CPU). Shared across
   * requests, so it must never change: its conditions are frozen, and anything that narrows a
   * page works on a clone.
   */
  private unfiltered?: SelectQueryBuilder<T>;

  constructor(
    protected readonly deps: Deps,
    protected readonly record: RecordServiceOptions<T>,
  ) {
    this.ds = deps.db;
    this.repo = this.ds.getRepository(record.entity);
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

  /** A page of rows, searched and filtered; `where` narrows to rows whose properties equal it. */
  list(args: ListArgs, where: Partial<Record<keyof T & string, unknown>> = {}): Promise<Page<T>> {
    const filter = { ...this.filterValues(args), ...where };
    const narrowed = Object.values(filter).some((v) => v !== undefined && v !== null);
    // Neither search nor filter: the shared unfiltered query (listQuery would add nothing).
    const qb =
      narrowed || args.search?.trim()
        ? this.listQuery(args.search, filter)
        : this.unfilteredQuery();
    if (qb.expressionMap.wheres.length > 0) {
      // A search alone is counted from the word index; with filters, the rows are counted.
      const total = narrowed ? undefined : wordsTotal(args.search, this.words);
      return paginate(qb, args, total, this.statements);
    }
    if (this.record.orderBy === NEWEST_FIRST) return this.newestFirstPage(qb, args);
    return paginate(qb, args, this.repo.metadata.tableName, this.statements);
  }

  /** The shared unfiltered list query (see `unfiltered`): read it, clone it, never change it. */
  private unfilteredQuery(): SelectQueryBuilder<T> {
    if (!this.unfiltered) {
      this.unfiltered = this.listQuery(null);
      // andWhere and friends push here: a change would leak into every later request.
      Object.freeze(this.unfiltered.expressionMap.wheres);
    }
    return this.unfiltered;
  }

  /** The rows a list shows, in list order: those matching `search` and equal to `where`. */
  listQuery(
    search: string | null | undefined,
    where: Partial<Record<keyof T & string, unknown>> = {},
  ): SelectQueryBuilder<T> {
    const qb = whereWords(this.query(), search, this.words);
    for (const [property, value] of Object.entries(where)) {
      if (value !== undefined && value !== null) {
        qb.andWhere(`r.${property} = :${property}`, { [property]: value });
      }
    }
    return qb;
  }

  /**
   * An unfiltered page of a newest-first table. Near the top, the index walk is short. Deeper,
   * the per-day row counts (table_row_buckets, kept by triggers) say on which day the page
   * starts and how many rows of that day come before it, so the walk starts there.
   */
  private async newestFirstPage(qb: SelectQueryBuilder<T>, args: ListArgs) {
    const { page, pageSize } = pageBounds(args);
    const offset = (page - 1) * pageSize;
    if (offset < NEAR_TOP) return paginate(qb, args, this.repo.metadata.tableName, this.statements);
    const [seek] = await this.ds.query<Seek[]>(SEEK, [this.repo.metadata.tableName, offset]);
    if (!seek || seek.total === null) return paginate(qb, args); // a table without counts
    const total = Number(seek.total);
    if (seek.bucket === null) return { items: [], total, page, pageSize }; // past the last page
    // A clone: qb may be the shared unfiltered query.
    const day = qb
      .clone()
      .andWhere('r.createdAt < to_timestamp(:dayEnd)', { dayEnd: (seek.bucket + 1) * DAY });
    return { items: await pageRows(day, Number(seek.skip), pageSize), total, page, pageSize };
  }

  /** Where the list searches: its columns, and its word table if it has one. */
  private get words(): WordSearch {
    const table = this.repo.metadata.tableName;
    return {
      columns: this.searchColumns(),
      wordsTable: this.record.wordIndex ? `${table}_words` : undefined,
    };
  }

  /** The searched columns as SQL, nullable ones as '' (the form the search indexes use). */
  private searchColumns(): string[] {
    return this.record.searchIn.map((property) => {
      const column = this.repo.metadata.findColumnWithPropertyName(property);
      return column?.isNullable ? `coalesce(r.${property}, '')` : `r.${property}`;
    });
  }

  /** Every row in list order (unbounded: not for anything a client can call). */
  all(): Promise<T[]> {
    return this.query().getMany();
  }

  /**
   * The REST shim's list (PRODUCT.md §4): the page asked for, else the newest `cap` rows, with
   * the total either way. The original answered whole lists; this keeps that shape, bounded.
   */
  restList(args: { page?: number; pageSize?: number }, cap: number): Promise<Page<T>> {
    if (args.page !== undefined || args.pageSize !== undefined) return this.list(args);
    // The total comes from the trigger-kept count where there is one: count(*) reads every row.
    return rowsAndTotal(this.query(), 0, cap, this.repo.metadata.tableName, this.statements).then(
      (rows) => ({
        ...rows,
        page: 1,
        pageSize: cap,
      }),
    );
  }

  latest(n: number): Promise<T[]> {
    return this.query().take(n).getMany();
  }

  /** Every row: the trigger-kept count when the table has one (count(*) reads the whole table). */
  async count(): Promise<number> {
    const [kept] = await this.ds.query<{ row_count: string }[]>(
      'SELECT row_count FROM table_row_counts WHERE table_name = $1',
      [this.repo.metadata.tableName],
    );
    return kept ? Number(kept.row_count) : this.repo.count();
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

  async delete(id: number, actor: Actor): Promise<void> {
    await write(this.deps, actor, async (m, { log, changed }) => {
      const row = await m.findOneBy(this.record.entity, { id } as never);
      if (!row) throw notFound(this.record.label);
      await m.delete(this.record.entity, id);
      await log({
        action: 'delete',
        entity: this.entityName,
        entityId: id,
        summary: `Deleted ${this.describe(row as T)}`,
      });
      changed(this.table);
    });
  }

  /** The table's name, for `changed` (the public cache forgets what was read from it). */
  protected get table(): string {
    return this.repo.metadata.tableName;
  }
}
