import fc from 'fast-check';
import { formatDate, formatNumber, formatTaka } from './format';

const intlDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

describe('formatDate', () => {
  it('writes what Intl writes for en-GB, for any day of any year', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('9999-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          expect(formatDate(iso)).toBe(intlDate.format(new Date(`${iso}T00:00:00Z`)));
        },
      ),
      { numRuns: 2000, seed: 9 },
    );
  });

  it('names every month like en-GB', () => {
    const months = Array.from({ length: 12 }, (_, m) =>
      formatDate(`2026-${String(m + 1).padStart(2, '0')}-05`),
    );
    expect(months).toEqual([
      '5 Jan 2026',
      '5 Feb 2026',
      '5 Mar 2026',
      '5 Apr 2026',
      '5 May 2026',
      '5 Jun 2026',
      '5 Jul 2026',
      '5 Aug 2026',
      '5 Sept 2026',
      '5 Oct 2026',
      '5 Nov 2026',
      '5 Dec 2026',
    ]);
  });

  it('shows anything that is not a date as it came', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate('2026-13-45')).toBe('2026-13-45');
    expect(formatDate('2026-1-5')).toBe('2026-1-5');
  });
});

describe('formatTaka', () => {
  it('groups like en-IN', () => {
    expect(formatTaka(120000)).toBe('Tk 1,20,000');
    expect(formatTaka(12.345)).toBe('Tk 12.35');
  });
});

describe('in Bangla', () => {
  it('writes a news date the Bangla way, in Bangla digits', () => {
    expect(formatDate('2026-11-24', 'bn')).toBe('২৪ নভেম্বর ২০২৬');
    expect(formatDate('2022-03-05', 'bn')).toBe('৫ মার্চ ২০২২');
  });

  it('names every month as Intl does for bn-BD in Dhaka, for any day of any year', () => {
    const intl = new Intl.DateTimeFormat('bn-BD', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Dhaka',
    });
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('9999-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          // Noon in Dhaka is that calendar day there; Intl's own joins differ by CLDR version.
          const parts = intl.formatToParts(new Date(`${iso}T06:00:00Z`));
          const of = (type: string) => parts.find((p) => p.type === type)?.value;
          expect(formatDate(iso, 'bn')).toBe(`${of('day')} ${of('month')} ${of('year')}`);
        },
      ),
      { numRuns: 2000, seed: 9 },
    );
  });

  it('writes taka with its sign first, grouped in lakhs, in Bangla digits', () => {
    expect(formatTaka(1250, 'bn')).toBe('৳১,২৫০');
    expect(formatTaka(120000, 'bn')).toBe('৳১,২০,০০০');
    expect(formatNumber(1234567, 'bn')).toBe('১২,৩৪,৫৬৭');
  });

  it('shows anything that is not a date as it came', () => {
    expect(formatDate('soon', 'bn')).toBe('soon');
  });
});
