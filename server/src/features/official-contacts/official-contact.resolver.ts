import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver, UseMiddleware } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { RateLimited } from '../../graphql/rate-limited';
import { ContactCheck, OfficialContact } from './official-contact.entity';
import { OfficialContactInput } from './official-contact.inputs';

/** Only admins keep the list: a wrong number here would vouch for a fraudster. */
const KEEPERS = ['admin'];

@Resolver(() => OfficialContact)
export class OfficialContactResolver {
  @Query(() => ContactCheck, {
    description:
      'Anyone: is this phone number, bKash/Nagad merchant number, SMS sender name, e-mail or web address ours? Phones match on the national number (Bangla digits too), addresses on the whole domain. At most 30 checks per 10 minutes per client IP (then RATE_LIMITED)',
  })
  checkContact(@Arg('value') value: string, @Ctx() ctx: Context) {
    return ctx.services.officialContacts.check(value, ctx.ip);
  }

  @Mutation(() => String, {
    description:
      'Anyone (rate-limited): report a contact that claimed to be us and is not; a FRAUD_REPORT message in the inbox. Answers its reference',
  })
  @UseMiddleware(RateLimited)
  reportContact(
    @Arg('value') value: string,
    @Arg('note', () => String, { nullable: true }) note: string | null,
    @Arg('locale', () => String, { nullable: true }) locale: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.officialContacts.report(
      { value, note: note ?? '' },
      locale === 'bn' ? 'bn' : 'en',
    );
  }

  @Authorized(KEEPERS)
  @Query(() => [OfficialContact], { description: 'Admins: every official contact' })
  officialContacts(@Ctx() ctx: Context) {
    return ctx.services.officialContacts.list();
  }

  @Authorized(KEEPERS)
  @Mutation(() => OfficialContact)
  createOfficialContact(
    @Arg('input', () => OfficialContactInput) input: OfficialContactInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.officialContacts.create(input, ctx.user!);
  }

  @Authorized(KEEPERS)
  @Mutation(() => OfficialContact)
  updateOfficialContact(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => OfficialContactInput) input: OfficialContactInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.officialContacts.update(id, input, ctx.user!);
  }

  @Authorized(KEEPERS)
  @Mutation(() => Boolean)
  async deleteOfficialContact(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
    await ctx.services.officialContacts.remove(id, ctx.user!);
    return true;
  }
}
