import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Field data from visitors' browsers: one row per measurement, read by day span
 * (the index on created_at) and pruned by age.
 */
export class WebVitals1764900000000 implements MigrationInterface {
  name = 'WebVitals1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE web_vitals (
        id BIGSERIAL PRIMARY KEY,
        metric VARCHAR(4) NOT NULL,
        value DOUBLE PRECISION NOT NULL CHECK (value >= 0),
        template VARCHAR(24) NOT NULL,
        language VARCHAR(2) NOT NULL,
        connection VARCHAR(8) NOT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX web_vitals_created_at ON web_vitals (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE web_vitals`);
  }
}
