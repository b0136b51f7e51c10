import type { MigrationInterface, QueryRunner } from 'typeorm';
import { notifyChangesOn } from '../change-notifications';

/**
 * The help centre (PRODUCT.md §24): articles staff write per language, their revisions, and the
 * "Was this helpful?" votes. Search is pg_trgm over one normalising function, `drw_help_fold`,
 * which the indexed words and every query both go through, so what is indexed and what is typed
 * are folded alike: lower case, the long Bangla vowel signs to the short ones (ী→ি, ূ→ু: people
 * write কিভাবে and কীভাবে), khanda ta to ta + hasanta (ৎ→ত্), the precomposed nukta letters to
 * their two-character spelling (য়, ড়, ঢ়), and the zero-width joiners dropped. IMMUTABLE, or
 * PostgreSQL refuses it in an index.
 */
export class HelpCentre1765310000000 implements MigrationInterface {
  name = 'HelpCentre1765310000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      CREATE FUNCTION drw_help_fold(t text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
        SELECT replace(replace(replace(replace(replace(
          translate(lower(t), U&'\\09C0\\09C2\\200C\\200D', U&'\\09BF\\09C1'),
          U&'\\09CE', U&'\\09A4\\09CD'),
          U&'\\09DF', U&'\\09AF\\09BC'),
          U&'\\09DC', U&'\\09A1\\09BC'),
          U&'\\09DD', U&'\\09A2\\09BC'),
          U&'\\00A0', ' ')
      $$`);
    await q.query(`
      CREATE TABLE help_articles (
        id SERIAL PRIMARY KEY,
        slug VARCHAR(80) NOT NULL,
        locale VARCHAR(5) NOT NULL,
        category VARCHAR(20) NOT NULL,
        title VARCHAR(200) NOT NULL,
        summary VARCHAR(300) NOT NULL DEFAULT '',
        body TEXT NOT NULL DEFAULT '',
        plain TEXT NOT NULL DEFAULT '',
        draft BOOLEAN NOT NULL DEFAULT false,
        updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        updated_by VARCHAR(100)
      )`);
    // Every instance's page caches forget the help pages when staff change an article.
    await q.query(notifyChangesOn('help_articles'));
    await q.query(`CREATE UNIQUE INDEX help_articles_slug ON help_articles (locale, LOWER(slug))`);
    await q.query(`CREATE INDEX help_articles_category ON help_articles (locale, category)`);
    // Each article's distinct words, folded: what the search matches, through the lexicon.
    await q.query(`
      CREATE FUNCTION drw_help_words(t text) RETURNS text[]
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
        SELECT coalesce(array_agg(DISTINCT w), '{}')
          FROM regexp_split_to_table(drw_help_fold(t), '[[:space:][:punct:]।॥“”‘’–—…৳]+') AS w
         WHERE w <> ''
      $$`);
    await q.query(`
      ALTER TABLE help_articles ADD COLUMN words text[]
      GENERATED ALWAYS AS (drw_help_words(title || ' ' || summary || ' ' || plain)) STORED`);
    // Which article holds which word: the near words find their articles by the primary key.
    await q.query(`
      CREATE TABLE help_article_words (
        word text NOT NULL,
        article_id INT NOT NULL REFERENCES help_articles (id) ON DELETE CASCADE,
        PRIMARY KEY (word, article_id)
      )`);
    await q.query(`CREATE INDEX help_article_words_article ON help_article_words (article_id)`);
    // Every word any article has held, once: a typo is matched against these short words
    // (trigram GIN), never against whole texts, so a search costs the same at 1,000 articles as at
    // 20. Words an edit removes stay; they match no article.
    await q.query(`CREATE TABLE help_words (word text PRIMARY KEY)`);
    await q.query(`CREATE INDEX help_words_trgm ON help_words USING gin (word gin_trgm_ops)`);
    await q.query(`
      CREATE FUNCTION drw_help_lexicon() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM help_article_words WHERE article_id = NEW.id;
        INSERT INTO help_article_words SELECT DISTINCT unnest(NEW.words), NEW.id;
        INSERT INTO help_words SELECT unnest(NEW.words) ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER help_articles_lexicon AFTER INSERT OR UPDATE OF title, summary, plain
      ON help_articles FOR EACH ROW EXECUTE FUNCTION drw_help_lexicon()`);
    await q.query(`
      CREATE TABLE help_article_revisions (
        id SERIAL PRIMARY KEY,
        article_id INT NOT NULL REFERENCES help_articles (id) ON DELETE CASCADE,
        category VARCHAR(20) NOT NULL,
        title VARCHAR(200) NOT NULL,
        summary VARCHAR(300) NOT NULL DEFAULT '',
        body TEXT NOT NULL DEFAULT '',
        draft BOOLEAN NOT NULL DEFAULT false,
        saved_at TIMESTAMPTZ NOT NULL,
        saved_by VARCHAR(100),
        replaced_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        replaced_by VARCHAR(100)
      )`);
    await q.query(
      `CREATE INDEX help_article_revisions_article ON help_article_revisions (article_id)`,
    );
    // One vote per visitor, article and day. `voter` is a keyed hash of the client's address and
    // the day (never the address): it cannot be tried against a list of addresses without the key,
    // and it names nobody the next day. Rows older than yesterday are deleted as votes arrive.
    await q.query(`
      CREATE TABLE help_votes (
        article_id INT NOT NULL REFERENCES help_articles (id) ON DELETE CASCADE,
        voter CHAR(64) NOT NULL,
        day DATE NOT NULL,
        PRIMARY KEY (article_id, voter, day)
      )`);
    await q.query(`CREATE INDEX help_votes_day ON help_votes (day)`);
    // The tallies, apart from the articles: a vote changes no page, so it empties no cache.
    await q.query(`
      CREATE TABLE help_vote_counts (
        article_id INT PRIMARY KEY REFERENCES help_articles (id) ON DELETE CASCADE,
        helpful INT NOT NULL DEFAULT 0,
        not_helpful INT NOT NULL DEFAULT 0
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE help_vote_counts`);
    await q.query(`DROP TABLE help_votes`);
    await q.query(`DROP TABLE help_article_revisions`);
    await q.query(`DROP TABLE help_articles`);
    await q.query(`DROP TABLE help_article_words`);
    await q.query(`DROP FUNCTION drw_help_lexicon()`);
    await q.query(`DROP TABLE help_words`);
    await q.query(`DROP FUNCTION drw_help_words(text)`);
    await q.query(`DROP FUNCTION drw_help_fold(text)`);
  }
}
