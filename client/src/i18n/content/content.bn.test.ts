import { JOIN_CALLS, JOURNEYS, PARTNERS, PROMOTIONS } from '../../site/home/homeContent';
import { IT_SERVICES } from '../../site/it-service/itContent';
import { PARCEL } from '../../site/parcel/parcelContent';
import {
  HOME_COPY_BN,
  JOIN_CALLS_BN,
  JOURNEYS_BN,
  PARTNER_FIELDS_BN,
  PROMOTIONS_BN,
} from './home.bn';
import { IT_COPY_BN, IT_SERVICES_BN } from './itService.bn';
import { PARCEL_BN, PARCEL_COPY_BN } from './parcel.bn';

const BENGALI = /[\u0980-\u09FF]/;
const LATIN_ALLOWED =
  /^(D-Mart|RIDEDHAKA|\/.*|[\w.+-]+@[\w.-]+|TypeScript|React|Node\.js|Kotlin|Swift|PostgreSQL|GraphQL|Docker)$/;

/** Every string in a value, with where it sits. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}.${i}`));
  if (value && typeof value === 'object')
    return Object.entries(value)
      .filter(([k]) => k !== 'id')
      .flatMap(([k, v]) => strings(v, `${path}.${k}`));
  return [];
}

/** The same keys, list lengths and non-text values (ids, links, prices): only the words differ. */
function shape(value: unknown): unknown {
  if (typeof value === 'string')
    return value.startsWith('/') || value.includes('@') ? value : 'text';
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, k === 'id' || k === 'code' ? v : shape(v)]),
    );
  return value;
}

const PAIRS: [string, unknown, unknown][] = [
  ['journeys', JOURNEYS, JOURNEYS_BN],
  ['promotions', PROMOTIONS, PROMOTIONS_BN],
  ['join calls', JOIN_CALLS, JOIN_CALLS_BN],
  ['parcel', PARCEL, PARCEL_BN],
  ['IT services', { ...IT_SERVICES, stack: [] }, { ...IT_SERVICES_BN, stack: [] }],
];

describe('the Bangla content of the home, parcel and IT pages', () => {
  it.each(PAIRS)('%s: the same shape as the English', (_name, en, bn) => {
    expect(shape(bn)).toEqual(shape(en));
  });

  it('names every partner’s field in Bangla', () => {
    expect(Object.keys(PARTNER_FIELDS_BN).sort()).toEqual(PARTNERS.map((p) => p.name).sort());
  });

  it('is Bangla, in NFC, apart from brands, the promo code, tools, links and addresses', () => {
    const all = [
      ...PAIRS.flatMap(([name, , bn]) => strings(bn, name)),
      ...strings({ HOME_COPY_BN, PARCEL_COPY_BN, IT_COPY_BN, PARTNER_FIELDS_BN }),
    ];
    for (const [path, text] of all) {
      expect([path, text.normalize('NFC')]).toEqual([path, text]);
      if (!LATIN_ALLOWED.test(text))
        expect([path, text, BENGALI.test(text)]).toEqual([path, text, true]);
    }
  });
});
