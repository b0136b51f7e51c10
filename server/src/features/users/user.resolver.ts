import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { User } from '../../auth/user.entity';
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
  @Mutation(() => User, { description: 'admin or editor; never demotes the last admin' })
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
    description: 'Any signed-in user: the current password is required; ends your other sessions',
  })
  changePassword(
    @Arg('currentPassword') currentPassword: string,
    @Arg('newPassword') newPassword: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.users.changePassword(ctx.user!, currentPassword, newPassword);
  }
}
