import type { Pool } from 'pg';
import type { Deps } from '../../deps';
import type { PublicWriteLimit } from '../../limits';
import { ADMIN_ACTOR, appPerFile, createTestApp } from '../../test/harness';
import { FIRST_CARD } from './parcel-rate.card';
import { ParcelRateService } from './parcel-rate.service';

// A budget of 5 questions a minute, so the sixth is refused.
const t = appPerFile(() => createTestApp({ PARCEL_PRICE_LIMIT_PER_MIN: '5' }));
beforeEach(() => t.services.parcelRates.seedFirst(FIRST_CARD, ADMIN_ACTOR));

const PRICE = `query($zone: String!, $weightGrams: Float!, $codAmount: Float, $language: String) {
  parcelPrice(zone: $zone, weightGrams: $weightGrams, codAmount: $codAmount, language: $language) {
    total parts { label amount } returnCharge effectiveFrom
  }
}`;
const SAVE = `mutation($input: ParcelRateCardInput!) { saveParcelRateCard(input: $input) { id effectiveFrom } }`;
const ask = (vars: Record<string, unknown>, lang = 'en', ip = '10.7.0.1') =>
  t
    .gql(PRICE, { zone: 'OUTSIDE_DHAKA', weightGrams: 2300, codAmount: 1500, ...vars })
    .set('Accept-Language', lang)
    .set('X-Forwarded-For', ip);

const card = (effectiveFrom: string, insideHalfKg = 60) => ({
  effectiveFrom,
  zones: FIRST_CARD.zones.map((z) =>
    z.zone === 'INSIDE_DHAKA' ? { ...z, halfKg: insideHalfKg, oneKg: insideHalfKg + 10 } : z,
  ),
  codBasisPoints: 100,
  returnCharge: 50,
});

describe('parcelPrice', () => {
  it('answers 2.3 kg outside Dhaka with ৳1,500 to collect, its parts in the language asked', async () => {
    const res = await ask({ language: 'bn' }).expect(200);
    expect(res.body.data.parcelPrice).toEqual({
      total: 185,
      returnCharge: 50,
      effectiveFrom: '2026-01-01',
      parts: [
        { label: '১ কেজি পর্যন্ত ডেলিভারি', amount: 130 },
        { label: 'প্রতি বাড়তি কেজি × ২', amount: 40 },
        { label: 'ক্যাশ অন ডেলিভারি চার্জ', amount: 15 },
      ],
    });
  });

  it.each([
    [
      { weightGrams: 0 },
      'Weight must be a whole number of grams from 1 to 30000',
      'ওজন লিখুন গ্রামে, ১ থেকে ৩০,০০০ গ্রামের মধ্যে একটি পূর্ণ সংখ্যা',
    ],
    [
      { weightGrams: -3 },
      'Weight must be a whole number of grams from 1 to 30000',
      'ওজন লিখুন গ্রামে, ১ থেকে ৩০,০০০ গ্রামের মধ্যে একটি পূর্ণ সংখ্যা',
    ],
    [
      { weightGrams: 1e12 },
      'Weight must be a whole number of grams from 1 to 30000',
      'ওজন লিখুন গ্রামে, ১ থেকে ৩০,০০০ গ্রামের মধ্যে একটি পূর্ণ সংখ্যা',
    ],
    [
      { weightGrams: 2.5 },
      'Weight must be a whole number of grams from 1 to 30000',
      'ওজন লিখুন গ্রামে, ১ থেকে ৩০,০০০ গ্রামের মধ্যে একটি পূর্ণ সংখ্যা',
    ],
    [
      { zone: 'CHITTAGONG' },
      'Zone must be INSIDE_DHAKA, DHAKA_SUBURBS or OUTSIDE_DHAKA',
      'এলাকা বেছে নিন: ঢাকার ভেতরে, ঢাকার আশপাশ অথবা ঢাকার বাইরে',
    ],
    [
      { codAmount: -10 },
      'Cash to collect must be a whole number of taka from 0 to 500000',
      'ক্যাশ অন ডেলিভারির টাকা লিখুন ০ থেকে ৫,০০,০০০ টাকার মধ্যে একটি পূর্ণ সংখ্যায়',
    ],
  ])('refuses %j in English and in Bangla, never a 5xx', async (vars, en, bn) => {
    const english = await ask(vars, 'en', '10.7.1.1');
    const bangla = await ask(vars, 'bn', '10.7.1.2');
    for (const res of [english, bangla]) {
      expect(res.status).toBeLessThan(500);
      expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    }
    expect([english.body.errors[0].message, bangla.body.errors[0].message]).toEqual([en, bn]);
  });

  it('refuses a client past its budget of questions a minute', async () => {
    for (let i = 0; i < 5; i++) await ask({}, 'en', '10.7.2.1').expect(200);
    const res = await ask({}, 'en', '10.7.2.1');
    expect(res.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    // Another network keeps its own budget.
    expect((await ask({}, 'en', '10.7.2.2')).body.data.parcelPrice.total).toBe(185);
  });
});

describe('rate cards', () => {
  it('takes a new card into force at midnight in Dhaka, on the date staff set', async () => {
    const clock = { now: () => new Date('2026-12-07T17:59:59Z') }; // 23:59:59 in Dhaka
    const deps = { ...t.services, db: t.served, pool: {} as Pool, clock } as unknown as Deps;
    const service = new ParcelRateService(deps, {
      consume: async () => {},
    } as unknown as PublicWriteLimit);
    await t.ds.query(
      `INSERT INTO parcel_rate_cards (effective_from, zones, cod_basis_points, return_charge)
       VALUES ('2026-12-08', $1, 100, 50)`,
      [JSON.stringify(card('2026-12-08', 65).zones)],
    );
    const price = () => service.price({ zone: 'INSIDE_DHAKA', weightGrams: 400 }, 'x', 'en');
    expect((await price()).total).toBe(60);
    clock.now = () => new Date('2026-12-07T18:00:00Z'); // 00:00 on the 8th in Dhaka
    expect(await price()).toMatchObject({ total: 65, effectiveFrom: '2026-12-08' });
  });

  it('lets an admin save a card from today, logged; refuses a past date and an editor', async () => {
    const today = t.services.parcelRates.today();
    const res = await t.gql(SAVE, { input: card(today, 75) }, t.adminToken());
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.saveParcelRateCard.effectiveFrom).toBe(today);
    expect(
      (await ask({ zone: 'INSIDE_DHAKA', weightGrams: 500, codAmount: 0 })).body.data.parcelPrice
        .total,
    ).toBe(75);
    // Saved again for the same day: replaced, and logged as an update.
    await t.gql(SAVE, { input: card(today, 80) }, t.adminToken()).expect(200);
    const log = await t.ds.query(
      `SELECT action, summary FROM activity_entries WHERE entity = 'ParcelRateCard' ORDER BY id`,
    );
    expect(log.map((l: { action: string }) => l.action)).toEqual(['create', 'create', 'update']);
    expect(log[2].summary).toContain('Inside Dhaka 80/90/+15');

    const past = await t.gql(SAVE, { input: card('2026-01-02') }, t.adminToken());
    expect(past.body.errors[0].message).toBe('Effective from cannot be in the past');
    const editor = await t.staffToken('rahim', 'editor');
    const refused = await t.gql(SAVE, { input: card(today) }, editor);
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');

    // The list's search box reads a card's date as staff write it (a date column is not text).
    const found = await t.gql(
      '{ parcelRateCards(search: "' + today.slice(0, 7) + '") { total items { effectiveFrom } } }',
      {},
      t.adminToken(),
    );
    expect(found.body.errors).toBeUndefined();
    expect(found.body.data.parcelRateCards.items).toContainEqual({ effectiveFrom: today });
  });

  it('refuses a card missing a zone or with a fraction of a taka', async () => {
    const today = t.services.parcelRates.today();
    const short = { ...card(today), zones: card(today).zones.slice(1) };
    const fraction = { ...card(today), returnCharge: 12.5 };
    for (const input of [short, fraction]) {
      await expect(t.services.parcelRates.save(input, ADMIN_ACTOR)).rejects.toMatchObject({
        kind: 'BAD_USER_INPUT',
      });
    }
  });
});
