/**
 * What the old API's clients and a data request get of a registration does not move when the
 * lists that say it are derived from the declaration (registration.record.ts): the REST look-up
 * by phone (the old API's only answer of registrations), the CSV export and the privacy export's
 * rows are compared, byte for byte on the seed data, with the lists as they were written by hand
 * before it (frozen here).
 */
import request from 'supertest';
import {
  itExportsCsvAsBefore,
  itGivesDataRequestRowsAsBefore,
  seededAppPerFile,
} from '../../test/frozen-answers';
import { exportQueries } from '../privacy/export';
import { seedRegistrations } from './registration.seed';
import type { RegistrationRequest } from './registration.entity';

const t = seededAppPerFile(seedRegistrations);
beforeAll(async () => {
  // A second request from one person, so the look-up and the export answer more than one row.
  await t.services.registrations.create({
    kind: 'FLEET_PARTNER',
    name: 'Jamal Uddin',
    phone: '+880 1711 204455',
    email: 'jamal@example.com',
    city: 'Dhaka',
    fleetSize: 3,
    businessName: 'Uddin Transport',
  });
});

const auth = () => ({ authorization: `Bearer ${t.adminToken()}` });

/** registration.rest.ts's FIELDS and renames before the declaration. */
const FROZEN_REST = [
  'id',
  'reference',
  'locale',
  'kind',
  'name',
  'countryCode',
  'phone',
  'email',
  'city',
  'details',
  'status',
  'statusNote',
  'createdAt',
] as const;
const frozenRest = (r: RegistrationRequest) =>
  Object.fromEntries(FROZEN_REST.map((f) => [f === 'countryCode' ? 'country_code' : f, r[f]]));

/** registration.rest.ts's CSV columns before the declaration. */
const FROZEN_CSV = [
  ['id', 'id'],
  ['reference', 'reference'],
  ['locale', 'locale'],
  ['kind', 'kind'],
  ['name', 'name'],
  ['country_code', 'countryCode'],
  ['phone', 'phone'],
  ['email', 'email'],
  ['city', 'city'],
  ['details', 'details'],
  ['status', 'status'],
  ['status_note', 'statusNote'],
  ['created_at', 'createdAt'],
].map(([header, property]) => ({ header, property }));

/** privacy/export.ts's registrations query before the declaration. */
const FROZEN_EXPORT = `SELECT id, reference, locale, kind, name, country_code, phone, email, city, details,
                         status, visitor_note, created_at, privacy_notice_version, consented_at
                    FROM registration_requests WHERE lower(email) = $1 AND id > $2 ORDER BY id LIMIT $3`;

it('answers GET /api/CustomerManagement/Customers/GetByPhone as before, byte for byte', async () => {
  const res = await request(t.app)
    .get('/api/CustomerManagement/Customers/GetByPhone')
    .query({ phone: '01711204455', country_code: '880' })
    .set(auth())
    .expect(200);
  const rows = await t.services.registrations.findByPhone({ phone: '01711204455' });
  expect(rows).toHaveLength(2);
  expect(res.text).toBe(JSON.stringify(rows.map(frozenRest)));
});

itExportsCsvAsBefore(t, 'registrations', () => t.services.registrations.exportCsv({}, FROZEN_CSV));

itGivesDataRequestRowsAsBefore(
  t,
  { now: () => exportQueries(t.services.privacy.records).registrations, frozen: FROZEN_EXPORT },
  'jamal@example.com',
  2,
);
