import type { MigrationInterface, QueryRunner } from 'typeorm';
import { syncWordsFunction } from './1764520000000-search-words';

/** The tables with a word index (migration 1764520000000). */
const TABLES = ['contact_messages', 'reservations', 'registration_requests'];

/**
 * The word index learns each row's `created_at`, the first key of the lists' order (newest
 * first). A search whose rarest word is still common ("com 1": the rows with a word beginning
 * "1" are the oldest) can then sort that word's entries by list order from the index alone and
 * check the other words on the first few, instead of walking the list from the newest row
 * until ten rows match (docs/benchmarks.md). The (word, id) index carries it (INCLUDE), so its
 * order by id, which the counts merge on, stays.
 */
export class SearchWordsDated1764970000000 implements MigrationInterface {
  name = 'SearchWordsDated1764970000000';

  async up(q: QueryRunner): Promise<void> {
    // A changed created_at (a restore, a fix by hand) deletes the row's entries and adds them again.
    await q.query(`CREATE OR REPLACE ${syncWordsFunction(['id', 'created_at'])}`);
    for (const table of TABLES) {
      // No row may change between the copy and the swap.
      await q.query(`LOCK TABLE ${table} IN SHARE ROW EXCLUSIVE MODE`);
      // A new table rather than an UPDATE of every entry: one write of each, no dead rows.
      await q.query(`
        CREATE TABLE ${table}_words_dated (
          word TEXT COLLATE "C" NOT NULL, id INTEGER NOT NULL, created_at TIMESTAMPTZ NOT NULL
        )`);
      await q.query(`
        INSERT INTO ${table}_words_dated (word, id, created_at)
        SELECT w.word, w.id, r.created_at FROM ${table}_words w JOIN ${table} r ON r.id = w.id`);
      await q.query(`DROP TABLE ${table}_words`);
      await q.query(`ALTER TABLE ${table}_words_dated RENAME TO ${table}_words`);
      await q.query(
        `CREATE UNIQUE INDEX ${table}_words_word_id ON ${table}_words (word, id) INCLUDE (created_at)`,
      );
      await q.query(`CREATE INDEX ${table}_words_id_word ON ${table}_words (id, word)`);
      await q.query(`ANALYZE ${table}_words`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE ${syncWordsFunction(['id'])}`);
    for (const table of TABLES) {
      // Dropping the column drops the index that includes it.
      await q.query(`ALTER TABLE ${table}_words DROP COLUMN created_at`);
      await q.query(`CREATE UNIQUE INDEX ${table}_words_word_id ON ${table}_words (word, id)`);
    }
  }
}
