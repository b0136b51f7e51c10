/** How an article is published: now, kept as a draft, or at a time in Dhaka. */
export type PublishMode = 'now' | 'draft' | 'schedule';

export interface PublishValues {
  publishMode: PublishMode;
  /** YYYY-MM-DD and HH:MM in Dhaka time (UTC+6, no daylight saving), for `schedule`. */
  publishDay: string;
  publishTime: string;
}

/** What the server stored: decides the form's starting choice. */
export interface PublishState {
  draft: boolean;
  publishAt: string;
}

const dhakaParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Dhaka',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as the day and time a clock in Dhaka shows. */
export function toDhaka(iso: string): { day: string; time: string } {
  const p = Object.fromEntries(
    dhakaParts.formatToParts(new Date(iso)).map((x) => [x.type, x.value]),
  );
  return { day: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** Day and time on a Dhaka clock as an instant (ISO 8601 with its +06:00 offset), or null. */
export function fromDhaka(day: string, time: string): string | null {
  // Seconds are optional (a browser's time field sends them when they are typed).
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}(:\d{2})?$/.test(time)) return null;
  const iso = `${day}T${time.length === 5 ? `${time}:00` : time}+06:00`;
  return Number.isNaN(Date.parse(iso)) ? null : iso;
}

export function isScheduled(s: PublishState, now = Date.now()): boolean {
  return !s.draft && Date.parse(s.publishAt) > now;
}

/** The form's starting values for a saved item (or a new one). */
export function initialPublishValues(saved?: PublishState): PublishValues {
  if (saved && isScheduled(saved)) {
    const { day, time } = toDhaka(saved.publishAt);
    return { publishMode: 'schedule', publishDay: day, publishTime: time };
  }
  return { publishMode: saved?.draft ? 'draft' : 'now', publishDay: '', publishTime: '' };
}

const FIVE_YEARS_MS = 5 * 365 * 86_400_000;

/** The schedule's problem, or null. */
export function scheduleProblem(v: PublishValues, now = Date.now()): string | null {
  if (v.publishMode !== 'schedule') return null;
  if (!v.publishDay || !v.publishTime) return 'Choose the day and time to publish';
  const iso = fromDhaka(v.publishDay, v.publishTime);
  if (!iso) return 'Enter a real day and time';
  const at = Date.parse(iso);
  if (at <= now) return 'Choose a time in the future';
  if (at > now + FIVE_YEARS_MS) return 'Choose a time within 5 years';
  return null;
}

/**
 * The input's publishing fields. Publish now keeps an item that is already out as it was (its
 * time unchanged); a draft or scheduled item goes out now (publishAt null). A new item sends
 * nothing for "now": the server's default.
 */
export function publishInput(
  v: PublishValues,
  saved?: PublishState,
): { draft?: boolean; publishAt?: string | null } {
  if (v.publishMode === 'draft') return { draft: true };
  if (v.publishMode === 'schedule')
    return { draft: false, publishAt: fromDhaka(v.publishDay, v.publishTime) };
  if (!saved) return {};
  return saved.draft || isScheduled(saved) ? { draft: false, publishAt: null } : { draft: false };
}

/** "is published", "is saved as a draft", "will be published on 25 Nov 2026 at 09:00 (Dhaka)". */
export function publishedNote(v: PublishValues): string {
  if (v.publishMode === 'draft') return 'is saved as a draft';
  if (v.publishMode === 'schedule')
    return `will be published on ${v.publishDay} at ${v.publishTime} (Dhaka time)`;
  return 'is published';
}
