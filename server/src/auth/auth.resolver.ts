import { Arg, Authorized, Ctx, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../graphql/context';
import { User } from './user.entity';

@ObjectType()
class AuthPayload {
  @Field({ description: 'JWT (HS256) to send as `Authorization: Bearer <token>`' })
  accessToken: string;

  @Field(() => User)
  user: User;
}

@Resolver()
export class AuthResolver {
  @Mutation(() => AuthPayload, {
    description: 'Signs in; 5 failures in 15 minutes lock the username for this client.',
  })
  login(@Arg('username') username: string, @Arg('password') password: string, @Ctx() ctx: Context) {
    return ctx.services.auth.login(username, password, ctx.ip);
  }

  @Authorized()
  @Query(() => User, { description: 'The signed-in user' })
  me(@Ctx() ctx: Context) {
    return ctx.services.auth.profile(ctx.user!);
  }
}
