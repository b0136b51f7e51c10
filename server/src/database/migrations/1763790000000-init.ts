import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Init1763790000000 implements MigrationInterface {
  name = 'Init1763790000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id SERIAL PRIMARY KEY,
        username VARCHAR(64) NOT NULL,
        password_hash VARCHAR(255) NOT NULL,
        role VARCHAR(32) NOT NULL DEFAULT 'admin',
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX users_username_lower ON users (LOWER(username))`);
    await q.query(`
      CREATE TABLE news (
        id SERIAL PRIMARY KEY,
        title VARCHAR(200) NOT NULL,
        description TEXT NOT NULL,
        date DATE NOT NULL,
        image VARCHAR(100) NOT NULL,
        image_webp VARCHAR(100),
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX news_date_id ON news (date DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE news`);
    await q.query(`DROP TABLE users`);
  }
}
