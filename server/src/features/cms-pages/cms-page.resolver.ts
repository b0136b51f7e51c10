import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import type { Actor } from '../../records/activity-log';
import { GraphQLUpload, readUpload, type FileUpload } from '../../graphql/upload';
import { CmsPage, CmsPageRevision } from './cms-page.entity';
import { CmsPageInput, NewCmsPageInput } from './cms-page.inputs';

const CONTENT_ROLES = ['admin', 'editor'];
// @Authorized guarantees a user; the fallback only keeps the types honest.
const actor = (ctx: Context): Actor => ctx.user ?? { id: null, username: 'unknown' };

@Resolver(() => CmsPage)
export class CmsPageResolver {
  @Query(() => CmsPage, {
    nullable: true,
    description: 'A company page by slug in one language ("en" or "bn"), or null',
  })
  cmsPage(
    @Arg('slug') slug: string,
    @Arg('locale', { defaultValue: 'en', description: '"en" or "bn"' }) locale: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.cmsPages.find(slug, locale);
  }

  @Query(() => [CmsPage], { description: 'Every company page, by slug' })
  cmsPages(@Arg('locale', { defaultValue: 'en' }) locale: string, @Ctx() ctx: Context) {
    return ctx.services.cmsPages.list(locale);
  }

  @Authorized(CONTENT_ROLES)
  @Query(() => [CmsPageRevision], { description: 'Earlier versions of a page, newest first' })
  cmsPageRevisions(
    @Arg('slug') slug: string,
    @Arg('locale', { defaultValue: 'en', description: '"en" or "bn"' }) locale: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.cmsPages.revisions(slug, locale);
  }

  @Authorized(CONTENT_ROLES)
  @Mutation(() => CmsPage, {
    description: 'Saves one language of a page; the replaced version becomes a revision',
  })
  updateCmsPage(
    @Arg('slug') slug: string,
    @Arg('input', () => CmsPageInput) input: CmsPageInput,
    @Arg('locale', { defaultValue: 'en', description: '"en" or "bn"' }) locale: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.cmsPages.update(slug, input, actor(ctx), locale);
  }

  @Authorized(CONTENT_ROLES)
  @Mutation(() => CmsPage)
  createCmsPage(@Arg('input', () => NewCmsPageInput) input: NewCmsPageInput, @Ctx() ctx: Context) {
    return ctx.services.cmsPages.create(input, actor(ctx));
  }

  @Authorized(CONTENT_ROLES)
  @Mutation(() => CmsPage, {
    description:
      'Puts a revision back (a new revision itself); with slug (and locale), it must be that page’s',
  })
  restoreCmsPageRevision(
    @Arg('id', () => Int) id: number,
    @Arg('slug', () => String, { nullable: true }) slug: string | null,
    @Arg('locale', () => String, { nullable: true }) locale: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.cmsPages.restore(id, actor(ctx), slug, locale);
  }

  @Authorized(CONTENT_ROLES)
  @Mutation(() => String, { description: 'Stores an image for a page; answers its /uploads URL' })
  async uploadCmsImage(
    @Arg('image', () => GraphQLUpload) upload: Promise<FileUpload>,
    @Ctx() ctx: Context,
  ) {
    const { maxImageBytes } = ctx.services.cmsPages;
    const file = await readUpload(upload, {
      field: 'image',
      label: 'Image',
      maxBytes: maxImageBytes,
    });
    return ctx.services.cmsPages.uploadImage(file);
  }
}
