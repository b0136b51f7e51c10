import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  Float,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { Context } from '../../graphql/context';
import { validateListArgs } from '../../graphql/list-args';
import { PageArgs } from '../../graphql/page';
import { PublicRead } from '../../graphql/public-cache';
import type { Language } from './parcel-price';
import { ZONE_LABELS } from './parcel-rate.card';
import {
  ParcelPrice,
  ParcelRateCard,
  ParcelRateCardPage,
  ParcelZoneRate,
} from './parcel-rate.entity';
import { ParcelRateCardInput } from './parcel-rate.inputs';

const languageOf = (v: string | null | undefined): Language => (v === 'bn' ? 'bn' : 'en');

@Resolver(() => ParcelZoneRate)
export class ParcelZoneRateResolver {
  @FieldResolver(() => String)
  label(
    @Root() rate: ParcelZoneRate,
    @Arg('language', () => String, { nullable: true, description: 'en (default) or bn' })
    language: string | null,
  ) {
    return ZONE_LABELS[rate.zone][languageOf(language)];
  }
}

@Resolver(() => ParcelRateCard)
export class ParcelRateResolver {
  @Authorized('admin')
  @Query(() => ParcelRateCardPage, { description: 'Every parcel rate card, latest date first' })
  parcelRateCards(
    @Args(() => PageArgs, { validateFn: validateListArgs }) args: PageArgs,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.parcelRates.list(args);
  }

  @PublicRead()
  @Query(() => ParcelRateCard, {
    nullable: true,
    description: 'The parcel rate card in force today (Asia/Dhaka), or null before the first',
  })
  parcelRateCard(@Ctx() ctx: Context) {
    return ctx.services.parcelRates.current();
  }

  // Not a PublicRead: every question counts against its client's budget (PARCEL_PRICE_LIMIT_PER_MIN).
  // Float and String rather than Int and the enum, so that 2.5 g or an unknown zone is answered
  // with the rule in words, in the asker's language, like every other bad input.
  @Query(() => ParcelPrice, {
    description:
      'The price of a parcel on today’s rate card: its parts and their total, in whole taka',
  })
  parcelPrice(
    @Arg('zone', () => String, { description: 'INSIDE_DHAKA, DHAKA_SUBURBS or OUTSIDE_DHAKA' })
    zone: string,
    @Arg('weightGrams', () => Float, { description: 'Whole grams, 1 to 30000' })
    weightGrams: number,
    @Arg('codAmount', () => Float, {
      nullable: true,
      description: 'Whole taka to collect on delivery (0 or absent: none)',
    })
    codAmount: number | null,
    @Arg('language', () => String, {
      nullable: true,
      description: 'Of the parts’ labels: en or bn',
    })
    language: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.parcelRates.price(
      { zone, weightGrams, codAmount },
      ctx.ip,
      languageOf(language),
    );
  }

  @Authorized('admin')
  @Mutation(() => ParcelRateCard, {
    description: 'Saves a rate card in force from its date (replacing one set for that date)',
  })
  saveParcelRateCard(
    @Arg('input', () => ParcelRateCardInput) input: ParcelRateCardInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.parcelRates.save(input, ctx.user!);
  }

  @Authorized('admin')
  @Mutation(() => Boolean, { description: 'Deletes a rate card not yet in force' })
  async deleteParcelRateCard(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
    await ctx.services.parcelRates.deleteUpcoming(id, ctx.user!);
    return true;
  }
}
