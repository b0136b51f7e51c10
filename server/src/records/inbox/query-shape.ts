import { asciiDigits, nationalDigits } from './phone';
import { normalizeReference } from './reference';

/**
 * What a search of visitor requests is, read once: it decides which index
 * answers it. The back office's search box and the inbox lists read a search alike, so "see
 * all" lists exactly the rows the box counted.
 */
export type QueryShape =
  | { by: 'reference'; reference: string }
  | { by: 'phone'; digits: string }
  | { by: 'words'; text: string };

/** A phone number as staff type it: digits (Bangla too), spaces, dashes, dots, brackets, a +. */
const PHONE = /^\+?[\d\u09E6-\u09EF\s().-]+$/;

/**
 * A whole number has at least this many digits (a Bangladeshi mobile's national number has
 * ten); fewer is part of a number, found anywhere in the lists' text like any word.
 */
const WHOLE_NUMBER = 10;

/**
 * Typed as a reference: with its `DR`, as two groups of four, or eight together with a digit.
 * Eight letters alone ("Shamsher") or split otherwise ("subject 2") are words of a name or a subject.
 */
const REFERENCE_LIKE = /^dr|^\w{4}[\s\-‐-―]+\w{4}$|^(?=\D*\d)\w{8}$/i;

export function queryShape(q: string): QueryShape {
  const text = q.trim();
  const reference = REFERENCE_LIKE.test(text) ? normalizeReference(text) : null;
  if (reference) return { by: 'reference', reference };
  if (PHONE.test(text) && asciiDigits(text).replace(/\D/g, '').length >= WHOLE_NUMBER) {
    const digits = nationalDigits('+880', text);
    if (digits.length > 0) return { by: 'phone', digits };
  }
  return { by: 'words', text };
}
