import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver, UseMiddleware } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { RateLimited } from '../../graphql/rate-limited';
import { SavedView, SavedViewInput } from './saved-view.entity';

@Resolver(() => SavedView)
export class SavedViewResolver {
  @Authorized()
  @Query(() => [SavedView], {
    description: 'Staff: one’s own saved views and one’s role’s, with how many rows each shows',
  })
  savedViews(@Ctx() ctx: Context) {
    return ctx.services.savedViews.views(ctx.user!);
  }

  @Authorized()
  @UseMiddleware(RateLimited)
  @Mutation(() => SavedView, {
    description:
      'Staff: saves the current filters and search by name (no id) or changes one’s own view; forRole (admins only) saves it for a role',
  })
  saveView(
    @Arg('id', () => Int, { nullable: true }) id: number | null,
    @Arg('input', () => SavedViewInput) input: SavedViewInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.savedViews.save(id ?? null, input, ctx.user!);
  }

  @Authorized()
  @UseMiddleware(RateLimited)
  @Mutation(() => Boolean, { description: 'Staff: deletes one’s own view (a role’s: admins)' })
  async deleteView(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
    await ctx.services.savedViews.remove(id, ctx.user!);
    return true;
  }
}
