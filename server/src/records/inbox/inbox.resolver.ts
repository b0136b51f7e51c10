import {
  Arg,
  Args,
  Authorized,
  Ctx,
  Info,
  Int,
  Mutation,
  Query,
  Resolver,
  UseMiddleware,
  type ClassType,
} from 'type-graphql';
import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../../graphql/context';
import { PageArgs } from '../../graphql/page';
import type { Page } from '../../lists/page';
import { validateListArgs } from '../../graphql/list-args';
import { itemFields } from '../../lists/selection';
import { RateLimited } from '../../graphql/rate-limited';
import type { Actor } from '../activity-log';
import { MAX_BULK } from './bulk';

const VISITOR_NOTE =
  'For the visitor: shown with this step on the status page and e-mailed to them (note is internal)';

/** What the site's visitors send and staff work through: messages, reservations, registrations. */
export interface InboxService<T> {
  /** `idempotencyKey`: a visitor's form sent again with the same key is stored once. */
  create(raw: unknown, idempotencyKey?: string): Promise<T>;
  /** `fields`: what the caller reads of each row (RecordService.list). */
  list(args: Partial<PageArgs>, where?: object, fields?: readonly string[]): Promise<Page<T>>;
  find(id: number): Promise<T | null>;
  delete(id: number, actor: Actor): Promise<void>;
  setStatus(
    id: number,
    status: unknown,
    note: unknown,
    actor: Actor,
    visitorNote?: unknown,
  ): Promise<T>;
  setStatusMany(
    ids: unknown,
    status: unknown,
    note: unknown,
    actor: Actor,
    visitorNote?: unknown,
  ): Promise<number>;
  deleteMany(ids: unknown, actor: Actor): Promise<number>;
  trash(ids: unknown, actor: Actor): Promise<number>;
}

export interface InboxResolverOptions<T extends object> {
  entity: ClassType<T>;
  page: ClassType<object>;
  input: ClassType<object>;
  /** List arguments: PageArgs or a subclass adding filters. */
  args?: ClassType<PageArgs>;
  /** The GraphQL enum of the workflow's states. */
  status: object;
  names: {
    create: string;
    list: string;
    item: string;
    delete: string;
    setStatus: string;
    /** Bulk actions: up to 100 ids, all or nothing. */
    setStatusMany: string;
    deleteMany: string;
  };
  describe: { create: string; list: string; delete?: string };
  service: (ctx: Context) => InboxService<T>;
}

/**
 * A public, rate-limited create and the admin list / item / delete of one inbox; each
 * feature subclasses the result with @Resolver().
 */
export function createInboxResolver<T extends object>(o: InboxResolverOptions<T>) {
  const Args_ = o.args ?? PageArgs;

  @Resolver()
  abstract class InboxResolver {
    @UseMiddleware(RateLimited)
    @Mutation(() => o.entity, { name: o.names.create, description: o.describe.create })
    create(@Arg('input', () => o.input) input: object, @Ctx() ctx: Context) {
      return o.service(ctx).create(input, ctx.idempotencyKey);
    }

    @Authorized('admin')
    @Query(() => o.page, { name: o.names.list, description: o.describe.list })
    list(
      @Args(() => Args_, { validateFn: validateListArgs }) args: PageArgs,
      @Ctx() ctx: Context,
      @Info() info: GraphQLResolveInfo,
    ) {
      // Only the columns the query asks for are read (lists/lean.ts).
      return o.service(ctx).list(args, {}, itemFields(info));
    }

    @Authorized('admin')
    @Query(() => o.entity, { name: o.names.item, nullable: true })
    item(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
      return o.service(ctx).find(id);
    }

    @Authorized('admin')
    @Mutation(() => Boolean, { name: o.names.delete, description: o.describe.delete })
    async remove(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
      // To Trash (PRODUCT.md §22); the REST shim's DELETE still deletes for good.
      await o.service(ctx).trash([id], ctx.user!);
      return true;
    }

    @Authorized('admin')
    @Mutation(() => o.entity, {
      name: o.names.setStatus,
      description:
        'Moves the row along its workflow, with an optional internal note and an optional note for the visitor (shown on the status page, e-mailed to them); other moves are refused',
    })
    setStatus(
      @Arg('id', () => Int) id: number,
      @Arg('status', () => o.status) status: string,
      @Arg('note', () => String, { nullable: true }) note: string | null,
      @Arg('visitorNote', () => String, { nullable: true, description: VISITOR_NOTE })
      visitorNote: string | null,
      @Ctx() ctx: Context,
    ) {
      return o.service(ctx).setStatus(id, status, note, ctx.user!, visitorNote);
    }

    @Authorized('admin')
    @Mutation(() => Int, {
      name: o.names.setStatusMany,
      description: `Moves 1-${MAX_BULK} rows to one status with one note, all or nothing: if a row is missing or may not make that move, nothing changes and the error names it. Answers how many moved`,
    })
    setStatusMany(
      @Arg('ids', () => [Int]) ids: number[],
      @Arg('status', () => o.status) status: string,
      @Arg('note', () => String, { nullable: true }) note: string | null,
      @Arg('visitorNote', () => String, { nullable: true, description: VISITOR_NOTE })
      visitorNote: string | null,
      @Ctx() ctx: Context,
    ) {
      return o.service(ctx).setStatusMany(ids, status, note, ctx.user!, visitorNote);
    }

    @Authorized('admin')
    @Mutation(() => Int, {
      name: o.names.deleteMany,
      description: `Moves 1-${MAX_BULK} rows to Trash for 30 days (restoreFromTrash puts them back), all or nothing (a missing row refuses them all). Answers how many were deleted`,
    })
    deleteMany(@Arg('ids', () => [Int]) ids: number[], @Ctx() ctx: Context) {
      return o.service(ctx).trash(ids, ctx.user!);
    }
  }
  return InboxResolver;
}
