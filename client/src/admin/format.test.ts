import { formatStamp, phoneWithCode } from './format';

describe('formatStamp', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  it('gives the day and the time in Dhaka on two lines, the year only when it is not this one', () => {
    expect(formatStamp('2026-11-29T12:49:00Z', now)).toBe('29 Nov\n18:49');
    // 31 Dec 2025 20:00 UTC is already 1 January in Dhaka
    expect(formatStamp('2025-12-31T20:00:00Z', now)).toBe('1 Jan\n02:00');
    expect(formatStamp('2022-03-05T04:30:00Z', now)).toBe('5 Mar 2022\n10:30');
    expect(formatStamp('not a date', now)).toBe('not a date');
  });
});

describe('phoneWithCode', () => {
  it.each([
    ['+880', '01713-450000', '01713-450000', '+8801713450000'],
    ['+880', '1711-223344', '01711-223344', '+8801711223344'],
    ['+880', '880 1711-223344', '01711-223344', '+8801711223344'],
    ['+880', '+880 1711-223344', '+880 1711-223344', '+8801711223344'],
    ['+880', '00880 1711 223344', '00880 1711 223344', '+8801711223344'],
    ['+44', '07700 900123', '+44 7700 900123', '+447700900123'],
    ['+91', '98765-43210', '+91 98765-43210', '+919876543210'],
  ])('%s %s reads %s and dials %s', (code, typed, shown, dial) => {
    expect(phoneWithCode(code, typed)).toEqual({ shown, dial });
  });
});
