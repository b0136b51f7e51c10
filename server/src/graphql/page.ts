import { IsOptional, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  TOTAL_CAP,
  type ListArgs,
  type Page,
} from '../lists/page';

/** `page`, `pageSize` and `search` arguments shared by every list query. */
@ArgsType()
export class PageArgs implements ListArgs {
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

/** The one GraphQL page type: `PageOf(News)` → `{items, total, totalIsExact, page, pageSize}`. */
export function PageOf<T extends object>(item: ClassType<T>) {
  // `simple`: graphql-js reads these plain properties itself, without type-graphql's wrapper.
  @ObjectType()
  abstract class PageClass implements Page<T> {
    @Field(() => [item], { simple: true })
    items: T[];

    @Field(() => Int, {
      simple: true,
      description: `The number of matching rows, at most ${TOTAL_CAP}: see totalIsExact`,
    })
    total: number;

    @Field({
      simple: true,
      description: `False when more than ${TOTAL_CAP} rows match: total is then ${TOTAL_CAP} (say "${TOTAL_CAP.toLocaleString('en')}+")`,
    })
    totalIsExact: boolean;

    @Field(() => Int, { simple: true })
    page: number;

    @Field(() => Int, { simple: true })
    pageSize: number;
  }
  return PageClass;
}
