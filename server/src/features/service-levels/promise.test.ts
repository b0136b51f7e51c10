import { promisedWhen } from './promise';

const dhaka = (wall: string) => new Date(`${wall}:00+06:00`);

describe('promisedWhen: the promise as the visitor reads it, on Dhaka’s clock', () => {
  it.each([
    ['2026-03-24T13:00', 'Tuesday 24 March, 1:00 pm', 'মঙ্গলবার, ২৪ মার্চ দুপুর ১টার'],
    ['2026-12-06T09:05', 'Sunday 6 December, 9:05 am', 'রবিবার, ৬ ডিসেম্বর সকাল ৯টা ৫ মিনিটের'],
    [
      '2026-12-10T16:30',
      'Thursday 10 December, 4:30 pm',
      'বৃহস্পতিবার, ১০ ডিসেম্বর বিকেল ৪টা ৩০ মিনিটের',
    ],
    ['2026-12-07T18:00', 'Monday 7 December, 6:00 pm', 'সোমবার, ৭ ডিসেম্বর সন্ধ্যা ৬টার'],
    ['2027-01-03T12:00', 'Sunday 3 January, 12:00 pm', 'রবিবার, ৩ জানুয়ারি দুপুর ১২টার'],
  ])('%s', (wall, en, bn) => {
    expect(promisedWhen(dhaka(wall), 'en')).toBe(en);
    expect(promisedWhen(dhaka(wall), 'bn')).toBe(bn);
  });

  it('is the Dhaka day even when it is still the day before in UTC', () => {
    // 01:00 on Sunday in Dhaka is 19:00 on Saturday in UTC.
    expect(promisedWhen(dhaka('2026-12-06T01:00'), 'en')).toBe('Sunday 6 December, 1:00 am');
  });
});
