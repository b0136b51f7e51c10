import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Counters of rate-limiter-flexible's Postgres store (public writes, failed sign-ins), shared by
 * every app instance. The columns are the ones the library expects; it is told the table exists
 * (tableCreated) so it never runs DDL itself.
 */
export class RateLimits1764200000000 implements MigrationInterface {
  name = 'RateLimits1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE rate_limits (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )`);
    await q.query('CREATE INDEX rate_limits_expire ON rate_limits (expire)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE rate_limits');
  }
}
