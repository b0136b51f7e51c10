import {
  Arg,
  Authorized,
  Ctx,
  Field,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
} from 'type-graphql';
import type { Context } from '../../graphql/context';
import { AuthPayload } from './auth.resolver';

@ObjectType({ description: 'A passkey of the signed-in user (My account)' })
export class Passkey {
  @Field(() => Int)
  id: number;

  @Field({ description: 'The name its owner gave it, e.g. "Work laptop"' })
  name: string;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When it last signed in; null: never' })
  lastUsedAt: Date | null;
}

@Resolver()
export class PasskeyResolver {
  @Authorized()
  @Query(() => [Passkey], { description: 'Your passkeys, oldest first' })
  myPasskeys(@Ctx() ctx: Context) {
    return ctx.services.auth.passkeys.list(ctx.user!.id);
  }

  @Authorized()
  @Mutation(() => String, {
    description:
      'Options (JSON) for the browser to create a passkey (WebAuthn, user verification required); answer with addPasskey within 5 minutes. Needs confirmIdentity within the last 5 minutes (else FORBIDDEN, reason CONFIRM_IDENTITY)',
  })
  startPasskeyRegistration(@Ctx() ctx: Context) {
    return ctx.services.auth.security.passkeyRegistrationOptions(ctx.user!);
  }

  @Authorized()
  @Mutation(() => Passkey, {
    description:
      "Keeps the passkey the browser created (its answer's JSON), named. Needs confirmIdentity within the last 5 minutes",
  })
  addPasskey(@Arg('name') name: string, @Arg('response') response: string, @Ctx() ctx: Context) {
    return ctx.services.auth.security.addPasskey(ctx.user!, name, response);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: 'Removes one of your passkeys. Needs confirmIdentity within the last 5 minutes',
  })
  removePasskey(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
    return ctx.services.auth.security.removePasskey(ctx.user!, id);
  }

  @Mutation(() => String, {
    description:
      'Sign in with a passkey: options (JSON) for the browser, no username needed; answer with completePasskeySignIn (or confirmIdentity(passkey:)) within 5 minutes (the challenge is good once)',
  })
  startPasskeySignIn(@Ctx() ctx: Context) {
    return ctx.services.auth.passkeySignInOptions(ctx.ip);
  }

  @Mutation(() => AuthPayload, {
    description:
      "Signs in with the browser's passkey answer (JSON): replaces password and code. A replayed, expired or unknown answer, or a disabled account: UNAUTHENTICATED",
  })
  completePasskeySignIn(@Arg('response') response: string, @Ctx() ctx: Context) {
    return ctx.services.auth.passkeyLogin(response, ctx);
  }
}
