import { priceQuery, priceVariables, readForm, taka } from './parcelPrice';

const vars = (weight: string, cod = '', zone = 'OUTSIDE_DHAKA') =>
  priceVariables(readForm(new URLSearchParams({ zone, weight, cod })));

describe('the price form as the address carries it', () => {
  it('reads kilograms as whole grams and taka as typed, Bangla digits and commas too', () => {
    expect(vars('2.3', '1,500')).toEqual({
      zone: 'OUTSIDE_DHAKA',
      weightGrams: 2300,
      codAmount: 1500,
    });
    expect(vars('২.৩', '১৫০০')).toEqual({
      zone: 'OUTSIDE_DHAKA',
      weightGrams: 2300,
      codAmount: 1500,
    });
    expect(vars('0.5')).toEqual({ zone: 'OUTSIDE_DHAKA', weightGrams: 500, codAmount: 0 });
  });

  it.each([
    ['abc', '', 'weight'],
    ['0', '', 'weight'],
    ['-1', '', 'weight'],
    ['30.001', '', 'weight'],
    ['1e3', '', 'weight'],
    ['2', '10.5', 'cod'],
    ['2', '500001', 'cod'],
  ])('names the field of %s kg and ৳%s', (weight, cod, problem) => {
    expect(vars(weight, cod)).toEqual({ problem });
  });

  it('falls back to inside Dhaka for a zone it does not know, and keeps the address', () => {
    const form = readForm(new URLSearchParams({ zone: 'MARS', weight: '1' }));
    expect(form.zone).toBe('INSIDE_DHAKA');
    expect(priceQuery(form)).toBe('?zone=INSIDE_DHAKA&weight=1&cod=');
  });

  it('writes taka with ৳, grouped as Bangladesh does, in Bangla digits on /bn', () => {
    expect([taka(1250, 'en'), taka(125000, 'en'), taka(1250, 'bn')]).toEqual([
      '৳1,250',
      '৳1,25,000',
      '৳১,২৫০',
    ]);
  });
});
