/** '+880', '880' or ' 880' (a '+' in a query string arrives as a space) → '+880'. */
export const normalizeCountryCode = (code: string) => `+${code.replace(/\D/g, '')}`;

/**
 * The digits that identify a phone number within its country, so that '01712-345678',
 * '+880 1712 345678' and '8801712345678' (country code +880) all give '1712345678':
 * an international prefix (+, 00 or the bare country code) and trunk zeros are dropped.
 */
export function nationalDigits(countryCode: string, phone: string): string {
  const cc = countryCode.replace(/\D/g, '');
  let digits = phone.replace(/\D/g, '');
  const international = /^\s*(\+|00)/.test(phone);
  if (international) digits = digits.replace(/^00/, '');
  if (cc && digits.startsWith(cc) && (international || digits.length - cc.length >= 9)) {
    digits = digits.slice(cc.length);
  }
  return digits.replace(/^0+/, '');
}
