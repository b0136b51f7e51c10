import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { PageArgs } from '../../graphql/page';
import { validateListArgs } from '../../graphql/list-args';
import { PublicRead } from '../../graphql/public-cache';
import { FareRate, FareRatePage, PlaceType } from './fare-rate.entity';
import { FareRateInput } from './fare-rate.inputs';

@Resolver(() => FareRate)
export class FareRateResolver {
  @PublicRead()
  @Query(() => FareRatePage, {
    description: 'One page of fare rates, newest first; search looks in from and to',
  })
  fareRates(
    @Args(() => PageArgs, { validateFn: validateListArgs }) args: PageArgs,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.fareRates.list(args);
  }

  @PublicRead()
  @Query(() => [String], {
    description: 'Distinct place names, sorted: starts (FROM), ends (TO) or all when absent',
  })
  places(
    @Arg('type', () => PlaceType, { nullable: true }) type: PlaceType | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.fareRates.places(type);
  }

  @PublicRead()
  @Query(() => FareRate, { nullable: true, description: 'The fare from → to, or null' })
  fare(@Arg('from') from: string, @Arg('to') to: string, @Ctx() ctx: Context) {
    return ctx.services.fareRates.fare({ from, to });
  }

  @Authorized('admin')
  @Mutation(() => FareRate)
  createFareRate(@Arg('input', () => FareRateInput) input: FareRateInput, @Ctx() ctx: Context) {
    return ctx.services.fareRates.create(input, ctx.user!);
  }

  @Authorized('admin')
  @Mutation(() => Boolean)
  async deleteFareRate(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
    await ctx.services.fareRates.delete(id, ctx.user!);
    return true;
  }
}
