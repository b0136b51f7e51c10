import { Arg, Ctx, Mutation, Query, Resolver, UseMiddleware } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { RateLimited } from '../../graphql/rate-limited';
import { PartnerVerification } from './verify.entity';

@Resolver(() => PartnerVerification)
export class PartnerVerifyResolver {
  @Query(() => PartnerVerification, {
    description:
      'Anyone: is this number plate (in Bangla or Latin, as written on Bangladeshi plates) or partner ID one of ours, and are its papers valid? Answers nothing personal. At most 30 per 10 minutes per client IP (then RATE_LIMITED)',
  })
  verifyPartner(@Arg('query') query: string, @Ctx() ctx: Context) {
    return ctx.services.partnerVerify.verify(query, ctx.ip);
  }

  @Mutation(() => String, {
    description:
      'Anyone (rate-limited): report a vehicle or captain checked on /verify; a FRAUD_REPORT message in the inbox. Answers its reference',
  })
  @UseMiddleware(RateLimited)
  reportVerification(
    @Arg('query') query: string,
    @Arg('note', () => String, { nullable: true }) note: string | null,
    @Arg('locale', () => String, { nullable: true }) locale: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.partnerVerify.report(
      { query, note: note ?? '' },
      locale === 'bn' ? 'bn' : 'en',
    );
  }
}
