import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { Holiday, HolidayInput } from './holiday.entity';

@Resolver(() => Holiday)
export class HolidayResolver {
  @Authorized()
  @Query(() => [Holiday], {
    description: 'Staff: the holiday calendar (no working hours those days), in date order',
  })
  holidays(@Ctx() ctx: Context) {
    return ctx.services.serviceLevels.list();
  }

  @Authorized('admin')
  @Mutation(() => Holiday, {
    description: 'Admin: adds a holiday (no id) or changes one; one per day; in the activity log',
  })
  saveHoliday(
    @Arg('id', () => Int, { nullable: true }) id: number | null,
    @Arg('input', () => HolidayInput) input: HolidayInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.serviceLevels.save(id ?? null, input, ctx.user!);
  }

  @Authorized('admin')
  @Mutation(() => Boolean, { description: 'Admin: removes a holiday; in the activity log' })
  async deleteHoliday(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
    await ctx.services.serviceLevels.remove(id, ctx.user!);
    return true;
  }
}
