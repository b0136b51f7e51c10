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
 * The published articles of one language holding words like the query's, best first. Every side
 * is folded by `drw_help_fold` (the migration): each query word is matched against the lexicon of
 * every word the articles hold (`help_words`, a trigram GIN index over short words: a typo costs
 * a few index probes, never a pass over whole texts; a word of two letters, "to", only as it is), the near words find their articles by the
 * key of `help_article_words` (both kept by the articles' trigger), and an article must hold more
 * than half the query's words. Ranked by the words matched, the whole query's closeness to the title, then the matches'.
 */
export async function searchArticles(
  m: EntityManager,
  words: string[],
  query: string,
  locale: string,
): Promise<HelpSearchHit[]> {
  if (!words.length) return [];
  const sql = `
    WITH q AS (
      SELECT i, drw_help_fold(w) AS w FROM unnest($3::text[]) WITH ORDINALITY AS t (w, i)
    ), near AS (
      SELECT q.i, h.word, word_similarity(q.w, h.word) AS s
        FROM q JOIN help_words h ON h.word = q.w OR (length(q.w) > 2 AND q.w <% h.word)
    ), hits AS (
      SELECT aw.article_id AS id, count(DISTINCT near.i) AS matched, avg(near.s) AS closeness
        FROM near JOIN help_article_words aw ON aw.word = near.word
       GROUP BY aw.article_id
      HAVING count(DISTINCT near.i) * 2 > $4
    )
    SELECT a.slug, a.category, a.title, a.summary, a.updated_at AS "updatedAt"
      FROM hits JOIN help_articles a ON a.id = hits.id
     WHERE a.locale = $2 AND NOT a.draft
     ORDER BY hits.matched DESC,
              word_similarity(drw_help_fold($1), drw_help_fold(a.title)) DESC,
              hits.closeness DESC, a.id
     LIMIT ${MAX_HITS}`;
  return m.transaction(async (t) => {
    await t.query(`SELECT set_config('pg_trgm.word_similarity_threshold', $1, true)`, [THRESHOLD]);
    return t.query<HelpSearchHit[]>(sql, [query, locale, words, words.length]);
  });
}
