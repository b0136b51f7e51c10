import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import type { Actor } from '../../records/activity-log';
import { GraphQLUpload, readUpload, type FileUpload } from '../../graphql/upload';
import { Website, WebsitePage, WebsiteType } from './website.entity';
import { WebsiteInput } from './website.inputs';

const CONTENT_ROLES = ['admin', 'editor'];
// @Authorized guarantees a user; the fallback only keeps the types honest.
const actor = (ctx: Context): Actor => ctx.user ?? { id: null, username: 'unknown' };
const image = (upload: Promise<FileUpload>, ctx: Context) =>
  readUpload(upload, {
    field: 'image',
    label: 'Image',
    maxBytes: ctx.services.websites.maxImageBytes,
  });

@Resolver(() => Website)
export class WebsiteResolver {
  @Query(() => WebsitePage, {
    description: 'One page of the portfolio, newest first unless sortBy (name, year, createdAt)',
  })
  websites(
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: 10 }) pageSize: number,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('type', () => WebsiteType, { nullable: true }) type: WebsiteType | null,
    @Arg('sortBy', () => String, { nullable: true }) sortBy: string | null,
    @Arg('sortDir', () => String, { nullable: true }) sortDir: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.websites.grid({ page, pageSize, search, type, sortBy, sortDir });
  }

  @Query(() => Website, { nullable: true })
  website(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
    return ctx.services.websites.find(id);
  }

  @Authorized(CONTENT_ROLES)
  @Mutation(() => Website)
  async createWebsite(
    @Arg('input', () => WebsiteInput) input: WebsiteInput,
    @Arg('image', () => GraphQLUpload) upload: Promise<FileUpload>,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.websites.create(input, await image(upload, ctx), actor(ctx));
  }

  @Authorized(CONTENT_ROLES)
  @Mutation(() => Website, { description: 'Changes an entry; the screenshot only when sent' })
  async updateWebsite(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => WebsiteInput) input: WebsiteInput,
    @Arg('image', () => GraphQLUpload, { nullable: true }) upload: Promise<FileUpload> | null,
    @Ctx() ctx: Context,
  ) {
    const file = upload ? await image(upload, ctx) : undefined;
    return ctx.services.websites.update(id, input, file, actor(ctx));
  }

  @Authorized(CONTENT_ROLES)
  @Mutation(() => Boolean)
  async deleteWebsite(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
    await ctx.services.websites.remove(id, actor(ctx));
    return true;
  }
}
