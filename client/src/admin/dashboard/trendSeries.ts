/** One day of `dashboardTrends`. */
export interface Trend {
  day: string;
  messages: number;
  reservations: number;
  registrations: number;
}

export type TrendKey = 'messages' | 'reservations' | 'registrations';

/** The three lines: field, label, Mantine colour. */
export const TREND_SERIES: [TrendKey, string, string][] = [
  ['messages', 'Messages', 'blue.6'],
  ['reservations', 'Reservations', 'grape.6'],
  ['registrations', 'Registrations', 'orange.6'],
];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11-24" → "24 Nov" (the day is already a Dhaka day: no time zone to apply). */
export function shortDay(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[month - 1] ?? ''}`.trim();
}
