import { asciiDigits } from '../../records/inbox/phone';
import { RegistrationKind } from '../registrations/registration.entity';
import { plateKey } from '../verify/plate';

/** The papers a partner sends (PRODUCT.md §23). */
export enum DocumentKind {
  NID = 'NID',
  DRIVING_LICENCE = 'DRIVING_LICENCE',
  VEHICLE_REGISTRATION = 'VEHICLE_REGISTRATION',
  TAX_TOKEN = 'TAX_TOKEN',
  FITNESS = 'FITNESS',
  INSURANCE = 'INSURANCE',
  TRADE_LICENCE = 'TRADE_LICENCE',
  OWNER_NID = 'OWNER_NID',
}

/** PENDING until staff look; ACCEPTED or REJECTED (with a reason); REPLACED by a newer upload. */
export enum DocumentState {
  PENDING = 'PENDING',
  ACCEPTED = 'ACCEPTED',
  REJECTED = 'REJECTED',
  REPLACED = 'REPLACED',
}

/** What each kind of registration must send before it can be approved; customers send none. */
export const REQUIRED_DOCUMENTS: Record<RegistrationKind, DocumentKind[]> = {
  [RegistrationKind.DRIVER]: [
    DocumentKind.NID,
    DocumentKind.DRIVING_LICENCE,
    DocumentKind.VEHICLE_REGISTRATION,
    DocumentKind.TAX_TOKEN,
    DocumentKind.FITNESS,
    DocumentKind.INSURANCE,
  ],
  [RegistrationKind.CUSTOMER]: [],
  [RegistrationKind.FLEET_PARTNER]: [DocumentKind.TRADE_LICENCE],
  [RegistrationKind.MERCHANT]: [DocumentKind.TRADE_LICENCE, DocumentKind.OWNER_NID],
};

/**
 * What a look-up by number compares: lower case, Bangla digits as ASCII, without spaces, dashes
 * or slashes, so '১২৩ ৪৫৬-৭৮৯' and '123456789' are one number. A plate (VEHICLE_REGISTRATION)
 * is read as written on Bangladeshi plates, in Bangla or Latin (verify/plate.ts: /verify finds
 * it by the same key); one not read so keeps the plain key.
 */
export function documentNumberKey(kind: DocumentKind, number: string): string {
  const plate = kind === DocumentKind.VEHICLE_REGISTRATION ? plateKey(number) : null;
  if (plate) return plate;
  return asciiDigits(number.normalize('NFC'))
    .toLowerCase()
    .replace(/[\s\-–—/.]+/g, '');
}
