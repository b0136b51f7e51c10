import type {
  DataSource,
  EntityTarget,
  ObjectLiteral,
  Repository,
  SelectQueryBuilder,
} from 'typeorm';
import { notFound } from '../errors';
import { eventBusOf } from '../events/bus';
import { paginate, whereSearch, type Page, type PageArgs } from '../graphql/page';
import type { Response } from 'express';
import { staffWrite, type Actor } from './activity/staff-write';
import { streamCsv, type CsvColumn } from './csv-export';

export interface RecordServiceOptions<T> {
  entity: EntityTarget<T>;
  /** Human name for messages: 'Contact message', 'Reservation'. */
  label: string;
  /** List order on the entity's properties, e.g. [['createdAt', 'DESC'], ['id', 'DESC']]. */
  orderBy: [string, 'ASC' | 'DESC'][];
  /** Properties the admin search box looks in. */
  searchIn: string[];
  /** List arguments that narrow to rows whose property equals them (e.g. status, kind). */
  filters?: string[];
  /** How the activity log names a row: "Nusrat Jahan: Corporate account". */
  describe?: (row: T) => string;
}

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

  constructor(
    protected readonly ds: DataSource,
    protected readonly record: RecordServiceOptions<T>,
  ) {
    this.repo = ds.getRepository(record.entity);
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

  /** The list query narrowed by the search term and the `filters` present in `args`. */
  filtered(args: Partial<PageArgs>): SelectQueryBuilder<T> {
    const qb = whereSearch(
      this.query(),
      args.search,
      this.record.searchIn.map((p) => `r.${p}`),
    );
    for (const property of this.record.filters ?? []) {
      const value = (args as Record<string, unknown>)[property];
      if (value !== undefined && value !== null && value !== '') {
        qb.andWhere(`r.${property} = :${property}`, { [property]: value });
      }
    }
    return qb;
  }

  /** Every row the list would show for `args`, as CSV streamed to `res`. */
  exportCsv(args: Partial<PageArgs>, columns: CsvColumn[], res: Response, fileName: string) {
    return streamCsv({ ds: this.ds, qb: this.filtered(args), columns, res, fileName });
  }

  /** A page of rows, searched and filtered. */
  list(args: Partial<PageArgs>): Promise<Page<T>> {
    return paginate(this.filtered(args), args);
  }

  /** Every row in list order — for the REST shim, which answers whole lists as the original did. */
  all(): Promise<T[]> {
    return this.query().getMany();
  }

  latest(n: number): Promise<T[]> {
    return this.query().take(n).getMany();
  }

  count(): Promise<number> {
    return this.repo.count();
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
    const saved = await staffWrite(this.ds, actor, async (m, log) => {
      const saved = await m.save(row);
      await log({
        action: 'create',
        entity: this.entityName,
        entityId: saved.id,
        summary: `Created ${this.describe(saved)}`,
      });
      return saved;
    });
    this.changed();
    return saved;
  }

  async delete(id: number, actor: Actor): Promise<void> {
    await staffWrite(this.ds, actor, async (m, log) => {
      const row = await m.findOneBy(this.record.entity, { id } as never);
      if (!row) throw notFound(this.record.label);
      await m.delete(this.record.entity, id);
      await log({
        action: 'delete',
        entity: this.entityName,
        entityId: id,
        summary: `Deleted ${this.describe(row as T)}`,
      });
    });
    this.changed();
  }

  /**
   * Call after every write: this process's public cache forgets at once (read-your-writes);
   * other processes hear of it from the table's NOTIFY trigger.
   */
  protected changed(): void {
    eventBusOf(this.ds)?.announceLocally('data_changed', { table: this.repo.metadata.tableName });
  }
}
