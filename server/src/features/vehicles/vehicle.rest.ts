import type { RouteDef } from '../../http/routes';

export const vehicleRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/VehicleManagement/Vehicles/GetAll',
    access: 'public',
    cached: true,
    handle: async (r) =>
      (await r.services.vehicles.list()).map(({ id, name, group, seats, slug, description }) => ({
        id,
        name,
        group,
        seats,
        slug,
        description,
      })),
  },
];
