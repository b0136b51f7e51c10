import {
  Arg,
  Authorized,
  Ctx,
  FieldResolver,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  UseMiddleware,
} from 'type-graphql';
import type { Context } from '../../graphql/context';
import { RateLimited } from '../../graphql/rate-limited';
import { isStaff, STAFF } from '../../identity/roles';
import type { Actor } from '../../records/activity-log';
import { HelpArticle, HelpArticleRevision, HelpSearchHit } from './help-article.entity';
import { HelpArticleInput, NewHelpArticleInput } from './help-article.inputs';

const actor = (ctx: Context): Actor => ctx.user ?? { id: null, username: 'unknown' };

@Resolver(() => HelpArticle)
export class HelpArticleResolver {
  @Query(() => [HelpArticle], {
    description: 'Help articles in one language ("en" or "bn"), by category; drafts for staff',
  })
  helpArticles(
    @Arg('locale', { defaultValue: 'en' }) locale: string,
    @Arg('category', () => String, { nullable: true }) category: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.helpArticles.list(locale, { category, staff: isStaff(ctx.user) });
  }

  @Query(() => HelpArticle, { nullable: true, description: 'A help article by slug, or null' })
  helpArticle(
    @Arg('slug') slug: string,
    @Arg('locale', { defaultValue: 'en' }) locale: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.helpArticles.find(slug, locale, isStaff(ctx.user));
  }

  @Query(() => [HelpSearchHit], {
    description:
      'Anyone: published help articles whose title or text is like the words (typos and Bangla spelling variants forgiven), best first; at most 100 characters. At most 30 searches a minute per client IP (then RATE_LIMITED)',
  })
  async helpSearch(
    @Arg('q') q: string,
    @Arg('locale', { defaultValue: 'en' }) locale: string,
    @Ctx() ctx: Context,
  ) {
    // The page renderer asks with the visitor's address too (ssr/renderer.ts): no-JS searches count.
    await ctx.services.helpSearchLimit.consume(ctx.ip);
    return ctx.services.helpArticles.search(q, locale);
  }

  @FieldResolver(() => [HelpArticle], { description: 'Published articles of the same category' })
  related(@Root() article: HelpArticle, @Ctx() ctx: Context) {
    return ctx.services.helpArticles.related(article);
  }

  @Authorized(STAFF)
  @FieldResolver(() => Int, { description: 'Visitors who said it helped (one vote a day each)' })
  async helpful(@Root() article: HelpArticle, @Ctx() ctx: Context) {
    return (await ctx.services.helpArticles.votes(article.id)).helpful;
  }

  @Authorized(STAFF)
  @FieldResolver(() => Int, { description: 'Visitors who said it did not help' })
  async notHelpful(@Root() article: HelpArticle, @Ctx() ctx: Context) {
    return (await ctx.services.helpArticles.votes(article.id)).notHelpful;
  }

  @UseMiddleware(RateLimited)
  @Mutation(() => Boolean, {
    description:
      '"Was this helpful?": true when counted; one vote per visitor, article and day (false after)',
  })
  helpVote(
    @Arg('slug') slug: string,
    @Arg('locale', { defaultValue: 'en' }) locale: string,
    @Arg('helpful') helpful: boolean,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.helpArticles.vote(slug, locale, helpful, ctx.ip);
  }

  @Authorized(STAFF)
  @Query(() => [HelpArticleRevision], { description: 'Earlier versions, newest first' })
  helpArticleRevisions(
    @Arg('slug') slug: string,
    @Arg('locale', { defaultValue: 'en' }) locale: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.helpArticles.revisions(slug, locale);
  }

  @Authorized(STAFF)
  @Mutation(() => HelpArticle)
  createHelpArticle(
    @Arg('input', () => NewHelpArticleInput) input: NewHelpArticleInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.helpArticles.create(input, actor(ctx));
  }

  @Authorized(STAFF)
  @Mutation(() => HelpArticle, { description: 'Saves one language of an article' })
  updateHelpArticle(
    @Arg('slug') slug: string,
    @Arg('locale', { defaultValue: 'en' }) locale: string,
    @Arg('input', () => HelpArticleInput) input: HelpArticleInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.helpArticles.update(slug, locale, input, actor(ctx));
  }

  @Authorized(STAFF)
  @Mutation(() => HelpArticle, { description: 'Puts a revision back (a new revision itself)' })
  restoreHelpArticleRevision(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
    return ctx.services.helpArticles.restore(id, actor(ctx));
  }
}
