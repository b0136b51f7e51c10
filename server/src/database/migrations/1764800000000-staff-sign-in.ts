import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff sign-in, round 4: an account's own e-mail address (lockout notices,
 * password reset) and whether its password was set by an admin and must be changed at the next
 * sign-in.
 */
export class StaffSignIn1764800000000 implements MigrationInterface {
  name = 'StaffSignIn1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN email VARCHAR(254)`);
    await q.query(
      `ALTER TABLE users ADD COLUMN must_change_password BOOLEAN NOT NULL DEFAULT false`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN must_change_password`);
    await q.query(`ALTER TABLE users DROP COLUMN email`);
  }
}
