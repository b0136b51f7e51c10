import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { countUpToCap, likePattern, searchExpression, type PageTotal } from './page';
import { beginsWith, firstIds, idsFromLead, type Lead } from './search-lead';
import {
  isUnsearchable,
  matchedAsTyped,
  searchParts,
  wordsWithNames,
  wordStart,
} from './search-parts';

/** An SQL condition and its named parameters. */
export interface Condition {
  sql: string;
  parameters: ObjectLiteral;
}

/** Where the rows of a list are searched. */
export interface WordSearch {
  /** The searched columns as SQL (`r.name`, `coalesce(r.email, '')`): the trigram index's. */
  columns: string[];
  /** The list's table. */
  table: string;
  /**
   * The word table (migrations 1764520000000, 1764970000000), `<table>_words`; none on small
   * tables. Its entries carry their row's created_at: the list is newest first.
   */
  wordsTable?: string;
}

/**
 * Narrows `qb` to rows matching every part of `search` (see Part): through the word table
 * when there is one, else by reading each row's text (small tables). `lead`: the word to start
 * from (leadingWord), if any; `first`: the list shows no more than its first `first` rows (its
 * page's end, no filter narrowing it), so with a lead only they are looked for. `also`: rows
 * the search finds besides its words (the beginning of a reference or of a phone number: one
 * range of their index, OR'd with the words' conditions, which PostgreSQL reads as one bitmap).
 * Parameters are numbered by position, so one SQL text serves every search of the same shape.
 */
export function whereWords<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  search: string | null | undefined,
  { columns, table, wordsTable }: WordSearch,
  lead?: Lead,
  first?: number,
  also?: Condition,
): SelectQueryBuilder<T> {
  if (columns.length === 0) return qb;
  // No index can look it up, and read as typed it would read every row to find none.
  if (isUnsearchable(search)) return qb.andWhere('false');
  const text = searchExpression(columns);
  const parts = searchParts(search);
  const words = wordsWithNames(parts);
  const values = Object.fromEntries(words.map((w) => [w.name, w.word]));
  const where: Condition[] = [];
  // An array, computed once: PostgreSQL then reads these rows by id and sorts them. As a
  // sub-select (IN) it would walk the list's order instead, expecting the lead's rows to be
  // spread evenly over time (search-lead.ts, SMALL_LEAD).
  // The rows found first are the page only when nothing else narrows them (with `also`, the
  // page's rows are among the words' first rows and all of also's).
  if (wordsTable && lead && first !== undefined && !parts.some(matchedAsTyped)) {
    const ids = firstIds(table, wordsTable, words, lead);
    where.push({
      sql: `${qb.alias}.id = ANY (${ids})`,
      parameters: { ...values, leadFirst: first },
    });
  } else if (wordsTable && lead?.small) {
    const ids = idsFromLead(wordsTable, words, lead.name);
    where.push({ sql: `${qb.alias}.id = ANY (ARRAY(${ids}))`, parameters: values });
  } else {
    for (const { name, word } of words) {
      if (wordsTable) {
        const ids = `SELECT ${name}.id FROM ${wordsTable} ${name} WHERE ${beginsWith(name, `:${name}`)}`;
        where.push({ sql: `${qb.alias}.id IN (${ids})`, parameters: { [name]: word } });
      } else {
        where.push({ sql: `${text} ~* :${name}`, parameters: { [name]: wordStart(word) } });
      }
    }
  }
  parts.forEach((part, i) => {
    if (matchedAsTyped(part)) {
      const param = `sl${i}`;
      where.push({
        sql: `${text} LIKE lower(:${param})`,
        parameters: { [param]: likePattern(part.text) },
      });
    }
  });
  if (!also || where.length === 0) {
    for (const { sql, parameters } of where) qb.andWhere(sql, parameters);
    return qb;
  }
  const byWords = where.map(({ sql }) => `(${sql})`).join(' AND ');
  const parameters = Object.assign({}, also.parameters, ...where.map((w) => w.parameters));
  return qb.andWhere(`((${also.sql}) OR (${byWords}))`, parameters);
}

/**
 * The number of rows matching `search` up to TOTAL_CAP + 1 (countUpToCap), from the word index
 * alone (an index-only scan, no table row read), when every part is a single word; otherwise
 * undefined, or NULL from the statement (then the list's rows are counted: PostgreSQL's estimate
 * of each word's range chooses well there). Only for a search with no other condition. The
 * parameters are those whereWords gave; `lead` as there (a rare word, `small`: its entries are
 * counted, each checked for the other words).
 */
export function wordsTotal(
  search: string | null | undefined,
  { wordsTable }: WordSearch,
  lead?: Lead,
): PageTotal | undefined {
  const parts = searchParts(search);
  if (!wordsTable || parts.length === 0) return undefined;
  if (!parts.every((p) => p.kind === 'words' && p.words.length === 1)) return undefined;
  const words = wordsWithNames(parts);
  const parameters = Object.fromEntries(words.map((w) => [w.name, w.word]));
  if (lead?.small) {
    // A row holding two words of one prefix (parcel, parcels) counts once.
    const ids = idsFromLead(wordsTable, words, lead.name);
    return { sql: countUpToCap(`SELECT DISTINCT id FROM (${ids}) AS matched`), parameters };
  }
  const range = (n: string, as: string) =>
    `SELECT ${as} FROM ${wordsTable} ${n} WHERE ${beginsWith(n, `:${n}`)}`;
  const first = (n: string) => `(${range(n, `min(${n}.word)`)})`;
  const last = (n: string) => `(${range(n, `max(${n}.word)`)})`;
  // Usually each part begins one word only (its first and last words are equal: two index
  // probes). Then a row holds it once and the ids of that word come in order from the index:
  // the rows holding them all are counted by merging the lists, with no sort or hash of the
  // ids, and the merge stops at the cap. Otherwise (parcel, parcels) a row must count once:
  // distinct ids of one part, or (several parts: NULL) the list's own rows are counted. The
  // count not chosen is never run (a sub-select runs when first needed).
  const oneWordEach = words.map((w) => `${first(w.name)} = ${last(w.name)}`).join(' AND ');
  const merged = countUpToCap(
    `SELECT 1 FROM ${words.map((_, i) => `${wordsTable} j${i}`).join(', ')} WHERE ` +
      words
        .map((w, i) => `j${i}.word = ${first(w.name)}${i > 0 ? ` AND j${i}.id = j0.id` : ''}`)
        .join(' AND '),
  );
  const distinct =
    words.length === 1
      ? countUpToCap(range(words[0].name, `DISTINCT ${words[0].name}.id`))
      : 'NULL';
  const sql = `SELECT CASE WHEN ${oneWordEach} THEN (${merged}) ELSE (${distinct}) END`;
  return { sql, parameters };
}
