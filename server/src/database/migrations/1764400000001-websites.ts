import type { MigrationInterface, QueryRunner } from 'typeorm';
import { notifyChangesOn } from '../change-notifications';

/** The IT-services portfolio (demo entries come from the seed: they need drawn screenshots). */
export class Websites1764400000001 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE websites (
        id serial PRIMARY KEY,
        name varchar(120) NOT NULL,
        url varchar(300) NOT NULL,
        type varchar(20) NOT NULL CHECK (type IN ('WEBSITE', 'MOBILE_APP', 'SOFTWARE')),
        client varchar(120) NOT NULL,
        description text NOT NULL,
        year int NOT NULL,
        image varchar(100) NOT NULL,
        image_webp varchar(100),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX websites_created ON websites (created_at DESC, id DESC)');
    await q.query(notifyChangesOn('websites'));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE websites');
  }
}
