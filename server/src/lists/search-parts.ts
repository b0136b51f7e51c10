/**
 * How the search box is read: its parts, their words, and how each part matches. Plain string
 * work, no database: search-lead.ts and search.ts turn these into SQL conditions.
 */

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
export type Part =
  { kind: 'digits'; text: string } | { kind: 'words'; text: string; words: string[] };

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

/** A word of a search and its parameter's name. */
export type Word = { name: string; word: string };

/**
 * The words of a search's parts, each with its parameter's name (`sw<part>_<word>`): a word
 * typed twice is looked up once ("a.a.a.a"), and at most MAX_PARTS words in all (the parts'
 * text as typed still narrows the rows).
 */
export const wordsWithNames = (parts: Part[]): Word[] => {
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
 * Whether a part of several words must also appear as typed ("tanvir.ahmed@gm"): through the
 * trigram index, which narrows by the trigrams inside words. A part of one- and two-letter words
 * only ("m.a", "a.a.a…") matches as its words: their trigrams are those of the word standing
 * alone, in every row that has it ("a" in 160,000 subjects), all of which would be read again.
 */
export const matchedAsTyped = (part: Part) =>
  part.kind === 'digits' || (part.words.length > 1 && part.words.some((w) => w.length >= 3));

/** `(^|separator)word`: a word of the text begins with `word` (letters and digits only). */
export const wordStart = (word: string) =>
  `(^|${WORD_SEPARATORS.source.slice(0, -1)})${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
