import { Init1763790000000 } from './1763790000000-init';
import { BackOffice1763900000000 } from './1763900000000-back-office';
import { VehicleCategories1763900000001 } from './1763900000001-vehicle-categories';
import { ChangeNotifications1764000000000 } from './1764000000000-change-notifications';
import { Staff1764300000000 } from './1764300000000-staff';

/** Every migration, oldest first. New ones are appended here (and never edited once landed). */
export const migrations = [
  Init1763790000000,
  BackOffice1763900000000,
  VehicleCategories1763900000001,
  ChangeNotifications1764000000000,
  Staff1764300000000,
];
