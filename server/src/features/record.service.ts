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

export interface RecordServiceOptions<T> {
  entity: EntityTarget<T>;
  /** Human name for messages: 'Contact message', 'Reservation'. */
  label: string;
  /** List order on the entity's properties, e.g. [['createdAt', 'DESC'], ['id', 'DESC']]. */
  orderBy: [string, 'ASC' | 'DESC'][];
  /** Properties the admin search box looks in. */
  searchIn: string[];
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

  /** A page of rows; `where` narrows to rows whose properties equal the given (non-null) values. */
  list(
    args: Partial<PageArgs>,
    where: Partial<Record<keyof T & string, unknown>> = {},
  ): Promise<Page<T>> {
    const qb = whereSearch(
      this.query(),
      args.search,
      this.record.searchIn.map((p) => `r.${p}`),
    );
    for (const [property, value] of Object.entries(where)) {
      if (value !== undefined && value !== null) {
        qb.andWhere(`r.${property} = :${property}`, { [property]: value });
      }
    }
    return paginate(qb, args);
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

  async delete(id: number): Promise<void> {
    const { affected } = await this.repo.delete(id);
    if (!affected) throw notFound(this.record.label);
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
