import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { ActivityPage } from '../../records/activity.entity';
import { ActivityArgs } from './activity.service';

@Resolver()
export class ActivityResolver {
  @Authorized('admin')
  @Query(() => ActivityPage, {
    description: 'The activity log, newest first; there is no way to edit or delete it',
  })
  activity(@Args(() => ActivityArgs) args: ActivityArgs, @Ctx() ctx: Context) {
    return ctx.services.activity.list(args);
  }
}
