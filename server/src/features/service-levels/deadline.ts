/**
 * Deadlines in working hours, without the database (PRODUCT.md §22, "Service levels"): a request
 * received at some moment is due once the team has worked a number of hours on it — counted only
 * inside the working week's hours, in the team's time zone, never on a public holiday, and never
 * while the request waits on the visitor. The service (service-levels.service.ts) gives the
 * holidays staff edit and the settings; the status page, the mail and the inbox read the result.
 */

/** When the team works: days of the week (0 Sunday … 6 Saturday) and hours, in `timeZone`. */
export interface WorkingWeek {
  timeZone: string;
  days: readonly number[];
  /** Minutes after midnight the day's work starts and ends (09:00 → 540, 18:00 → 1080). */
  start: number;
  end: number;
  /** Days off on top of the weekend, as `YYYY-MM-DD` in `timeZone` (the holiday calendar). */
  holidays: ReadonlySet<string>;
}

/** A stretch of time the clock stood still (the request waited on the visitor); `to` null: still. */
export interface Pause {
  from: Date;
  to: Date | null;
}

const MINUTE = 60_000;
const DAY = 86_400_000;
/** No team sets a target beyond a few weeks: a calendar of holidays only cannot loop forever. */
const MAX_DAYS = 3660;

const offsets = new Map<string, Intl.DateTimeFormat>();

/**
 * How far `timeZone`'s clock is ahead of UTC at `at`, in ms (Asia/Dhaka: 6 h, with no summer time
 * since 2009). Read from Intl — the platform's time-zone data — so another zone, or a change of
 * Dhaka's rules, needs no code.
 */
export function offsetAt(timeZone: string, at: number): number {
  let format = offsets.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsets.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(at).map((x) => [x.type, x.value]));
  const wall = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return wall - Math.floor(at / 1000) * 1000;
}

/** The calendar day (`YYYY-MM-DD`) of a moment in the zone: what the holiday calendar keys on. */
export function localDate(timeZone: string, at: Date): string {
  return new Date(at.getTime() + offsetAt(timeZone, at.getTime())).toISOString().slice(0, 10);
}

/** The day's working window, as moments, for a day given as UTC midnight of its local date. */
function windowOf(week: WorkingWeek, dayUtc: number): [number, number] | null {
  const day = new Date(dayUtc);
  const date = day.toISOString().slice(0, 10);
  if (!week.days.includes(day.getUTCDay()) || week.holidays.has(date)) return null;
  const open = dayUtc + week.start * MINUTE;
  const close = dayUtc + week.end * MINUTE;
  return [open - offsetAt(week.timeZone, open), close - offsetAt(week.timeZone, close)];
}

/** The parts of [from, to) outside every pause. */
function unpaused(from: number, to: number, pauses: readonly Pause[]): [number, number][] {
  let parts: [number, number][] = [[from, to]];
  for (const p of pauses) {
    const pFrom = p.from.getTime();
    const pTo = p.to ? p.to.getTime() : Infinity;
    parts = parts.flatMap(([a, b]): [number, number][] => {
      if (pTo <= a || pFrom >= b) return [[a, b]];
      return [
        ...(pFrom > a ? [[a, pFrom] as [number, number]] : []),
        ...(pTo < b ? [[pTo, b] as [number, number]] : []),
      ];
    });
  }
  return parts;
}

/** The working stretches from `from` on, day by day (each clipped to start no earlier). */
function* workingStretches(week: WorkingWeek, from: number, pauses: readonly Pause[]) {
  const first = Date.parse(localDate(week.timeZone, new Date(from)));
  for (let i = 0; i < MAX_DAYS; i++) {
    const window = windowOf(week, first + i * DAY);
    if (!window || window[1] <= from) continue;
    yield* unpaused(Math.max(window[0], from), window[1], pauses);
  }
}

/**
 * When a request received at `received` is due: `hours` working hours later, skipping nights,
 * days off, holidays and pauses. A request received out of hours starts at the next opening; a
 * pause still running (`to` null) means no due time yet: null. Null too with no working day in
 * ten years (a week of no days).
 */
export function dueAt(
  week: WorkingWeek,
  received: Date,
  hours: number,
  pauses: readonly Pause[] = [],
): Date | null {
  // Waiting on the visitor now: the clock has stopped, and when it starts again is not known.
  if (pauses.some((p) => p.to === null)) return null;
  let left = hours * 60 * MINUTE;
  for (const [a, b] of workingStretches(week, received.getTime(), pauses)) {
    if (b - a >= left) return new Date(a + left);
    left -= b - a;
  }
  return null;
}

/** The working time between two moments (0 when `to` is not after `from`), pauses left out. */
export function workingMsBetween(
  week: WorkingWeek,
  from: Date,
  to: Date,
  pauses: readonly Pause[] = [],
): number {
  let total = 0;
  for (const [a, b] of workingStretches(week, from.getTime(), pauses)) {
    if (a >= to.getTime()) break;
    total += Math.min(b, to.getTime()) - a;
  }
  return total;
}
