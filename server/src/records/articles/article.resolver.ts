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
  type ClassType,
} from 'type-graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { isStaff, STAFF } from '../../identity/roles';
import { itemFields } from '../../lists/selection';
import type { Context } from '../../graphql/context';
import { PageArgs } from '../../graphql/page';
import { validateListArgs } from '../../graphql/list-args';
import { PublicRead } from '../../graphql/public-cache';
import { GraphQLUpload, readUpload, type FileUpload } from '../../graphql/upload';
import type { Article } from './article.entity';
import type { ArticleFields } from './article.inputs';
import type { ArticleService } from './article.service';

export interface ArticleResolverOptions<T extends Article> {
  entity: ClassType<T>;
  page: ClassType<object>;
  input: ClassType<ArticleFields>;
  names: { list: string; item: string; create: string; update: string; delete: string };
  service: (ctx: Context) => ArticleService<T>;
}

/** Queries and mutations of one article kind; each kind subclasses the result with @Resolver(). */
export function createArticleResolver<T extends Article>(o: ArticleResolverOptions<T>) {
  const image = (upload: Promise<FileUpload>, ctx: Context) =>
    readUpload(upload, { field: 'image', label: 'Image', maxBytes: o.service(ctx).maxImageBytes });

  @Resolver()
  abstract class ArticleResolver {
    @PublicRead()
    @Query(() => o.page, { name: o.names.list, description: 'One page of items, newest first' })
    list(
      @Args(() => PageArgs, { validateFn: validateListArgs }) args: PageArgs,
      @Ctx() ctx: Context,
      @Info() info: GraphQLResolveInfo,
    ) {
      // Staff's reads (never cached) ask only for the columns the query selects (lists/lean.ts).
      return o.service(ctx).listFor(args, isStaff(ctx.user), itemFields(info));
    }

    @PublicRead()
    @Query(() => o.entity, { name: o.names.item, nullable: true })
    item(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
      return o.service(ctx).findFor(id, isStaff(ctx.user));
    }

    @Authorized(...STAFF)
    @Mutation(() => o.entity, { name: o.names.create })
    async create(
      @Arg('input', () => o.input) input: ArticleFields,
      @Arg('image', () => GraphQLUpload) upload: Promise<FileUpload>,
      @Ctx() ctx: Context,
    ) {
      return o.service(ctx).create(input, await image(upload, ctx), ctx.user!);
    }

    @Authorized(...STAFF)
    @Mutation(() => o.entity, { name: o.names.update })
    async update(
      @Arg('id', () => Int) id: number,
      @Arg('input', () => o.input) input: ArticleFields,
      @Arg('image', () => GraphQLUpload, { nullable: true }) upload: Promise<FileUpload> | null,
      @Ctx() ctx: Context,
    ) {
      return o
        .service(ctx)
        .update(id, input, upload ? await image(upload, ctx) : undefined, ctx.user!);
    }

    @Authorized(...STAFF)
    @Mutation(() => Boolean, { name: o.names.delete })
    async remove(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
      await o.service(ctx).delete(id, ctx.user!);
      return true;
    }
  }
  return ArticleResolver;
}
