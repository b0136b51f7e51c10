/** '+880', '880' or ' 880' (a '+' in a query string arrives as a space) → '+880'. */
export const normalizeCountryCode = (code: string) => `+${code.replace(/\D/g, '')}`;

/** Bangla digits (০-৯) as ASCII ones: visitors on the Bangla site may type either. */
export const asciiDigits = (text: string) =>
  text.replace(/[\u09E6-\u09EF]/g, (d) => String(d.charCodeAt(0) - 0x09e6));

/**
 * The digits that identify a phone number within its country, so that '01712-345678',
 * '+880 1712 345678', '8801712345678' and '০১৭১২-৩৪৫৬৭৮' (country code +880) all give
 * '1712345678': Bangla digits are read, an international prefix (+, 00 or the bare country code)
 * and trunk zeros are dropped. The one phone normaliser: registrations' phone search and the
 * status page's contact check both use it.
 */
export function nationalDigits(countryCode: string, typed: string): string {
  const phone = asciiDigits(typed);
  const cc = countryCode.replace(/\D/g, '');
  let digits = phone.replace(/\D/g, '');
  const international = /^\s*(\+|00)/.test(phone);
  if (international) digits = digits.replace(/^00/, '');
  if (cc && digits.startsWith(cc) && (international || digits.length - cc.length >= 9)) {
    digits = digits.slice(cc.length);
  }
  return digits.replace(/^0+/, '');
}
