import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where a word ends: ASCII punctuation, symbols and white space, Latin-1 punctuation, the
 * General Punctuation block (’ “ – … and the thin spaces), the Bangla danda and CJK
 * punctuation. Everything else (letters and digits of any script, combining marks) is part of a
 * word. A copy of WORD_SEPARATORS in lists/search-parts.ts (a migration must not change when the
 * code does); a test checks both split alike.
 */
const SEPARATORS =
  '[\\u0001-\\u002F\\u003A-\\u0040\\u005B-\\u0060\\u007B-\\u00BF\\u00D7\\u00F7' +
  '\\u0964\\u0965\\u2000-\\u206F\\u3000-\\u303F]+';

/**
 * The trigger function keeping `<table>_words`: each entry is a word and the row's `carried`
 * columns, (id) here; migration 1764970000000 adds created_at.
 */
export const syncWordsFunction = (carried: string[]) => {
  const c = carried.join(', ');
  return `FUNCTION drw_sync_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        words TEXT := TG_TABLE_NAME || '_words';
        old_words TEXT := format('SELECT w, ${c} FROM old_rows, unnest(drw_search_words(%s)) AS w', TG_ARGV[0]);
        new_words TEXT := format('SELECT w, ${c} FROM new_rows, unnest(drw_search_words(%s)) AS w', TG_ARGV[0]);
        gone TEXT := old_words;
        added TEXT := new_words;
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          EXECUTE format('TRUNCATE %I', words);
          RETURN NULL;
        END IF;
        IF TG_OP = 'UPDATE' THEN
          gone := format('%s EXCEPT %s', old_words, new_words);
          added := format('%s EXCEPT %s', new_words, old_words);
        END IF;
        IF TG_OP IN ('DELETE', 'UPDATE') THEN
          EXECUTE format('DELETE FROM %I AS x USING (%s) AS o (w, ${c}) WHERE x.word = o.w AND x.id = o.id',
                         words, gone);
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          EXECUTE format('INSERT INTO %I (word, ${c}) %s', words, added);
        END IF;
        RETURN NULL;
      END $$`;
};

/** The admin lists with a search over many rows, and the columns their search box looks in. */
const SEARCHED: [table: string, columns: string[]][] = [
  ['contact_messages', ['name', 'email', 'subject']],
  [
    'reservations',
    ['passenger_name', 'email', 'mobile', 'departure_location', 'destination_location'],
  ],
  ['registration_requests', ['name', 'phone', 'email', 'city']],
];

/** The statements that change a table's words, and the rows their trigger sees. */
const TRIGGERS: [op: string, transitions: string][] = [
  ['insert', 'REFERENCING NEW TABLE AS new_rows'],
  ['update', 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows'],
  ['delete', 'REFERENCING OLD TABLE AS old_rows'],
  ['truncate', ''],
];

/** The row's searched text, over the bare columns of `new_rows` / `old_rows` / the table. */
const text = (columns: string[]) => `concat_ws(' ', ${columns.join(', ')})`;
const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * A word index for the admin search: `<table>_words` holds one (word, id) pair per distinct
 * word of a row, kept by statement triggers in the writing transaction. A search for words
 * that begin with a term is a short range of its B-tree, and the exact number of matching rows
 * is counted from that index alone (an index-only scan). The pg_trgm index cannot do that:
 * each of its matches must be read from the table and checked again (docs/benchmarks.md), and PostgreSQL 18 reads table pages even for a GIN match that needs
 * no recheck. The trigram index stays for digits inside phone numbers.
 */
export class SearchWords1764520000000 implements MigrationInterface {
  name = 'SearchWords1764520000000';

  async up(q: QueryRunner): Promise<void> {
    // Lower-cased distinct words, at most 100 characters each (a search is at most 100).
    await q.query(`
      CREATE FUNCTION drw_search_words(text) RETURNS text[]
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT coalesce(array_agg(DISTINCT left(w, 100)), '{}')
          FROM regexp_split_to_table(lower($1), ${literal(SEPARATORS)}) AS w
         WHERE w <> ''
      $$`);
    // TG_ARGV[0]: the row's searched text as SQL over its columns. An UPDATE touches only the
    // words that changed: a status change leaves the word table (and its visibility map) alone.
    await q.query(`CREATE ${syncWordsFunction(['id'])}`);

    for (const [table, columns] of SEARCHED) {
      // No row may slip in between the backfill and the triggers.
      await q.query(`LOCK TABLE ${table} IN SHARE ROW EXCLUSIVE MODE`);
      // Byte order ("C"): the words beginning with a prefix are one range of the B-tree.
      await q.query(
        `CREATE TABLE ${table}_words (word TEXT COLLATE "C" NOT NULL, id INTEGER NOT NULL)`,
      );
      await q.query(`
        INSERT INTO ${table}_words (word, id)
        SELECT w, id FROM ${table}, unnest(drw_search_words(${text(columns)})) AS w`);
      // (word, id): the rows with a word, and their count, by an index-only scan. (id, word):
      // whether one row has a word, for a page read newest first (without it, PostgreSQL's
      // estimate of that probe is so high that it reads the whole table instead).
      await q.query(`CREATE UNIQUE INDEX ${table}_words_word_id ON ${table}_words (word, id)`);
      await q.query(`CREATE INDEX ${table}_words_id_word ON ${table}_words (id, word)`);
      const arg = literal(text(columns));
      for (const [op, transitions] of TRIGGERS) {
        await q.query(`
          CREATE TRIGGER ${table}_words_${op} AFTER ${op.toUpperCase()} ON ${table} ${transitions}
          FOR EACH STATEMENT EXECUTE FUNCTION drw_sync_search_words(${arg})`);
        // Like the row counts: kept whoever writes, also with session_replication_role = replica.
        await q.query(`ALTER TABLE ${table} ENABLE ALWAYS TRIGGER ${table}_words_${op}`);
      }
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [table] of SEARCHED) {
      for (const [op] of TRIGGERS) await q.query(`DROP TRIGGER ${table}_words_${op} ON ${table}`);
      await q.query(`DROP TABLE ${table}_words`);
    }
    await q.query(`DROP FUNCTION drw_sync_search_words()`);
    await q.query(`DROP FUNCTION drw_search_words(text)`);
  }
}
