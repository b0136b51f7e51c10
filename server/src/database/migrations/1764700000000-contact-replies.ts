import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Staff replies to contact messages (issue 21): kept with the message, deleted with it. */
export class ContactReplies1764700000000 implements MigrationInterface {
  name = 'ContactReplies1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE contact_replies (
        id serial PRIMARY KEY,
        message_id int NOT NULL REFERENCES contact_messages(id) ON DELETE CASCADE,
        body text NOT NULL,
        author varchar(64) NOT NULL,
        author_id int,
        status varchar(10) NOT NULL DEFAULT 'QUEUED'
          CHECK (status IN ('QUEUED', 'SENT', 'FAILED')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "IDX_contact_replies_message" ON contact_replies (message_id, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE contact_replies');
  }
}
