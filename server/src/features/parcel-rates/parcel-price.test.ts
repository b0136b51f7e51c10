import fc from 'fast-check';
import { codCharge, extraKilos, checkPriceArgs, priceParcel } from './parcel-price';
import { FIRST_CARD, MAX_WEIGHT_GRAMS, PARCEL_ZONES } from './parcel-rate.card';

const card = FIRST_CARD;
const amounts = (zone: (typeof PARCEL_ZONES)[number], weightGrams: number, codAmount = 0) =>
  priceParcel(card, { zone, weightGrams, codAmount }).parts.map((p) => p.amount);

describe('a parcel’s price', () => {
  it.each([
    [500, [60]],
    [501, [70]],
    [1000, [70]],
    [1001, [70, 15]],
    [2000, [70, 15]],
    [2300, [70, 30]],
  ])('inside Dhaka, %i g → %j (band edges)', (grams, parts) => {
    expect(amounts('INSIDE_DHAKA', grams)).toEqual(parts);
  });

  it('2.3 kg outside Dhaka with ৳1,500 to collect: 130 + 2 × 20 + 15 = 185, parts named', () => {
    expect(
      priceParcel(card, { zone: 'OUTSIDE_DHAKA', weightGrams: 2300, codAmount: 1500 }),
    ).toEqual({
      total: 185,
      returnCharge: 50,
      parts: [
        { label: 'Delivery up to 1 kg', amount: 130 },
        { label: 'Each extra kg × 2', amount: 40 },
        { label: 'Cash on delivery charge', amount: 15 },
      ],
    });
    const bn = priceParcel(
      card,
      { zone: 'OUTSIDE_DHAKA', weightGrams: 2300, codAmount: 1500 },
      'bn',
    );
    expect(bn.parts.map((p) => p.label)).toEqual([
      '১ কেজি পর্যন্ত ডেলিভারি',
      'প্রতি বাড়তি কেজি × ২',
      'ক্যাশ অন ডেলিভারি চার্জ',
    ]);
  });

  it('rounds the COD charge UP to the next whole taka', () => {
    // 1 % of 1,500 is exactly 15; of 1,501 it is 15.01 → 16; of 99 it is 0.99 → 1.
    expect([codCharge(1500, 100), codCharge(1501, 100), codCharge(99, 100)]).toEqual([15, 16, 1]);
    expect([codCharge(0, 100), codCharge(1000, 150), codCharge(1001, 150)]).toEqual([0, 15, 16]);
  });

  it('counts each kg or part after the first', () => {
    expect([1000, 1001, 2000, 2001, 30_000].map(extraKilos)).toEqual([0, 1, 1, 2, 29]);
  });

  it('total is the sum of the parts, and never falls as the parcel gets heavier', () => {
    const zone = fc.constantFrom(...PARCEL_ZONES);
    const grams = fc.integer({ min: 1, max: MAX_WEIGHT_GRAMS });
    fc.assert(
      fc.property(zone, grams, grams, fc.integer({ min: 0, max: 500_000 }), (z, a, b, cod) => {
        const [light, heavy] = a <= b ? [a, b] : [b, a];
        const p = priceParcel(card, { zone: z, weightGrams: light, codAmount: cod });
        const q = priceParcel(card, { zone: z, weightGrams: heavy, codAmount: cod });
        expect(p.total).toBe(p.parts.reduce((s, x) => s + x.amount, 0));
        expect(Number.isInteger(p.total)).toBe(true);
        expect(q.total).toBeGreaterThanOrEqual(p.total);
      }),
    );
  });

  it.each([
    ['a negative weight', { weightGrams: -5 }, 'weightGrams'],
    ['a zero weight', { weightGrams: 0 }, 'weightGrams'],
    ['a weight over the maximum', { weightGrams: 30_001 }, 'weightGrams'],
    ['an absurd weight', { weightGrams: 1e300 }, 'weightGrams'],
    ['a fraction of a gram', { weightGrams: 2.5 }, 'weightGrams'],
    ['a weight in words', { weightGrams: 'heavy' }, 'weightGrams'],
    ['an unknown zone', { zone: 'MARS' }, 'zone'],
    ['negative cash', { codAmount: -1 }, 'codAmount'],
    ['cash in poisha', { codAmount: 10.5 }, 'codAmount'],
  ])('refuses %s, naming the field', (_case, change, field) => {
    const raw = { zone: 'INSIDE_DHAKA', weightGrams: 800, codAmount: 0, ...change };
    expect(() => checkPriceArgs(raw)).toThrow(
      expect.objectContaining({
        kind: 'BAD_USER_INPUT',
        fields: [expect.objectContaining({ field })],
      }),
    );
  });
});
