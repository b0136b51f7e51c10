/**
 * The attacker's view of "Is this really us?": look-alike domains are not ours, a subdomain of
 * ours is, a phone number in any form and script is the same number.
 */
import fc from 'fast-check';
import {
  bestMatch,
  officialKey,
  OfficialContactKind as K,
  phoneKey,
  readTyped,
} from './contact-match';

const OURS = (
  [
    [K.PHONE, '+880 9610-334455'],
    [K.BKASH_MERCHANT, '01713-334455'],
    [K.SMS_SENDER, 'DigitalRide'],
    [K.EMAIL, 'support@digitalrideweb.com'],
    [K.WEB_DOMAIN, 'digitalrideweb.com'],
  ] as const
).map(([kind, value]) => ({ kind, value, matchKey: officialKey(kind, value)! }));

const match = (typed: string) => bestMatch(readTyped(typed), OURS);

describe('checking a contact against ours', () => {
  it.each([
    'digitalrideweb-bd.com',
    'digitalride-bd.com',
    'digitalrideweb.com.evil.net',
    'https://digitalrideweb.com.evil.net/login',
    'help@digitalrideweb.com.evil.net',
    'support@digitalrideweb-bd.com',
    'xdigitalrideweb.com',
    'https://digitalrídeweb.com', // í: IDNA makes it punycode, not ours
    'https://dіgitalrideweb.com', // Cyrillic і
    'xn--digitalrdeweb-6hb.com',
    'digitalrideweb.co',
    'http://digitalrideweb.com@evil.net/',
  ])('%s is a look-alike, not ours', (typed) => {
    expect(match(typed)).toBeNull();
  });

  it.each([
    ['digitalrideweb.com', K.WEB_DOMAIN],
    ['https://www.digitalrideweb.com/pages/safety', K.WEB_DOMAIN],
    ['pay.digitalrideweb.com', K.WEB_DOMAIN],
    ['DIGITALRIDEWEB.COM.', K.WEB_DOMAIN],
    ['Support@DigitalRideWeb.com', K.EMAIL],
    ['billing@digitalrideweb.com', K.WEB_DOMAIN],
    ['০১৭১৩-৩৩৪৪৫৫', K.BKASH_MERCHANT],
    ['+৮৮০ ৯৬১০ ৩৩৪৪৫৫', K.PHONE],
    ['8809610334455', K.PHONE],
    ['09610-334455', K.PHONE],
    ['digitalride', K.SMS_SENDER],
    ['DIGITAL RIDE', K.SMS_SENDER],
  ])('%s is ours (%s)', (typed, kind) => {
    expect(match(typed)?.kind).toBe(kind);
  });

  it.each(['DigitalRid3', '01713-334456', 'bKash', '+1 9610 334455'])('%s is not ours', (t) => {
    expect(match(t)).toBeNull();
  });

  it.each(['', '   ', 'a b c d e f g h i j k l m n o p q r s t u', 'name@', '12', 'x'.repeat(255)])(
    'refuses %j on its field, in words the page translates',
    (typed) => {
      expect(() => readTyped(typed)).toThrow(expect.objectContaining({ kind: 'BAD_USER_INPUT' }));
    },
  );

  it('reads a phone number the same in every form and script (property)', () => {
    const bangla = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)));
    const digits = fc.stringMatching(/^1[3-9]\d{8}$/);
    const sep = fc.constantFrom('', ' ', '-', '  ', '.');
    fc.assert(
      fc.property(
        digits,
        fc.constantFrom('+880', '880', '0', '+880 ', '00880'),
        sep,
        fc.boolean(),
        (n, prefix, s, bn) => {
          const typed = `${prefix}${n.slice(0, 4)}${s}${n.slice(4)}`;
          expect(phoneKey(bn ? bangla(typed) : typed)).toBe(n);
        },
      ),
    );
  });
});
