import type { EntityManager } from 'typeorm';
import { fieldError } from '../../errors';
import { MAX_QUERY, QUERY_LABEL } from './help-article.inputs';
import type { HelpSearchHit } from './help-article.entity';

/** How close a word must come to one of an article's: low enough for a slip or two of the keys. */
const THRESHOLD = '0.5';
/** At most this many words of a query count: the rest add time and nothing to the ranking. */
const MAX_WORDS = 6;
export const MAX_HITS = 20;

/** What a visitor typed, trimmed and checked: a clear refusal for nothing or too much. */
export function searchWords(q: unknown): { query: string; words: string[] } {
  const query = typeof q === 'string' ? q.normalize('NFC').replace(/\s+/g, ' ').trim() : '';
  if (!query) throw fieldError('q', `${QUERY_LABEL} is required`);
  if ([...query].length > MAX_QUERY) {
    throw fieldError('q', `${QUERY_LABEL} must be at most ${MAX_QUERY} characters`);
  }
  // Words of two characters or more (কী, ID): punctuation is no word in either script.
  const words = [...new Set(query.split(/[^\p{L}\p{M}\p{N}]+/u).filter((w) => [...w].length > 1))];
  return { query, words: words.slice(0, MAX_WORDS) };
}

/**
 * The published articles of one language whose title or text holds words like the query's,
 * best first. Every side is folded by `drw_help_fold` (the migration), the function the GIN
 * trigram index is built over: the index finds each word's articles (one `<%` per word, which
 * PostgreSQL ORs from the index), and an article must match more than half the words. Ranked by
 * the whole query's closeness to the title, then to the text, then by the words matched.
 * One SQL text per number of words: a prepared statement each.
 */
export async function searchArticles(
  m: EntityManager,
  words: string[],
  query: string,
  locale: string,
): Promise<HelpSearchHit[]> {
  if (!words.length) return [];
  const doc = `drw_help_fold(a.title || ' ' || a.summary || ' ' || a.plain)`;
  const w = words.map((_, i) => `drw_help_fold($${i + 3})`);
  const matched = w.map((x) => `(${x} <% ${doc})::int`).join(' + ');
  const sql = `
    SELECT slug, category, title, summary, "updatedAt" FROM (
      SELECT a.slug, a.category, a.title, a.summary, a.updated_at AS "updatedAt", a.id,
             ${matched} AS matched,
             2 * word_similarity(drw_help_fold($1), drw_help_fold(a.title))
               + word_similarity(drw_help_fold($1), ${doc}) AS rank
        FROM help_articles a
       WHERE a.locale = $2 AND NOT a.draft AND (${w.map((x) => `${x} <% ${doc}`).join(' OR ')})
    ) found
    WHERE matched * 2 > ${words.length}
    ORDER BY rank DESC, matched DESC, id
    LIMIT ${MAX_HITS}`;
  return m.transaction(async (t) => {
    await t.query(`SELECT set_config('pg_trgm.word_similarity_threshold', $1, true)`, [THRESHOLD]);
    return t.query<HelpSearchHit[]>(sql, [query, locale, ...words]);
  });
}
