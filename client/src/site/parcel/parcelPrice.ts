import { formatNumber } from '../../i18n/format';
import type { MessageId } from '../../i18n/i18n';
import type { Locale } from '../../i18n/locales';

/**
 * The price calculator's question as the address carries it (`?zone=…&weight=2.3&cod=1500`:
 * a GET form, so it works without JavaScript; none of it is personal), read and checked the same
 * way on the server and in the island. The server's rules (features/parcel-rates) judge the
 * numbers; this only turns what was typed into them, Bangla digits included.
 */
export const ZONES = ['INSIDE_DHAKA', 'DHAKA_SUBURBS', 'OUTSIDE_DHAKA'] as const;
export type Zone = (typeof ZONES)[number];

export const ZONE_NAMES: Record<Zone, MessageId> = {
  INSIDE_DHAKA: 'parcelPrice.zone.INSIDE_DHAKA',
  DHAKA_SUBURBS: 'parcelPrice.zone.DHAKA_SUBURBS',
  OUTSIDE_DHAKA: 'parcelPrice.zone.OUTSIDE_DHAKA',
};

/** How long a delivery to each zone takes (the parcel page's table). */
export const ZONE_TIMES: Record<Zone, MessageId> = {
  INSIDE_DHAKA: 'parcel.16.time',
  DHAKA_SUBURBS: 'parcel.18.time',
  OUTSIDE_DHAKA: 'parcel.22.time',
};

/** What the form holds, as typed. */
export interface PriceForm {
  zone: Zone;
  weight: string;
  cod: string;
}

export type PriceField = 'zone' | 'weight' | 'cod';

/** What a field's problem says: the rule in the page's language. */
export const FIELD_PROBLEMS: Record<PriceField, MessageId> = {
  zone: 'parcelPrice.problem.zone',
  weight: 'parcelPrice.problem.weight',
  cod: 'parcelPrice.problem.cod',
};

/** The server's names of the fields (its field errors) → the form's. */
export const FORM_FIELD: Record<string, PriceField> = {
  zone: 'zone',
  weightGrams: 'weight',
  codAmount: 'cod',
};

/** What the server takes: up to 30 kg, and up to ৳5,00,000 to collect. */
const MAX_GRAMS = 30_000;
const MAX_COD = 500_000;

export const EMPTY_FORM: PriceForm = { zone: 'INSIDE_DHAKA', weight: '', cod: '' };

/** '২.৩' → '2.3', '১,৫০০' → '1500': a visitor may type either digits, and thousands commas. */
export const asciiDigits = (typed: string) =>
  typed
    .trim()
    .replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6))
    .replace(/,/g, '');

/** The form the address holds (anything longer than a number is cut). */
export function readForm(params: URLSearchParams): PriceForm {
  const zone = params.get('zone') as Zone;
  return {
    zone: ZONES.includes(zone) ? zone : EMPTY_FORM.zone,
    weight: (params.get('weight') ?? '').slice(0, 12),
    cod: (params.get('cod') ?? '').slice(0, 12),
  };
}

/** Whether the form was sent (a weight given): the page then answers it. */
export const asked = (form: PriceForm) => form.weight.trim() !== '';

/**
 * The query's variables, or the field that cannot be read as a number at all. The weight is in
 * kilograms (couriers' and merchants' unit), asked in whole grams; the cash in whole taka.
 */
export function priceVariables(
  form: PriceForm,
): { zone: Zone; weightGrams: number; codAmount: number } | { problem: PriceField } {
  const kg = asciiDigits(form.weight);
  const cod = asciiDigits(form.cod);
  const weightGrams = Math.round(Number(kg) * 1000);
  const codAmount = cod === '' ? 0 : Number(cod);
  // The server's limits (features/parcel-rates/parcel-rate.card.ts), said before asking: the
  // page rendered on the server reads the server's refusal without its fields.
  if (!/^\d{0,6}(\.\d{1,3})?$/.test(kg) || !(weightGrams >= 1 && weightGrams <= MAX_GRAMS))
    return { problem: 'weight' };
  if (!/^\d{0,9}$/.test(cod) || codAmount > MAX_COD) return { problem: 'cod' };
  return { zone: form.zone, weightGrams, codAmount };
}

/** The page's address of a question, for the island to keep in the address bar. */
export const priceQuery = (form: PriceForm) =>
  `?${new URLSearchParams({ zone: form.zone, weight: form.weight.trim(), cod: form.cod.trim() })}`;

/** Taka as the price page writes it: '৳1,250', '৳১,২৫০' (format.ts's digits and grouping). */
export const taka = (amount: number, locale: Locale) => `৳${formatNumber(amount, locale)}`;
