import {
  Arg,
  Authorized,
  Ctx,
  Field,
  ID,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
} from 'type-graphql';
import type { Context } from '../../graphql/context';
import { Session } from './session.entity';
import { User } from './user.entity';

@ObjectType({
  description:
    'A sign-in: the token and its account, or, with two-step sign-in on, only mfaChallenge (answer it with completeLogin)',
})
export class AuthPayload {
  @Field(() => String, {
    nullable: true,
    description: 'JWT (HS256) to send as `Authorization: Bearer <token>`; null until the code',
  })
  accessToken: string | null;

  @Field(() => User, { nullable: true })
  user: User | null;

  @Field(() => String, {
    nullable: true,
    description: 'Set when a code is needed: pass it to completeLogin (5 minutes, 5 tries)',
  })
  mfaChallenge?: string;
}

@Resolver()
export class AuthResolver {
  @Mutation(() => AuthPayload, {
    description:
      'Signs in (a new session); 5 wrong passwords in 15 minutes lock the account for 15 minutes, whichever client sends them.',
  })
  login(@Arg('username') username: string, @Arg('password') password: string, @Ctx() ctx: Context) {
    return ctx.services.auth.login(username, password, ctx);
  }

  @Authorized()
  @Mutation(() => Date, {
    description:
      'Step-up: proves it is you with exactly one of your password, a code (app or recovery) or a passkey answer (JSON, to the options of startPasskeySignIn). This session may then change your e-mail, passkeys, two-step sign-in and password for 5 minutes; answers until when. A wrong answer counts as a failed sign-in',
  })
  confirmIdentity(
    @Arg('password', () => String, { nullable: true }) password: string | null,
    @Arg('code', () => String, { nullable: true }) code: string | null,
    @Arg('passkey', () => String, { nullable: true }) passkey: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.auth.stepUp.confirm(ctx.user!, { password, code, passkey }, ctx.ip);
  }

  @Authorized()
  @Query(() => User, { description: 'The signed-in user' })
  me(@Ctx() ctx: Context) {
    return ctx.services.auth.profile(ctx.user!);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Ends this token's session: it is refused from then on, on every instance within a second",
  })
  async logout(@Ctx() ctx: Context) {
    await ctx.services.auth.sessions.logout(ctx.user!);
    return true;
  }

  @Authorized()
  @Query(() => [Session], {
    description: "The signed-in user's sessions, most recently seen first",
  })
  mySessions(@Ctx() ctx: Context) {
    return ctx.services.auth.sessions.list(ctx.user!);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Ends one of your own sessions (signs that device out)' })
  endSession(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return ctx.services.auth.sessions.end(ctx.user!, id);
  }

  @Authorized()
  @Mutation(() => Int, {
    description: 'Ends every session of yours but this one; answers how many',
  })
  endOtherSessions(@Ctx() ctx: Context) {
    return ctx.services.auth.sessions.endOthers(ctx.user!);
  }
}
