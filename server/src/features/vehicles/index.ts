import type { Feature } from '../../feature';
import { VehicleCategory } from './vehicle.entity';
import { VehicleCategoryResolver } from './vehicle.resolver';
import { vehicleRoutes } from './vehicle.rest';
import { VehicleCategoryService } from './vehicle.service';

/** Reference data: inserted by a migration, so no demo seed. */
export const vehiclesFeature: Feature = {
  name: 'vehicles',
  entities: [VehicleCategory],
  resolvers: [VehicleCategoryResolver],
  routes: vehicleRoutes,
  services: (d) => ({ vehicles: new VehicleCategoryService(d) }),
};

/** Tables holding reference data that tests must not empty. */
export const REFERENCE_TABLES = ['vehicle_categories', 'cms_pages', 'holidays'];

declare module '../../services' {
  interface Services {
    vehicles: VehicleCategoryService;
  }
}
