/**
 * A number plate read from what people write: Bangla and Latin spellings of one plate are one
 * key, a different digit, letter or area never is, and what is no plate is refused.
 */
import fc from 'fast-check';
import { AREAS, LETTERS } from './plate-names';
import { plateKey, plateWritten } from './plate';

describe('reading a Bangladeshi number plate', () => {
  it.each([
    'ঢাকা মেট্রো-গ ১২-৩৪৫৬',
    'ঢাকা মেট্রো গ ১২৩৪৫৬',
    'ঢাকা  মেট্রো - গ  ১২ - ৩৪৫৬',
    'ঢাকা মেট্রো-গ 12-3456',
    'Dhaka Metro Ga 12-3456',
    'Dhaka Metro-Ga 12-3456',
    'DHAKA METRO-GA 123456',
    'dhaka-metro-ga-12-3456',
    'DHAKAMETROGA123456',
    'Dhaka Metro Go 12 3456',
    'Dhaka Metro–Ga 12–3456',
    ' dhaka metro ga 12.3456 ',
  ])('%s is DHAKA METRO-GA 12-3456', (typed) => {
    expect(plateKey(typed)).toBe('DHAKA METRO-GA 12-3456');
  });

  it.each([
    ['চট্ট মেট্রো-থ ১১-২২৩৩', 'CHATTOGRAM METRO-THA 11-2233'],
    ['Chittagong Metro Tha 11-2233', 'CHATTOGRAM METRO-THA 11-2233'],
    ['Chattogram Metro-Tha 11-2233', 'CHATTOGRAM METRO-THA 11-2233'],
    ['রাজ মেট্রো-হ ১২-০০০১', 'RAJSHAHI METRO-HA 12-0001'],
    ['সিলেট-হ ৫১-২৩৪৫', 'SYLHET-HA 51-2345'],
    ['Sylhet Ha 51-2345', 'SYLHET-HA 51-2345'],
    ['Sylhetha 512345', 'SYLHET-HA 51-2345'],
    ['গাজীপুর-ছ ১১-০০০৯', 'GAZIPUR-CHHA 11-0009'],
    ['গাজিপুর ছ ১১-০০০৯', 'GAZIPUR-CHHA 11-0009'],
    ['নারায়ণগঞ্জ-ট ২০-১০০০', 'NARAYANGANJ-TTA 20-1000'],
    ["Cox's Bazar-Ka 11-1111", 'COXS BAZAR-KA 11-1111'],
    ['বরিশাল মেট্রো-অ ১১-১০০০', 'BARISHAL METRO-A 11-1000'],
    ['Barisal Metro A 11-1000', 'BARISHAL METRO-A 11-1000'],
    ['ঢাকা মেট্রো-য ১১-২৫৯৯', 'DHAKA METRO-YA 11-2599'],
    ['Dhaka Metro-Gha 11-2599', 'DHAKA METRO-GHA 11-2599'],
    ['Dhaka Metro-Ha 11-2599', 'DHAKA METRO-HA 11-2599'],
  ])('%s is %s', (typed, key) => {
    expect(plateKey(typed)).toBe(key);
  });

  it.each([
    '',
    '12-3456',
    'Dhaka Metro 12-3456', // no letter
    'Dhaka Metro Ga 12-345', // three serial digits
    'Dhaka Metro Ga 123-4567',
    'Atlantis Metro Ga 12-3456',
    'Dhaka Metro Qa 12-3456',
    'DR4KQ9-ZT7M',
    'x'.repeat(200),
    '০১৭১২৩৪৫৬৭৮',
  ])('%s is not a plate', (typed) => {
    expect(plateKey(typed)).toBeNull();
  });

  it('refuses what is not text', () => {
    expect(plateKey(undefined)).toBeNull();
    expect(plateKey(42)).toBeNull();
  });

  it('writes a key back as the plate does, in either script', () => {
    expect(plateWritten('DHAKA METRO-GA 12-3456', 'bn')).toBe('ঢাকা মেট্রো-গ ১২-৩৪৫৬');
    expect(plateWritten('DHAKA METRO-GA 12-3456', 'en')).toBe('Dhaka Metro-Ga 12-3456');
    expect(plateWritten('SYLHET-HA 51-2345', 'bn')).toBe('সিলেট-হ ৫১-২৩৪৫');
  });
});

const toBangla = (digits: string) =>
  digits.replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)));

/** A plate as parts: an area, metro or not, a letter, two and four digits. */
const plate = fc.record({
  area: fc.constantFrom(...AREAS),
  metro: fc.boolean(),
  letter: fc.constantFrom(...LETTERS),
  classDigits: fc.integer({ min: 11, max: 99 }).map(String),
  serial: fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0')),
});
type Plate = typeof plate extends fc.Arbitrary<infer P> ? P : never;

const separator = fc.constantFrom(' ', '-', ' - ', '  ', '–');

function bangla(p: Plate, sep: string) {
  const metro = p.metro ? ' মেট্রো' : '';
  return `${p.area.bangla}${metro}${sep}${p.letter.bangla} ${toBangla(p.classDigits)}${sep}${toBangla(p.serial)}`;
}

function latin(p: Plate, sep: string, upper: boolean) {
  const title = (w: string) => w.charAt(0) + w.slice(1).toLowerCase();
  const text = `${title(p.area.latin)}${p.metro ? ' Metro' : ''}${sep}${title(p.letter.latin)} ${p.classDigits}${sep}${p.serial}`;
  return upper ? text.toUpperCase() : text;
}

describe('plates, property-based', () => {
  it('the Bangla and the Latin spelling of a plate are the same key, and that key', () => {
    fc.assert(
      fc.property(plate, separator, separator, fc.boolean(), (p, sepBn, sepEn, upper) => {
        const key = plateKey(bangla(p, sepBn));
        expect(key).not.toBeNull();
        expect(plateKey(latin(p, sepEn, upper))).toBe(key);
        expect(plateKey(plateWritten(key!, 'bn'))).toBe(key);
        expect(plateKey(plateWritten(key!, 'en'))).toBe(key);
      }),
      { numRuns: 500 },
    );
  });

  it('a different digit is never the same plate', () => {
    fc.assert(
      fc.property(plate, fc.nat(5), fc.integer({ min: 1, max: 9 }), (p, at, by) => {
        const digits = p.classDigits + p.serial;
        const changed =
          digits.slice(0, at) + ((Number(digits[at]) + by) % 10) + digits.slice(at + 1);
        const other = { ...p, classDigits: changed.slice(0, 2), serial: changed.slice(2) };
        expect(plateKey(bangla(other, ' '))).not.toBe(plateKey(bangla(p, ' ')));
        expect(plateKey(latin(other, '-', false))).not.toBe(plateKey(bangla(p, '-')));
      }),
      { numRuns: 500 },
    );
  });

  it('a different letter, area or metro is never the same plate', () => {
    fc.assert(
      fc.property(plate, plate, (p, q) => {
        fc.pre(p.area !== q.area || p.letter !== q.letter || p.metro !== q.metro);
        const same = { classDigits: p.classDigits, serial: p.serial };
        expect(plateKey(bangla({ ...q, ...same }, ' '))).not.toBe(plateKey(bangla(p, ' ')));
      }),
      { numRuns: 500 },
    );
  });
});
