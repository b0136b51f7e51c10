import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { PageArgs } from '../../graphql/page';
import { TrashPage } from './trash.entity';

@Resolver()
export class TrashResolver {
  @Authorized('admin')
  @Query(() => TrashPage, {
    description: 'What staff deleted in the last 30 days, newest first (PRODUCT.md §22)',
  })
  trash(@Args(() => PageArgs) args: PageArgs, @Ctx() ctx: Context) {
    return ctx.services.trash.list(args);
  }

  @Authorized('admin')
  @Mutation(() => Int, {
    description: 'Puts 1-100 Trash entries back where they were, all or nothing',
  })
  restoreFromTrash(@Arg('ids', () => [Int]) ids: number[], @Ctx() ctx: Context) {
    return ctx.services.trash.restore(ids, ctx.user!);
  }

  @Authorized('admin')
  @Mutation(() => Int, {
    description:
      'Undo of a delete: puts rows of one type (ContactMessage, Reservation…) back from Trash by their ids, all or nothing',
  })
  undoDelete(
    @Arg('entity', () => String) entity: string,
    @Arg('ids', () => [Int]) ids: number[],
    @Ctx() ctx: Context,
  ) {
    return ctx.services.trash.undoDelete(entity, ids, ctx.user!);
  }
}
