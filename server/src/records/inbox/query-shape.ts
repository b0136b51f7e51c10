import type { Condition } from '../../lists/search';
import { asciiDigits, nationalDigits } from './phone';
import { normalizeReference, referenceRange } from './reference';

/**
 * What a search of visitor requests is, read once: it decides which index
 * answers it. The back office's search box and the inbox lists read a search alike, so "see
 * all" lists exactly the rows the box counted.
 */
export type QueryShape =
  | { by: 'reference'; reference: string }
  | { by: 'phone'; digits: string }
  | { by: 'words'; text: string; beginning?: Beginning };

/**
 * The beginning of a reference or of a phone number, which a search of words also finds its
 * requests by ("search as staff type", PRODUCT.md §22): the column and the first and last
 * values that begin so, one range of the column's index.
 */
export interface Beginning {
  column: 'reference' | 'phone_digits';
  first: string;
  last: string;
  /** A whole value the search may also be ("DR" and six characters: see queryShape). */
  whole?: string;
}

/** A phone number as staff type it: digits (Bangla too), spaces, dashes, dots, brackets, a +. */
const PHONE = /^\+?[\d\u09E6-\u09EF\s().-]+$/;

/**
 * A whole number has at least this many national digits (a Bangladeshi mobile's has ten);
 * fewer is part of a number, found anywhere in the lists' text like any word, and from six
 * digits on by its beginning too. National, not as typed: "+880 1712 345" is still being typed.
 */
const WHOLE_NUMBER = 10;

/**
 * The fewest digits read as the beginning of a number, as written at home ("017123", or
 * "+880 17123" for it): five national digits begin one in 7,000 mobile numbers (some 140 of a
 * million requests), four ten times as many. The same count as typed, so "17123" is not one either.
 */
const BEGINNING_DIGITS = 6;

/** National digits are at most this long (the widest column holding them). */
const MAX_DIGITS = 40;

/** The numbers that begin as typed (six digits or more), as their national digits' range. */
function phoneRange(text: string): Beginning | undefined {
  if (!PHONE.test(text)) return undefined;
  const digits = nationalDigits('+880', text);
  const typed = asciiDigits(text).replace(/\D/g, '');
  // At home a number is its national digits after a trunk 0.
  if (typed.length < BEGINNING_DIGITS || digits.length + 1 < BEGINNING_DIGITS) return undefined;
  // Digits only: every collation orders them digit by digit, a beginning before what follows.
  return { column: 'phone_digits', first: digits, last: digits.padEnd(MAX_DIGITS, '9') };
}

/**
 * Typed as a reference: with its `DR`, as two groups of four, or eight together with a digit.
 * Eight letters alone ("Shamsher") or split otherwise ("subject 2") are words of a name or a subject.
 */
const REFERENCE_LIKE = /^dr|^\w{4}[\s\-‐-―]+\w{4}$|^(?=\D*\d)\w{8}$/i;

export function queryShape(q: string): QueryShape {
  const text = q.trim();
  const reference = REFERENCE_LIKE.test(text) ? normalizeReference(text) : null;
  // The references beginning so (`DR` and four to seven characters).
  const begun = referenceRange(text);
  // "DR" and six characters is a reference being typed (DR-7K3P-Q9…), or a whole one typed
  // without its "DR-" whose first two characters are D and R (DR7K3PQ9 for DR-DR7K-3PQ9): both.
  if (reference && !begun) return { by: 'reference', reference };
  if (PHONE.test(text) && nationalDigits('+880', text).length >= WHOLE_NUMBER)
    return { by: 'phone', digits: nationalDigits('+880', text) };
  const beginning =
    phoneRange(text) ??
    (begun && { column: 'reference', ...begun, ...(reference ? { whole: reference } : {}) });
  return beginning ? { by: 'words', text, beginning } : { by: 'words', text };
}

/**
 * How the inbox lists find a search's requests, as conditions on their alias `r`: `identified`,
 * the rows a reference or a whole phone number names (the national digits the database keeps in
 * `phone_digits`), instead of words; `also`, those the beginning of either begins, one range of
 * the column's index, besides what the words find.
 */
export function searchedBy(shape: QueryShape): { identified?: Condition; also?: Condition } {
  if (shape.by === 'reference')
    return {
      identified: { sql: 'r.reference = :reference', parameters: { reference: shape.reference } },
    };
  if (shape.by === 'phone')
    return {
      identified: {
        sql: 'r.phone_digits = :phoneDigits',
        parameters: { phoneDigits: shape.digits },
      },
    };
  if (!shape.beginning) return {};
  const { column, first, last, whole } = shape.beginning;
  const range = `r.${column} BETWEEN :beginsFirst AND :beginsLast`;
  return {
    also: {
      sql: whole ? `(${range} OR r.${column} = :beginsWhole)` : range,
      parameters: {
        beginsFirst: first,
        beginsLast: last,
        ...(whole ? { beginsWhole: whole } : {}),
      },
    },
  };
}
