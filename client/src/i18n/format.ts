import { BN_MONTHS } from '../../../server/src/i18n/calendar';
import type { Locale } from './locales';

/**
 * Dates and numbers as each language writes them: Bangla in Bangla digits with lakh grouping
 * (Intl, bn-BD). The server and the browser must write the same characters or hydration fails,
 * so nothing here depends on where it runs or on the ICU version a browser has.
 */

/**
 * en-GB's short month names (CLDR: 'Sept'), as `Intl.DateTimeFormat('en-GB')` writes them:
 * written out rather than through Intl, see below (format.test.ts holds them to Intl's output).
 */
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
];

// Made on first use: a page's first Intl formatter loads ICU's locale data (a long task on a
// phone's main thread: docs/benchmarks.md), so English pages never make one for a date.
let bnDigits: Intl.NumberFormat | undefined;
let bnNumber: Intl.NumberFormat | undefined;
let enNumber: Intl.NumberFormat | undefined;

/** 2026 → '২০২৬': Intl's Bangla digits, without grouping. */
const bangla = (n: number) =>
  (bnDigits ??= new Intl.NumberFormat('bn-BD', { useGrouping: false })).format(n);

/**
 * A calendar day ('2026-11-24') as a reader expects it: '24 Nov 2026' (en-GB) or
 * '২৪ নভেম্বর ২০২৬' (bn-BD, Asia/Dhaka: a day is the same day there). Anything else is shown as
 * it came.
 */
export function formatDate(value: string, locale: Locale = 'en'): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  const [day, month, year] = [date.getUTCDate(), date.getUTCMonth(), date.getUTCFullYear()];
  return locale === 'en'
    ? `${day} ${MONTHS[month]} ${year}`
    : `${bangla(day)} ${BN_MONTHS[month]} ${bangla(year)}`;
}

/** 1250 → '1,250' / '১,২৫০' (Bangladesh groups like India: 1,20,000 / ১,২০,০০০). */
export function formatNumber(value: number, locale: Locale = 'en'): string {
  const format =
    locale === 'bn'
      ? (bnNumber ??= new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 2 }))
      : (enNumber ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }));
  return format.format(value);
}

/** 120000 → 'Tk 1,20,000' / '৳১,২০,০০০'. */
export function formatTaka(amount: number, locale: Locale = 'en'): string {
  return locale === 'bn' ? `৳${formatNumber(amount, 'bn')}` : `Tk ${formatNumber(amount, 'en')}`;
}
