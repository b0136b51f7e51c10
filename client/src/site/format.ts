/** en-GB's short month names (CLDR: 'Sept'), as `Intl.DateTimeFormat('en-GB')` writes them. */
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

/**
 * '2022-03-05' → '5 Mar 2022' (en-GB, day month year); anything else is shown as it came.
 * Written out rather than through Intl: a page's first Intl formatter loads ICU's locale data,
 * 25–45 ms of main thread on this machine (×4 on Lighthouse's phone), inside the hydration of
 * every page that lists news. format.test.ts holds it to Intl's output.
 */
export function formatDate(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Made on first use: only fare pages need it (see formatDate for what a formatter costs). */
let takaFormat: Intl.NumberFormat | undefined;

/** 120000 → 'Tk 1,20,000' (Bangladesh groups thousands like India: lakh, crore). */
export function formatTaka(amount: number): string {
  takaFormat ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
  return `Tk ${takaFormat.format(amount)}`;
}
