import { validationError, type FieldError } from '../../errors';
import {
  MAX_COD_TAKA,
  MAX_WEIGHT_GRAMS,
  PARCEL_ZONES,
  PART_LABELS,
  type ParcelZone,
  type RateCard,
} from './parcel-rate.card';

export type Language = 'en' | 'bn';

export interface PricePart {
  label: string;
  amount: number;
}

export interface ParcelQuote {
  total: number;
  parts: PricePart[];
  returnCharge: number;
}

export interface PriceArgs {
  zone: ParcelZone;
  weightGrams: number;
  codAmount: number;
}

const wholeIn = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

// The server's messages (i18n/messages.ts: parcelZone, parcelWeight, parcelCod) say these in Bangla.
export const ZONE_MESSAGE = 'Zone must be INSIDE_DHAKA, DHAKA_SUBURBS or OUTSIDE_DHAKA';
export const WEIGHT_MESSAGE = `Weight must be a whole number of grams from 1 to ${MAX_WEIGHT_GRAMS}`;
export const COD_MESSAGE = `Cash to collect must be a whole number of taka from 0 to ${MAX_COD_TAKA}`;

/** A visitor's question, checked: every bad field named (never a 5xx), or the question. */
export function checkPriceArgs(raw: {
  zone?: unknown;
  weightGrams?: unknown;
  codAmount?: unknown;
}): PriceArgs {
  const errors: FieldError[] = [];
  const zone = raw.zone;
  if (!PARCEL_ZONES.includes(zone as ParcelZone))
    errors.push({ field: 'zone', message: ZONE_MESSAGE });
  if (!wholeIn(raw.weightGrams, 1, MAX_WEIGHT_GRAMS))
    errors.push({ field: 'weightGrams', message: WEIGHT_MESSAGE });
  const cod = raw.codAmount ?? 0;
  if (!wholeIn(cod, 0, MAX_COD_TAKA)) errors.push({ field: 'codAmount', message: COD_MESSAGE });
  if (errors.length) throw validationError(errors);
  return {
    zone: zone as ParcelZone,
    weightGrams: raw.weightGrams as number,
    codAmount: cod as number,
  };
}

/**
 * The COD charge: the card's percentage of the cash collected, rounded UP to the next whole
 * taka (a courier never charges a fraction of a taka, and rounding down would give away a taka
 * on most parcels). Integer arithmetic: amount × basis points fits a double exactly.
 */
export const codCharge = (codAmount: number, basisPoints: number) =>
  Math.ceil((codAmount * basisPoints) / 10_000);

/** Kilograms (or part of one) past the first: 1001 g → 1, 2000 g → 1, 2300 g → 2. */
export const extraKilos = (weightGrams: number) =>
  weightGrams <= 1000 ? 0 : Math.ceil((weightGrams - 1000) / 1000);

/**
 * A parcel's price on a card: the delivery of its weight band in its zone (up to 0.5 kg, up to
 * 1 kg, then each kg or part after), and the COD charge when cash is collected. The total is
 * the sum of the parts; the return charge is told, not added (paid only for a parcel sent back).
 */
export function priceParcel(card: RateCard, args: PriceArgs, lang: Language = 'en'): ParcelQuote {
  const rate = card.zones.find((z) => z.zone === args.zone);
  if (!rate) throw validationError([{ field: 'zone', message: ZONE_MESSAGE }]);
  const parts: PricePart[] = [];
  if (args.weightGrams <= 500)
    parts.push({ label: PART_LABELS.upToHalfKg[lang], amount: rate.halfKg });
  else parts.push({ label: PART_LABELS.upToOneKg[lang], amount: rate.oneKg });
  const extra = extraKilos(args.weightGrams);
  if (extra > 0) {
    const n = lang === 'bn' ? new Intl.NumberFormat('bn-BD').format(extra) : String(extra);
    parts.push({
      label: PART_LABELS.extraKg[lang].replace('{n}', n),
      amount: extra * rate.extraKg,
    });
  }
  if (args.codAmount > 0)
    parts.push({
      label: PART_LABELS.cod[lang],
      amount: codCharge(args.codAmount, card.codBasisPoints),
    });
  return {
    total: parts.reduce((sum, p) => sum + p.amount, 0),
    parts,
    returnCharge: card.returnCharge,
  };
}
