import { AREAS, LETTERS, METRO, type PlateWord } from './plate-names';

/**
 * A Bangladeshi number plate as people write it — `ঢাকা মেট্রো-গ ১২-৩৪৫৬`, `Dhaka Metro-Ga
 * 12-3456`, `DHAKA METRO GA 123456` — read to one key, `DHAKA METRO-GA 12-3456`: the area's
 * canonical Latin name, METRO when the plate says মেট্রো, the series letter's canonical Latin
 * name, the two class digits and the four serial digits. The same key is stored with a vehicle
 * registration and computed from a visitor's query, so both scripts find the same vehicle.
 */

/** The longest plate text read: a district's long name, metro, a letter and the digits. */
const MAX_TYPED = 80;
const BANGLA_ZERO = 0x09e6;

/**
 * Folds what spelling leaves open: canonical composition (ো typed as ে + া), the joiners some
 * keyboards insert, long and short ী/ি and ূ/ু, the chandrabindu, Latin accents and case.
 */
function fold(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u200c\u200d]/g, '')
    .replace(/\u09C0/g, '\u09BF')
    .replace(/\u09C2/g, '\u09C1')
    .replace(/\u0981/g, '')
    .replace(/[\u09E6-\u09EF]/g, (d) => String(d.charCodeAt(0) - BANGLA_ZERO))
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/['’]/g, '');
}

/** A word's spellings, folded and glued (spaces inside a name are optional on a plate). */
const glued = (text: string) => fold(text).replace(/[^\p{L}\p{M}\p{N}]+/gu, '');

function spellings(words: PlateWord[]): Map<string, string> {
  const byGlued = new Map<string, string>();
  for (const word of words) {
    for (const spelling of [word.latin, word.bangla, ...(word.also ?? [])])
      byGlued.set(glued(spelling), word.latin);
  }
  return byGlued;
}

const AREA_BY = spellings(AREAS);
const LETTER_BY = spellings(LETTERS);
const METRO_SPELLINGS = [...spellings([METRO]).keys()];
const BANGLA_OF = new Map([...AREAS, ...LETTERS, METRO].map((w) => [w.latin, w.bangla]));

/** The area's name and whether it says metro, from the glued text before the letter. */
function areaOf(text: string): string | null {
  const direct = AREA_BY.get(text);
  if (direct) return direct;
  for (const metro of METRO_SPELLINGS) {
    if (!text.endsWith(metro)) continue;
    const city = AREA_BY.get(text.slice(0, -metro.length));
    if (city) return `${city} METRO`;
  }
  return null;
}

interface Reading {
  area: string;
  letter: string;
  /** The letter was written as a word of its own (a space or dash before it). */
  apart: boolean;
}

/**
 * The plate's key, or null when the text is not a plate as written in Bangladesh. When the
 * letter is glued to the area (`DHAKAMETROGA`), every way to split it is tried; a split the
 * writer marked with a space or dash wins, and a text two plates could be is no plate.
 */
export function plateKey(typed: unknown): string | null {
  if (typeof typed !== 'string' || typed.length > MAX_TYPED) return null;
  const spaced = fold(typed)
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
  const digits = /^(.*?)\s*(\d{2})\s*(\d{4})$/u.exec(spaced);
  if (!digits) return null;
  const [, words, classDigits, serial] = digits;
  const before = words.replace(/ /g, '');
  const readings: Reading[] = [];
  for (const [spelling, letter] of LETTER_BY) {
    if (!before.endsWith(spelling)) continue;
    const area = areaOf(before.slice(0, -spelling.length));
    if (area) readings.push({ area, letter, apart: new RegExp(` ${spelling}$`, 'u').test(words) });
  }
  const marked = readings.filter((r) => r.apart);
  const chosen = new Set((marked.length ? marked : readings).map((r) => `${r.area}-${r.letter}`));
  if (chosen.size !== 1) return null;
  return `${[...chosen][0]} ${classDigits}-${serial}`;
}

const toBanglaDigits = (text: string) =>
  text.replace(/\d/g, (d) => String.fromCharCode(BANGLA_ZERO + Number(d)));

/** A key written back as on the plate, in Bangla (`ঢাকা মেট্রো-গ ১২-৩৪৫৬`) or Latin. */
export function plateWritten(key: string, locale: 'en' | 'bn'): string {
  const parsed = /^(.+?)( METRO)?-([A-Z]+) (\d{2}-\d{4})$/.exec(key);
  if (!parsed) return key;
  const [, area, metro, letter, numbers] = parsed;
  if (locale === 'en') {
    const title = (w: string) => w.charAt(0) + w.slice(1).toLowerCase();
    return `${area.split(' ').map(title).join(' ')}${metro ? ' Metro' : ''}-${title(letter)} ${numbers}`;
  }
  const bn = (latin: string) => BANGLA_OF.get(latin) ?? latin;
  return `${bn(area)}${metro ? ` ${METRO.bangla}` : ''}-${bn(letter)} ${toBanglaDigits(numbers)}`;
}
