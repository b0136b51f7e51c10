import type { FieldError } from '../../errors';
import { asciiDigits } from '../../records/inbox/phone';
import { DocumentKind } from './document-kinds';

/** The papers that carry an expiry date the partner must give (PRODUCT.md §23). */
export const EXPIRING: ReadonlySet<DocumentKind> = new Set([
  DocumentKind.DRIVING_LICENCE,
  DocumentKind.TAX_TOKEN,
  DocumentKind.FITNESS,
  DocumentKind.INSURANCE,
  DocumentKind.TRADE_LICENCE,
]);

/** How the messages name each paper (their Bangla is in i18n/messages.ts' LABELS_BN). */
export const DOCUMENT_LABELS: Record<DocumentKind, string> = {
  NID: 'National ID',
  DRIVING_LICENCE: 'Driving licence',
  VEHICLE_REGISTRATION: 'Vehicle registration',
  TAX_TOKEN: 'Tax token',
  FITNESS: 'Fitness certificate',
  INSURANCE: 'Insurance',
  TRADE_LICENCE: 'Trade licence',
  OWNER_NID: 'Owner’s National ID',
};

export const MAX_NUMBER = 40;

/** One paper as the form sends it: its number and expiry as typed (Bangla digits allowed). */
export interface TypedDocument {
  number?: unknown;
  expiresOn?: unknown;
}

export interface ReadDocument {
  number: string;
  expiresOn: string | null;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** A real calendar date written YYYY-MM-DD, in Bangla or ASCII digits; null when it is not. */
export function readDate(typed: string): string | null {
  const date = asciiDigits(typed).trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date
    ? date
    : null;
}

/**
 * A paper's number and expiry read, every problem on its field (`<field>Number`,
 * `<field>Expiry`, where `field` names the paper in the form) in words the pages translate. An
 * expiry before `today` (Dhaka) is refused: an expired paper cannot be accepted.
 */
export function readDocument(
  kind: DocumentKind,
  typed: TypedDocument,
  today: string,
  problems: FieldError[],
): ReadDocument {
  const label = DOCUMENT_LABELS[kind];
  const number = text(typed.number);
  if (!number) problems.push({ field: `${kind}.number`, message: `${label} number is required` });
  else if (number.length > MAX_NUMBER)
    problems.push({
      field: `${kind}.number`,
      message: `${label} number must be at most ${MAX_NUMBER} characters`,
    });
  const typedDate = text(typed.expiresOn);
  let expiresOn: string | null = null;
  if (!typedDate) {
    if (EXPIRING.has(kind))
      problems.push({ field: `${kind}.expiresOn`, message: `${label} expiry date is required` });
  } else {
    expiresOn = readDate(typedDate);
    if (!expiresOn)
      problems.push({
        field: `${kind}.expiresOn`,
        message: `${label} expiry date must be a real date written YYYY-MM-DD`,
      });
    else if (expiresOn < today)
      problems.push({
        field: `${kind}.expiresOn`,
        message: `${label} expiry date cannot be in the past`,
      });
  }
  return { number, expiresOn };
}
