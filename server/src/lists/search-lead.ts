/**
 * Where a search over a word table starts: the word that begins the fewest entries (its lead),
 * and the ids it yields, the first page's or all of them. search.ts puts them in a list's query.
 */
import type { DataSource } from 'typeorm';
import { TOTAL_CAP } from './page';
import { searchParts, wordsWithNames, type Word } from './search-parts';

/**
 * Words of `as` that begin with `value` (a parameter: `:name` or `$1`), as one range of the
 * word index (byte order: every word with the prefix sorts between it and it + U+10FFFF). `^@`
 * means the same but checks each entry again, a third more time on 120 000 entries.
 */
export const beginsWith = (as: string, value: string) =>
  `${as}.word >= lower(${value}) AND ${as}.word < lower(${value}) || chr(1114111)`;

/**
 * A word begun by fewer index entries than this may lead any search: all its rows can be read
 * (each checked for the other words through the (id, word) index, a probe per row), filtered
 * and sorted in list order, and the total counted from its entries. Otherwise the list is
 * walked in its order, each row checked for the words: quick when they are common among recent
 * rows, but it reads most of the list when the rows holding them are the oldest ("com 12": ids
 * 12, 120…, 120000…; docs/benchmarks.md).
 */
const SMALL_LEAD = 2 * (TOTAL_CAP + 1);

/**
 * A word begun by fewer entries than this may still lead a search's page when nothing else
 * narrows the list: its entries are sorted in list order from the index alone (created_at rides
 * in it, migration 1764970000000), and only the first few are checked for the other words. So
 * "com 1", whose "1" rows are the oldest, no longer walks the whole list. The sort costs in
 * proportion to the entries; above this, it costs more than walking a list where the word is
 * that common (docs/benchmarks.md, "Staff search: the last two shapes over 100 ms").
 */
const SORTED_LEAD_MAX = 150_000;

/** The word a search starts from (leadingWord). */
export interface Lead {
  /** The word's parameter, `sw<part>_<word>`. */
  name: string;
  /** Begun by fewer than SMALL_LEAD entries: it may lead a filtered list and its total too. */
  small: boolean;
}

/**
 * PostgreSQL's estimate of the entries beginning with `word`, from its statistics (a plan, no
 * row read): counting a common word's entries up to SORTED_LEAD_MAX would read them all.
 */
async function estimatedEntries(db: DataSource, wordsTable: string, word: string) {
  const [row] = await db.query<{ 'QUERY PLAN': { Plan: { 'Plan Rows': number } }[] }[]>(
    `EXPLAIN (FORMAT JSON) SELECT 1 FROM ${wordsTable} c WHERE ${beginsWith('c', '$1')}`,
    [word],
  );
  return row['QUERY PLAN'][0].Plan['Plan Rows'];
}

/**
 * The word a search starts from: the one that begins the fewest entries of the word index.
 * First each is counted up to SMALL_LEAD (index-only scans, a few milliseconds at most): so
 * "com double", where "com" is in every row's e-mail address, reads the rows of "double" and
 * checks each for "com", instead of a million entries of "com". When every word is that
 * common, the one PostgreSQL estimates fewest leads if under SORTED_LEAD_MAX. Undefined when
 * the search has no word, there is no word table, or every word is more common still.
 */
export async function leadingWord(
  db: DataSource,
  search: string | null | undefined,
  { wordsTable }: { wordsTable?: string },
): Promise<Lead | undefined> {
  const words = wordsWithNames(searchParts(search));
  if (!wordsTable || words.length === 0) return undefined;
  const counted = words.map(
    (_, k) =>
      `(SELECT count(*) FROM (SELECT 1 FROM ${wordsTable} c WHERE ${beginsWith('c', `$${k + 1}`)}` +
      ` LIMIT ${SMALL_LEAD}) AS c) AS c${k}`,
  );
  const [row] = await db.query<Record<string, string>[]>(
    `SELECT ${counted.join(', ')}`,
    words.map((w) => w.word),
  );
  const counts = words.map((_, k) => Number(row[`c${k}`]));
  const fewest = Math.min(...counts);
  if (fewest < SMALL_LEAD) return { name: words[counts.indexOf(fewest)].name, small: true };
  const estimates: number[] = [];
  for (const { word } of words) estimates.push(await estimatedEntries(db, wordsTable, word));
  const least = Math.min(...estimates);
  return least < SORTED_LEAD_MAX
    ? { name: words[estimates.indexOf(least)].name, small: false }
    : undefined;
}

/**
 * Conditions that the row `as`.id holds each word of `words`: one probe of the (id, word)
 * index each. Each is a sub-select with LIMIT 1, which PostgreSQL runs per row as written; an
 * EXISTS would become a semi-join whose estimated size made the planner walk the whole list's
 * order index instead (docs/benchmarks.md, "Figures behind the server's and the build's design
 * choices").
 */
const holds = (wordsTable: string, words: Word[], as: string) =>
  words.map(
    (w) =>
      `(SELECT true FROM ${wordsTable} ${w.name} WHERE ${w.name}.id = ${as}.id AND ` +
      `${beginsWith(w.name, `:${w.name}`)} LIMIT 1)`,
  );

/** The words of a search but its lead. */
const others = (words: Word[], lead: string) => words.filter((w) => w.name !== lead);

/**
 * The ids of rows holding every word of `words`, from the entries of the one named `lead`, each
 * checked for the others. Ids may repeat (a row with "parcel" and "parcels").
 */
export function idsFromLead(wordsTable: string, words: Word[], lead: string): string {
  const where = [beginsWith('lw', `:${lead}`), ...holds(wordsTable, others(words, lead), 'lw')];
  return `SELECT lw.id FROM ${wordsTable} lw WHERE ${where.join(' AND ')}`;
}

/** The newest rows of a list that a search of common words checks before it sorts. */
const RECENT_ROWS = 2000;

/**
 * The ids of the first `:leadFirst` rows in list order (newest first) holding every word: the
 * lead's entries sorted in list order from the index alone, then checked for the other words
 * until that many are found. OFFSET 0 keeps the sort below the checks: without it PostgreSQL
 * checks every entry before sorting (docs/benchmarks.md).
 * A lead that is not `small` is common: first the newest RECENT_ROWS rows are checked (a walk of
 * the list's order, a probe per word), where such words usually are (a name, a place),
 * and its entries are sorted only if they hold too few (COALESCE runs the second only then).
 */
export function firstIds(table: string, wordsTable: string, words: Word[], lead: Lead) {
  const sorted =
    `SELECT DISTINCT lw.created_at, lw.id FROM ${wordsTable} lw ` +
    `WHERE ${beginsWith('lw', `:${lead.name}`)} ORDER BY 1 DESC, 2 DESC OFFSET 0`;
  const checks = holds(wordsTable, others(words, lead.name), 's');
  const where = checks.length > 0 ? ` WHERE ${checks.join(' AND ')}` : '';
  const fromLead =
    `ARRAY(SELECT s.id FROM (${sorted}) s${where} ` +
    `ORDER BY s.created_at DESC, s.id DESC LIMIT :leadFirst)`;
  if (lead.small) return fromLead;
  const recent =
    `SELECT w.id FROM (SELECT id FROM ${table} ORDER BY created_at DESC, id DESC ` +
    `LIMIT ${RECENT_ROWS}) w WHERE ${holds(wordsTable, words, 'w').join(' AND ')} ` +
    `LIMIT :leadFirst`;
  // The walk's ids if it found them all (no row: NULL); OFFSET 0 runs the walk once.
  const found =
    `(SELECT ids FROM (SELECT ARRAY(${recent}) AS ids OFFSET 0) AS walked ` +
    `WHERE cardinality(ids) = :leadFirst)`;
  return `COALESCE(${found}, ${fromLead})`;
}
