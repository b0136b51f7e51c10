import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';

@Resolver()
export class PasswordResetResolver {
  @Mutation(() => Boolean, {
    description:
      'Forgot password: e-mails a link (good once, for 30 minutes) to the staff account with this address. Always true, whether an account has it or not; at most 5 per 15 minutes per client and 3 an hour per address (then TOO_MANY_REQUESTS)',
  })
  requestPasswordReset(@Arg('email') email: string, @Ctx() ctx: Context) {
    return ctx.services.auth.resets.request(email, ctx.ip);
  }

  @Mutation(() => Boolean, {
    description:
      "A new password with the e-mailed link's token: ends every session of the account. A used or late token: BAD_USER_INPUT on `token`",
  })
  resetPasswordWithToken(
    @Arg('token') token: string,
    @Arg('newPassword') newPassword: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.auth.resets.reset(token, newPassword, ctx.ip);
  }
}
