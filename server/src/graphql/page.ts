import { IsOptional, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { Brackets, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** `page`, `pageSize` and `search` arguments shared by every list query. */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 1 })
  @Min(1, { message: 'page must be 1 or more' })
  page: number = 1;

  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE })
  @Min(1, { message: 'pageSize must be 1 or more' })
  @Max(MAX_PAGE_SIZE, { message: `pageSize must be at most ${MAX_PAGE_SIZE}` })
  pageSize: number = DEFAULT_PAGE_SIZE;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  search?: string | null;
}

/** The one GraphQL page type: `PageOf(News)` → `{items, total, page, pageSize}`. */
export function PageOf<T extends object>(item: ClassType<T>) {
  @ObjectType()
  abstract class PageClass implements Page<T> {
    @Field(() => [item])
    items: T[];

    @Field(() => Int)
    total: number;

    @Field(() => Int)
    page: number;

    @Field(() => Int)
    pageSize: number;
  }
  return PageClass;
}

/** Runs a list query one page at a time; the services' only way of listing. */
export async function paginate<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  args: Partial<PageArgs>,
): Promise<Page<T>> {
  const page = Math.max(1, Math.floor(args.page ?? 1));
  const pageSize = Math.min(
    MAX_PAGE_SIZE,
    Math.max(1, Math.floor(args.pageSize ?? DEFAULT_PAGE_SIZE)),
  );
  const [items, total] = await qb
    .skip((page - 1) * pageSize)
    .take(pageSize)
    .getManyAndCount();
  return { items, total, page, pageSize };
}

/** `%term%` for ILIKE with the user's wildcards escaped, or null for no filter. */
export function likePattern(search: string | null | undefined): string | null {
  const term = search?.trim();
  if (!term) return null;
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Narrows a list query to rows where any of `columns` contains the search term (ILIKE). */
export function whereSearch<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  search: string | null | undefined,
  columns: string[],
): SelectQueryBuilder<T> {
  const like = likePattern(search);
  if (!like || columns.length === 0) return qb;
  return qb.andWhere(
    new Brackets((w) => {
      for (const column of columns) w.orWhere(`${column} ILIKE :like`, { like });
    }),
  );
}
