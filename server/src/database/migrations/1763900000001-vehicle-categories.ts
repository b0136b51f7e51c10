import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The vehicle categories of the original site. Reference data rather than demo content:
 * inserted here so that every database has them, whatever SEED_DEMO says.
 */
const CATEGORIES: [name: string, group: string, seats: number, slug: string, text: string][] = [
  [
    'Bike Male',
    'Bike',
    1,
    'bike-male',
    'A quick motorbike ride with a male captain; helmet provided.',
  ],
  [
    'Bike Female',
    'Bike',
    1,
    'bike-female',
    'A motorbike ride with a trained female captain, for women riders.',
  ],
  ['Car AC', 'Car', 4, 'car-ac', 'An air-conditioned sedan for up to four passengers.'],
  [
    'Luxurious',
    'Car',
    4,
    'car-luxury',
    'A premium car with an experienced driver for business and special days.',
  ],
  ['Micro 7 Seats', 'Micro', 7, 'micro-7', 'A seven-seat microbus for families and small groups.'],
  [
    'Micro 10 Seats',
    'Micro',
    10,
    'micro-10',
    'A ten-seat microbus for group trips and airport runs.',
  ],
  [
    'Micro 14 Seats',
    'Micro',
    14,
    'micro-14',
    'A fourteen-seat microbus for weddings, picnics and teams.',
  ],
  [
    'Intercity',
    'Car',
    4,
    'car-intercity',
    'An AC car between cities at a fare fixed before you travel.',
  ],
  [
    'Ambulance AC',
    'Ambulance',
    3,
    'ambulance-ac',
    'An air-conditioned ambulance with a stretcher and oxygen.',
  ],
  [
    'ICU Ambulance',
    'Ambulance',
    2,
    'ambulance-icu',
    'An ambulance equipped as an ICU, with a paramedic on board.',
  ],
  [
    'Non-AC Ambulance',
    'Ambulance',
    3,
    'ambulance-non-ac',
    'A standard ambulance with a stretcher, at a lower fare.',
  ],
  [
    'Body Carrier',
    'Ambulance',
    2,
    'body-carrier',
    'A refrigerated vehicle for carrying the deceased with dignity.',
  ],
];

export class VehicleCategories1763900000001 implements MigrationInterface {
  name = 'VehicleCategories1763900000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE vehicle_categories (
        id SERIAL PRIMARY KEY,
        name VARCHAR(60) NOT NULL UNIQUE,
        vehicle_group VARCHAR(20) NOT NULL
          CHECK (vehicle_group IN ('Car', 'Bike', 'Micro', 'Ambulance')),
        seats INTEGER NOT NULL CHECK (seats > 0),
        slug VARCHAR(40) NOT NULL UNIQUE,
        description VARCHAR(200) NOT NULL,
        sort_order INTEGER NOT NULL
      )`);
    for (const [i, [name, group, seats, slug, text]] of CATEGORIES.entries()) {
      await q.query(
        `INSERT INTO vehicle_categories (name, vehicle_group, seats, slug, description, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [name, group, seats, slug, text, i + 1],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE vehicle_categories`);
  }
}
