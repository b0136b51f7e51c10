const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2022-03-05' → '5 Mar 2022'; anything else is shown as it came. */
export function formatDate(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

const takaFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** 120000 → 'Tk 1,20,000' (Bangladesh groups thousands like India: lakh, crore). */
export function formatTaka(amount: number): string {
  return `Tk ${takaFormat.format(amount)}`;
}
