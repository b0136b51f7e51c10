import { Arg, Authorized, Ctx, Field, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { AuthPayload } from './auth.resolver';

@ObjectType({ description: 'A new authenticator-app secret, pending until a code confirms it' })
class TotpEnrolment {
  @Field({ description: 'The secret to type into the app (base32)' })
  secret: string;

  @Field({ description: 'otpauth:// URL with the secret, for the QR code' })
  otpauthUrl: string;

  @Field({ description: 'The otpauth URL drawn as a QR code (SVG markup)' })
  qrSvg: string;
}

/** Two-step sign-in with an authenticator app. */
@Resolver()
export class TwoFactorResolver {
  @Mutation(() => AuthPayload, {
    description:
      "The second step of a sign-in with two-step sign-in on: login's mfaChallenge and a code from the app or a recovery code",
  })
  completeLogin(
    @Arg('challenge') challenge: string,
    @Arg('code') code: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.auth.completeLogin(challenge, code, ctx);
  }

  @Authorized()
  @Mutation(() => TotpEnrolment, { description: 'Starts setting up two-step sign-in' })
  startTotpEnrolment(@Ctx() ctx: Context) {
    return ctx.services.auth.security.startTotp(ctx.user!);
  }

  @Authorized()
  @Mutation(() => [String], {
    description:
      'Turns two-step sign-in on with a code for the new secret: 10 single-use recovery codes, shown this once',
  })
  confirmTotpEnrolment(@Arg('code') code: string, @Ctx() ctx: Context) {
    return ctx.services.auth.security.confirmTotp(ctx.user!, code);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      'Turns two-step sign-in off, with a code from the app or a recovery code (a wrong one counts as a failed sign-in; a right one confirms your identity for 5 minutes)',
  })
  disableTotp(@Arg('code') code: string, @Ctx() ctx: Context) {
    return ctx.services.auth.security.disableTotp(ctx.user!, code, ctx.ip);
  }
}
