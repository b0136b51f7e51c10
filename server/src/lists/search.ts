import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { countUpToCap, likePattern, searchExpression, TOTAL_CAP, type PageTotal } from './page';

/**
 * Where a word ends, exactly as the database's drw_search_words splits a row (a copy lives in
 * migration 1764520000000; a test checks both split alike): ASCII punctuation, symbols and
 * white space, Latin-1 punctuation, General Punctuation (’ “ – …), the Bangla danda, CJK
 * punctuation. Letters and digits of every script, and combining marks, belong to words.
 */
const WORD_SEPARATORS =
  // eslint-disable-next-line no-control-regex -- control characters separate words too
  /[\u0001-\u002F\u003A-\u0040\u005B-\u0060\u007B-\u00BF\u00D7\u00F7\u0964\u0965\u2000-\u206F\u3000-\u303F]+/u;

/** A search box holds at most 100 characters: a few parts, each a short condition. */
const MAX_PARTS = 8;
/** The database keeps the first 100 characters of a word. */
const MAX_WORD = 100;

/** The words of `text` as the word index has them (before lower-casing, which SQL does). */
export function wordsOf(text: string): string[] {
  return text
    .split(WORD_SEPARATORS)
    .filter((w) => w !== '')
    .map((w) => w.slice(0, MAX_WORD));
}

/**
 * One piece of the search box (split at white space) and how it matches:
 * - `digits`: three digits or more, perhaps with + - ( ) — part of a phone number, matched
 *   anywhere in the text (the pg_trgm index), as staff type the middle or the end of a number;
 * - `words`: the words of the part, each the start of a word of the row (the word index, or
 *   the row's text on small tables); a part of several words ("tanvir.ahmed@gm") must also
 *   appear as typed, in one column.
 * A piece with no letter or digit ("%", "@", "--") is no part: no index can look it up, and
 * matching it as typed would read every row of the list to find none (see isUnsearchable).
 */
type Part = { kind: 'digits'; text: string } | { kind: 'words'; text: string; words: string[] };

/** The search box's parts (at most MAX_PARTS), each with how it matches. */
export function searchParts(search: string | null | undefined): Part[] {
  const pieces = (search ?? '').split(/\s+/u).filter((p) => p !== '');
  return pieces
    .flatMap((text): Part[] => {
      if (/^[\d()+-]+$/.test(text) && text.replace(/\D/g, '').length >= 3)
        return [{ kind: 'digits', text }];
      const words = wordsOf(text);
      return words.length > 0 ? [{ kind: 'words', text, words }] : [];
    })
    .slice(0, MAX_PARTS);
}

/**
 * A search that is typed but holds no letter or digit ("%_@", "--"): it finds nothing, at once.
 * (A list of every row with an "@" in it is nobody's search.)
 */
export function isUnsearchable(search: string | null | undefined): boolean {
  return Boolean(search?.trim()) && searchParts(search).length === 0;
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
 * Words of `as` that begin with `value` (a parameter: `:name` or `$1`), as one range of the
 * word index (byte order: every word with the prefix sorts between it and it + U+10FFFF). `^@`
 * means the same but checks each entry again, a third more time on 120 000 entries.
 */
const beginsWith = (as: string, value: string) =>
  `${as}.word >= lower(${value}) AND ${as}.word < lower(${value}) || chr(1114111)`;

/**
 * The words of a search's parts, each with its parameter's name (`sw<part>_<word>`): a word
 * typed twice is looked up once ("a.a.a.a"), and at most MAX_PARTS words in all (the parts'
 * text as typed still narrows the rows).
 */
/** A word of a search and its parameter's name. */
type Word = { name: string; word: string };

const wordsWithNames = (parts: Part[]): Word[] => {
  const seen = new Set<string>();
  return parts
    .flatMap((p, i) =>
      p.kind === 'words' ? p.words.map((word, j) => ({ name: `sw${i}_${j}`, word })) : [],
    )
    .filter(({ word }) => {
      const key = word.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_PARTS);
};

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
  { wordsTable }: WordSearch,
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
function idsFromLead(wordsTable: string, words: Word[], lead: string): string {
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
function firstIds(table: string, wordsTable: string, words: Word[], lead: Lead) {
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

/**
 * Whether a part of several words must also appear as typed ("tanvir.ahmed@gm"): through the
 * trigram index, which narrows by the trigrams inside words. A part of one- and two-letter words
 * only ("m.a", "a.a.a…") matches as its words: their trigrams are those of the word standing
 * alone, in every row that has it ("a" in 160,000 subjects), all of which would be read again.
 */
const matchedAsTyped = (part: Part) =>
  part.kind === 'digits' || (part.words.length > 1 && part.words.some((w) => w.length >= 3));

/** `(^|separator)word`: a word of the text begins with `word` (letters and digits only). */
const wordStart = (word: string) =>
  `(^|${WORD_SEPARATORS.source.slice(0, -1)})${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;

/**
 * Narrows `qb` to rows matching every part of `search` (see Part): through the word table
 * when there is one, else by reading each row's text (small tables). `lead`: the word to start
 * from (leadingWord), if any; `first`: the list shows no more than its first `first` rows (its
 * page's end, no filter narrowing it), so with a lead only they are looked for. Parameters are numbered
 * by position, so one SQL text serves every search of the same shape.
 */
export function whereWords<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  search: string | null | undefined,
  { columns, table, wordsTable }: WordSearch,
  lead?: Lead,
  first?: number,
): SelectQueryBuilder<T> {
  if (columns.length === 0) return qb;
  // No index can look it up, and read as typed it would read every row to find none.
  if (isUnsearchable(search)) return qb.andWhere('false');
  const text = searchExpression(columns);
  const parts = searchParts(search);
  const words = wordsWithNames(parts);
  const values = Object.fromEntries(words.map((w) => [w.name, w.word]));
  // An array, computed once: PostgreSQL then reads these rows by id and sorts them. As a
  // sub-select (IN) it would walk the list's order instead, expecting the lead's rows to be
  // spread evenly over time (see SMALL_LEAD).
  // The rows found first are the page only when nothing else narrows them.
  if (wordsTable && lead && first !== undefined && !parts.some(matchedAsTyped)) {
    const ids = firstIds(table, wordsTable, words, lead);
    qb.andWhere(`${qb.alias}.id = ANY (${ids})`, { ...values, leadFirst: first });
  } else if (wordsTable && lead?.small) {
    const ids = idsFromLead(wordsTable, words, lead.name);
    qb.andWhere(`${qb.alias}.id = ANY (ARRAY(${ids}))`, values);
  } else {
    for (const { name, word } of words) {
      if (wordsTable) {
        const ids = `SELECT ${name}.id FROM ${wordsTable} ${name} WHERE ${beginsWith(name, `:${name}`)}`;
        qb.andWhere(`${qb.alias}.id IN (${ids})`, { [name]: word });
      } else {
        qb.andWhere(`${text} ~* :${name}`, { [name]: wordStart(word) });
      }
    }
  }
  parts.forEach((part, i) => {
    if (matchedAsTyped(part)) {
      const param = `sl${i}`;
      qb.andWhere(`${text} LIKE lower(:${param})`, { [param]: likePattern(part.text) });
    }
  });
  return qb;
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
