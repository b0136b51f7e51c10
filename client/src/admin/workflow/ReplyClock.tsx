import { Text } from '@mantine/core';

/** A row's clock as the list answers it (the service levels: working minutes, PRODUCT.md §22). */
export interface ReplyClockValue {
  minutesLeft: number;
  tone: string;
}

/**
 * "3h 05m", "45m", and from ten hours on "59h": working time, nights, weekends and holidays left
 * out by the server. The minutes of a long wait say nothing, and "Late 59h 00m" was cut off in
 * the status column at 1280 px.
 */
function workingTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h >= 10) return `${h}h`;
  return h ? `${h}h ${String(m).padStart(2, '0')}m` : `${m}m`;
}

const COLOR: Record<string, string> = { late: 'red.8', amber: 'orange.8', ok: 'dimmed' };

/**
 * The time left until the reply-by time, under the status badge: amber under a quarter of the
 * target left, red once late. Nothing once answered.
 */
export function ReplyClock({ clock }: { clock?: ReplyClockValue | null }) {
  if (!clock) return null;
  const late = clock.tone === 'late';
  const text = late
    ? `Late ${workingTime(-clock.minutesLeft)}`
    : `${workingTime(clock.minutesLeft)} left`;
  return (
    <Text
      size="xs"
      c={COLOR[clock.tone] ?? 'dimmed'}
      fw={late ? 700 : undefined}
      data-reply-clock={clock.tone}
      title={late ? 'Past the reply-by time (working hours)' : 'Working time left to reply'}
      style={{ whiteSpace: 'nowrap' }}
    >
      {text}
    </Text>
  );
}
