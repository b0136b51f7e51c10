import fc from 'fast-check';
import { dueAt, localDate, workingMsBetween, type WorkingWeek } from './deadline';
import { pausesOf } from './service-levels.service';

/** Sunday–Thursday 09:00–18:00 in Dhaka, with the days off the tests need. */
const week: WorkingWeek = {
  timeZone: 'Asia/Dhaka',
  days: [0, 1, 2, 3, 4],
  start: 9 * 60,
  end: 18 * 60,
  holidays: new Set(['2026-12-16', '2026-03-21', '2026-03-22', '2026-03-23']),
};
/** A moment written as Dhaka's clock shows it (UTC+6: Bangladesh keeps no summer time). */
const dhaka = (wall: string) => new Date(`${wall}:00+06:00`);
const HOUR = 3_600_000;

describe('dueAt: working hours in Asia/Dhaka', () => {
  it('skips the night and the Friday–Saturday weekend', () => {
    // Thursday 17:00: one hour left that day, then Sunday from 09:00.
    expect(dueAt(week, dhaka('2026-12-10T17:00'), 4)).toEqual(dhaka('2026-12-13T12:00'));
  });

  it('skips a public holiday (Victory Day, Wednesday 16 December)', () => {
    expect(dueAt(week, dhaka('2026-12-15T16:00'), 4)).toEqual(dhaka('2026-12-17T11:00'));
  });

  it('starts a request sent before opening at 09:00', () => {
    expect(dueAt(week, dhaka('2026-12-06T07:10'), 4)).toEqual(dhaka('2026-12-06T13:00'));
  });

  it('starts a request sent after closing at the next opening', () => {
    expect(dueAt(week, dhaka('2026-12-06T19:00'), 4)).toEqual(dhaka('2026-12-07T13:00'));
  });

  it('stops the clock while the request waits on the visitor', () => {
    const pause = { from: dhaka('2026-12-06T10:00'), to: dhaka('2026-12-06T14:00') };
    // 09–10 and 14–18 on Sunday (5 h), then 3 h on Monday.
    expect(dueAt(week, dhaka('2026-12-06T09:00'), 8, [pause])).toEqual(dhaka('2026-12-07T12:00'));
    expect(dueAt(week, dhaka('2026-12-06T09:00'), 8)).toEqual(dhaka('2026-12-06T17:00'));
  });

  it('has no due time while the visitor is still awaited', () => {
    const waiting = { from: dhaka('2026-12-06T10:00'), to: null };
    expect(dueAt(week, dhaka('2026-12-06T09:00'), 8, [waiting])).toBeNull();
  });

  it('answers a Friday evening message before Eid-ul-Fitr on the Tuesday after', () => {
    // Friday 20 March 2026 (weekend), Eid on Saturday 21, its holidays Sunday 22 and Monday 23.
    const due = dueAt(week, dhaka('2026-03-20T19:30'), 4)!;
    expect(due).toEqual(dhaka('2026-03-24T13:00'));
    expect(localDate('Asia/Dhaka', due)).toBe('2026-03-24');
  });

  it('a Friday evening before Eid, waiting on the visitor across Independence Day and a weekend', () => {
    // The seeded calendar's March 2026: Eid-ul-Fitr Saturday 21 to Monday 23, Independence Day
    // on Thursday 26. Sent on Friday 20 at 19:30 (the weekend): the clock starts on Tuesday 24.
    const spring = { ...week, holidays: new Set([...week.holidays, '2026-03-26']) };
    const received = dhaka('2026-03-20T19:30');
    // Two working hours on Tuesday, 09:00–11:00; then staff ask the visitor for their trip's
    // number and wait until they answer, on the holiday at 17:00 (the clock stands still).
    const waiting = { from: dhaka('2026-03-24T11:00'), to: dhaka('2026-03-26T17:00') };
    expect(dueAt(spring, received, 4, [{ ...waiting, to: null }])).toBeNull();
    // The two hours left run from the next opening: not the holiday, not Friday or Saturday.
    const due = dueAt(spring, received, 4, [waiting])!;
    expect(due).toEqual(dhaka('2026-03-29T11:00'));
    expect(localDate('Asia/Dhaka', due)).toBe('2026-03-29');
    expect(workingMsBetween(spring, received, due, [waiting])).toBe(4 * HOUR);
    // Without the pause, Tuesday 13:00; with it, the wait (Tuesday 11:00–Wednesday 18:00: 2 + 9
    // working hours) pushes the rest past the holiday and the weekend.
    expect(dueAt(spring, received, 4)).toEqual(dhaka('2026-03-24T13:00'));
  });

  it('counts the working time left, nights and holidays not counted', () => {
    expect(workingMsBetween(week, dhaka('2026-12-15T16:00'), dhaka('2026-12-17T11:00'))).toBe(
      4 * HOUR,
    );
    expect(workingMsBetween(week, dhaka('2026-12-17T11:00'), dhaka('2026-12-15T16:00'))).toBe(0);
  });

  const moment = fc
    .date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-12-01T00:00:00Z') })
    .filter((d) => !Number.isNaN(d.getTime()));
  const hours = fc.integer({ min: 1, max: 60 });

  it('is never before the request came, and takes exactly the hours asked', () => {
    fc.assert(
      fc.property(moment, hours, (received, h) => {
        const due = dueAt(week, received, h)!;
        expect(due.getTime()).toBeGreaterThan(received.getTime());
        expect(workingMsBetween(week, received, due)).toBe(h * HOUR);
      }),
    );
  });

  it('is never made earlier by a pause', () => {
    fc.assert(
      fc.property(moment, hours, fc.nat(5 * 24), fc.nat(72), (received, h, after, long) => {
        const from = new Date(received.getTime() + after * HOUR);
        const pause = { from, to: new Date(from.getTime() + long * HOUR) };
        const plain = dueAt(week, received, h)!;
        expect(dueAt(week, received, h, [pause])!.getTime()).toBeGreaterThanOrEqual(
          plain.getTime(),
        );
      }),
    );
  });
});

describe('pausesOf: the clock runs only in the first state', () => {
  const step = (status: string, wall: string) => ({ status, at: dhaka(wall) });

  it('answered, waiting on the visitor, then back to NEW: neither stretch counts', () => {
    const steps = [
      step('IN_PROGRESS', '2026-03-24T10:00'),
      step('WAITING_ON_VISITOR', '2026-03-24T11:00'),
      step('NEW', '2026-03-26T17:00'),
    ];
    expect(pausesOf('MESSAGE', steps)).toEqual([
      { from: dhaka('2026-03-24T10:00'), to: dhaka('2026-03-24T11:00') },
      { from: dhaka('2026-03-24T11:00'), to: dhaka('2026-03-26T17:00') },
    ]);
    // Still waiting: no due time yet.
    expect(pausesOf('MESSAGE', steps.slice(0, 2)).at(-1)).toMatchObject({ to: null });
    // A kind with no waiting state reads no steps.
    expect(pausesOf('RESERVATION', steps)).toEqual([]);
  });
});
