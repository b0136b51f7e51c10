/**
 * The parcel rate card, declared once: its zones and weight bands with their names in both
 * languages, and the limits of what a visitor may ask the price of. The entity, the staff's
 * input, the calculation (parcel-price.ts), the price page and the parcel page's table read
 * it from here (the page through GraphQL: `parcelZones`).
 *
 * Not a `declareRecord` record (records/declaration.ts): that declaration is of what visitors
 * send (REST shim, CSV, personal data's export and erasure); a rate card is staff's reference
 * data, like fare rates, with none of those places to reach.
 *
 * Money is whole taka (integers) everywhere: the card, the parts and the total.
 */
export const PARCEL_ZONES = ['INSIDE_DHAKA', 'DHAKA_SUBURBS', 'OUTSIDE_DHAKA'] as const;
export type ParcelZone = (typeof PARCEL_ZONES)[number];

export const ZONE_LABELS: Record<ParcelZone, { en: string; bn: string }> = {
  INSIDE_DHAKA: { en: 'Inside Dhaka', bn: 'ঢাকার ভেতরে' },
  DHAKA_SUBURBS: { en: 'Dhaka suburbs', bn: 'ঢাকার আশপাশ' },
  OUTSIDE_DHAKA: { en: 'Outside Dhaka', bn: 'ঢাকার বাইরে' },
};

/** One zone's row of the card: taka up to 0.5 kg, up to 1 kg, and for each kg (or part) after. */
export interface ZoneRate {
  zone: ParcelZone;
  halfKg: number;
  oneKg: number;
  extraKg: number;
}

/** What the calculation needs of a card. */
export interface RateCard {
  zones: ZoneRate[];
  /** Cash-on-delivery charge in basis points of the amount collected: 100 = 1 %. */
  codBasisPoints: number;
  /** Taka charged when a parcel comes back undelivered (not part of the price). */
  returnCharge: number;
}

/** The heaviest parcel we carry (couriers in Bangladesh take up to about 25–30 kg). */
export const MAX_WEIGHT_GRAMS = 30_000;
/** The most cash we collect on one parcel, taka. */
export const MAX_COD_TAKA = 500_000;
/** A sanity bound on any one rate staff set, taka. */
export const MAX_RATE_TAKA = 10_000;
/** At most 10 % of the amount collected. */
export const MAX_COD_BASIS_POINTS = 1_000;

/** The parts of a price, as the page and the API name them. */
export const PART_LABELS = {
  upToHalfKg: { en: 'Delivery up to 0.5 kg', bn: '০.৫ কেজি পর্যন্ত ডেলিভারি' },
  upToOneKg: { en: 'Delivery up to 1 kg', bn: '১ কেজি পর্যন্ত ডেলিভারি' },
  extraKg: { en: 'Each extra kg × {n}', bn: 'প্রতি বাড়তি কেজি × {n}' },
  cod: { en: 'Cash on delivery charge', bn: 'ক্যাশ অন ডেলিভারি চার্জ' },
} as const;

/** The card in force from 2026-01-01 (the migration's and the demo seed's): published rates. */
export const FIRST_CARD: RateCard & { effectiveFrom: string } = {
  effectiveFrom: '2026-01-01',
  zones: [
    { zone: 'INSIDE_DHAKA', halfKg: 60, oneKg: 70, extraKg: 15 },
    { zone: 'DHAKA_SUBURBS', halfKg: 100, oneKg: 110, extraKg: 20 },
    { zone: 'OUTSIDE_DHAKA', halfKg: 110, oneKg: 130, extraKg: 20 },
  ],
  codBasisPoints: 100,
  returnCharge: 50,
};
