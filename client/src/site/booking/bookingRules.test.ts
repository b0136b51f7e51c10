import {
  addDays,
  bookingRules,
  documentRule,
  journeyDateRule,
  passengersRule,
  todayInDhaka,
  type BookingValues,
} from './bookingRules';
import { tBn, tEn } from '../../test/i18n';

const BOOKING_RULES = bookingRules(tEn, 'en');

describe('booking rules', () => {
  it('counts today in Dhaka (UTC+6), like the server', () => {
    expect(todayInDhaka(new Date('2022-03-05T17:59:00Z'))).toBe('2022-03-05');
    expect(todayInDhaka(new Date('2022-03-05T18:00:00Z'))).toBe('2022-03-06');
    // The same day as the time-zone database gives, at any moment of recent years.
    const dhaka = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' });
    for (let t = Date.UTC(2010, 0, 1); t < Date.UTC(2031, 0, 1); t += 7 * 3_600_000 + 61_000)
      expect(todayInDhaka(new Date(t))).toBe(dhaka.format(t));
    expect(addDays('2022-12-31', 1)).toBe('2023-01-01');
  });

  it('accepts journey dates from today up to a year ahead', () => {
    const today = '2022-03-05';
    expect(journeyDateRule('', tEn, today)).toBe('Journey date is required');
    expect(journeyDateRule('2022-02-30', tEn, today)).toBe(
      'Journey date must be a real date written YYYY-MM-DD',
    );
    expect(journeyDateRule('2022-03-04', tEn, today)).toBe('Journey date cannot be in the past');
    expect(journeyDateRule('2022-03-05', tEn, today)).toBeNull();
    expect(journeyDateRule('2023-03-05', tEn, today)).toBeNull();
    expect(journeyDateRule('2023-03-06', tEn, today)).toBe(
      'Journey date must be within the next 365 days',
    );
  });

  it('allows 1–14 passengers for a ride and 1–6 for a helicopter', () => {
    expect(passengersRule('14', 'RIDE', tEn)).toBeNull();
    expect(passengersRule('15', 'RIDE', tEn)).toBe(
      'Number of passengers must be a whole number from 1 to 14 for a ride',
    );
    expect(passengersRule('7', 'HELICOPTER', tEn)).toBe(
      'Number of passengers must be a whole number from 1 to 6 for a helicopter',
    );
    expect(passengersRule('0', 'HELICOPTER', tEn)).not.toBeNull();
  });

  it('takes an optional PDF or image of at most 10 MB', () => {
    const file = (type: string, size: number) => new File([new Uint8Array(size)], 'doc', { type });
    expect(documentRule(null, tEn)).toBeNull();
    expect(documentRule(file('application/pdf', 1000), tEn)).toBeNull();
    expect(documentRule(file('image/png', 1000), tEn)).toBeNull();
    expect(documentRule(file('text/plain', 10), tEn)).toBe(
      'The document must be a PDF or an image (JPEG, PNG, WebP or GIF)',
    );
    expect(documentRule(file('application/pdf', 10 * 1024 * 1024 + 1), tEn)).toBe(
      'The document must be at most 10 MB',
    );
  });

  it('wants two different places', () => {
    const values = { departureLocation: 'Dhaka' } as BookingValues;
    expect(BOOKING_RULES.destinationLocation('', values)).toBe('Destination location is required');
    expect(BOOKING_RULES.destinationLocation('Dhaka', values)).toBe(
      'Destination must differ from the departure location',
    );
    expect(BOOKING_RULES.destinationLocation('Sylhet', values)).toBeNull();
  });
});

describe('booking rules on Bangla pages', () => {
  it('speak Bangla, with Bangla digits', () => {
    expect(passengersRule('15', 'RIDE', tBn)).toBe('রাইডে যাত্রী হতে পারেন ১ থেকে ১৪ জন');
    expect(journeyDateRule('2023-03-06', tBn, '2022-03-05')).toBe(
      'যাত্রার তারিখ আগামী ৩৬৫ দিনের মধ্যে হতে হবে',
    );
  });
});
