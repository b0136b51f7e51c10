import {
  Arg,
  Authorized,
  Ctx,
  FieldResolver,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { User } from '../auth/user.entity';
import type { Context } from '../../graphql/context';
import { StaffUserInput } from './user.inputs';

@Resolver(() => User)
export class StaffUserResolver {
  @Authorized('admin')
  @Query(() => [User], { description: 'Every staff account, by username' })
  staffUsers(@Ctx() ctx: Context) {
    return ctx.services.users.list();
  }

  @Authorized('admin')
  @Mutation(() => User)
  createStaffUser(@Arg('input', () => StaffUserInput) input: StaffUserInput, @Ctx() ctx: Context) {
    return ctx.services.users.create(input, ctx.user!);
  }

  @Authorized('admin')
  @Mutation(() => User, {
    description:
      'Disables (its sessions end, tokens refused at once) or enables an account; never the last admin',
  })
  setStaffUserActive(
    @Arg('id', () => Int) id: number,
    @Arg('active') active: boolean,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.users.setActive(id, active, ctx.user!);
  }

  @Authorized('admin')
  @Mutation(() => User, {
    description: 'admin, editor or compliance; never demotes the last admin',
  })
  setStaffUserRole(
    @Arg('id', () => Int) id: number,
    @Arg('role') role: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.users.setRole(id, role, ctx.user!);
  }

  @Authorized('admin')
  @Mutation(() => User, {
    description: 'Sets a new password and ends every session of the account',
  })
  resetStaffUserPassword(
    @Arg('id', () => Int) id: number,
    @Arg('password') password: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.users.resetPassword(id, password, ctx.user!);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      'Any signed-in user: the current password is required (a wrong one counts as a failed sign-in); ends your other sessions',
  })
  changePassword(
    @Arg('currentPassword') currentPassword: string,
    @Arg('newPassword') newPassword: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.users.changePassword(ctx.user!, currentPassword, newPassword, ctx.ip);
  }

  @Authorized('admin')
  @Mutation(() => User, {
    description:
      "An account's e-mail address (lockout notices, password reset links); empty or null clears it",
  })
  setStaffUserEmail(
    @Arg('id', () => Int) id: number,
    @Arg('email', () => String, { nullable: true }) email: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.users.setEmail(id, email, ctx.user!);
  }

  @Authorized()
  @Mutation(() => User, {
    description:
      'Your own e-mail address (where a password reset link goes); empty clears it. Needs confirmIdentity within the last 5 minutes; the old and the new address are told',
  })
  setMyEmail(
    @Arg('email', () => String, { nullable: true }) email: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.users.setEmail(ctx.user!.id, email, ctx.user!);
  }

  @Authorized('admin')
  @Mutation(() => User, {
    description: 'Lifts the lock that failed sign-ins put on an account',
  })
  unlockStaffUser(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
    return ctx.services.users.unlock(id, ctx.user!);
  }

  @Authorized('admin')
  @FieldResolver(() => Date, {
    nullable: true,
    description: 'Until when failed sign-ins lock the account; null when it is not locked',
  })
  lockedUntil(@Root() user: User, @Ctx() ctx: Context) {
    return ctx.services.users.lockedUntil(user);
  }
}
