import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { PublicRead } from '../../graphql/public-cache';
import { VehicleCategory, VehicleGroup } from './vehicle.entity';

@Resolver(() => VehicleCategory)
export class VehicleCategoryResolver {
  @PublicRead()
  @Query(() => [VehicleCategory], { description: 'Vehicle categories, all or of one group' })
  vehicleCategories(
    @Arg('group', () => VehicleGroup, { nullable: true }) group: VehicleGroup | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.vehicles.list(group);
  }
}
