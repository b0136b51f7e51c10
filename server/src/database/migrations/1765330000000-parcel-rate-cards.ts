import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Parcel rate cards (features/parcel-rates): one per first day in force (a Dhaka date), whole
 * taka. The published card from 2026-01-01 is written here so that the price page has a card
 * from the first start, demo content or not (its values are FIRST_CARD's in parcel-rate.card.ts).
 */
export class ParcelRateCards1765330000000 implements MigrationInterface {
  name = 'ParcelRateCards1765330000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE parcel_rate_cards (
        id SERIAL PRIMARY KEY,
        effective_from DATE NOT NULL UNIQUE,
        zones JSONB NOT NULL,
        cod_basis_points INT NOT NULL CHECK (cod_basis_points BETWEEN 0 AND 1000),
        return_charge INT NOT NULL CHECK (return_charge >= 0),
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      )`);
    await q.query(
      `INSERT INTO parcel_rate_cards (effective_from, zones, cod_basis_points, return_charge)
       VALUES ('2026-01-01', $1, 100, 50)`,
      [
        JSON.stringify([
          { zone: 'INSIDE_DHAKA', halfKg: 60, oneKg: 70, extraKg: 15 },
          { zone: 'DHAKA_SUBURBS', halfKg: 100, oneKg: 110, extraKg: 20 },
          { zone: 'OUTSIDE_DHAKA', halfKg: 110, oneKg: 130, extraKg: 20 },
        ]),
      ],
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE parcel_rate_cards`);
  }
}
