import type { DataSource, Repository } from 'typeorm';
import { VehicleCategory, type VehicleGroup } from './vehicle.entity';

/** The vehicle categories, in the original site's order. Read-only: a migration inserts them. */
export class VehicleCategoryService {
  private readonly repo: Repository<VehicleCategory>;

  constructor(ds: DataSource) {
    this.repo = ds.getRepository(VehicleCategory);
  }

  list(group?: VehicleGroup | null): Promise<VehicleCategory[]> {
    return this.repo.find({
      where: group ? { group } : {},
      order: { sortOrder: 'ASC', id: 'ASC' },
    });
  }
}
