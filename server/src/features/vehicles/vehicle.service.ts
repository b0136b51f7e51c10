import type { Repository } from 'typeorm';
import type { Deps } from '../../deps';
import { VehicleCategory, type VehicleGroup } from './vehicle.entity';

/** The vehicle categories, in the original site's order. Read-only: a migration inserts them. */
export class VehicleCategoryService {
  private readonly repo: Repository<VehicleCategory>;

  constructor(deps: Deps) {
    this.repo = deps.db.getRepository(VehicleCategory);
  }

  list(group?: VehicleGroup | null): Promise<VehicleCategory[]> {
    return this.repo.find({
      where: group ? { group } : {},
      order: { sortOrder: 'ASC', id: 'ASC' },
    });
  }
}
