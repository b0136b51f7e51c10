/**
 * What the old API's clients and a data request get of a reservation does not move when the
 * lists that say it are derived from the declaration (reservation.record.ts): the REST answer,
 * the CSV export and the privacy export's rows are compared, byte for byte on the seed data,
 * with the lists as they were written by hand before it (frozen here).
 */
import request from 'supertest';
import {
  itExportsCsvAsBefore,
  itGivesDataRequestRowsAsBefore,
  seededAppPerFile,
} from '../../test/frozen-answers';
import { exportQueries } from '../privacy/export';
import { seedReservations } from './reservation.seed';
import type { Reservation } from './reservation.entity';

const t = seededAppPerFile(seedReservations);

const auth = () => ({ authorization: `Bearer ${t.adminToken()}` });

/** reservation.rest.ts's FIELDS and renames before the declaration. */
const FROZEN_REST = [
  'id',
  'reference',
  'locale',
  'kind',
  'departureLocation',
  'destinationLocation',
  'passengerName',
  'email',
  'mobile',
  'numberOfPassengers',
  'journeyDate',
  'bookingDocumentId',
  'status',
  'statusNote',
  'createdAt',
] as const;
const frozenRest = (r: Reservation) =>
  Object.fromEntries(FROZEN_REST.map((f) => [f === 'passengerName' ? 'pname' : f, r[f]]));

/** reservation.rest.ts's CSV columns before the declaration. */
const FROZEN_CSV = [
  ['id', 'id'],
  ['reference', 'reference'],
  ['locale', 'locale'],
  ['kind', 'kind'],
  ['departureLocation', 'departureLocation'],
  ['destinationLocation', 'destinationLocation'],
  ['pname', 'passengerName'],
  ['email', 'email'],
  ['mobile', 'mobile'],
  ['numberOfPassengers', 'numberOfPassengers'],
  ['journeyDate', 'journeyDate'],
  ['bookingDocument', 'document.fileName'],
  ['status', 'status'],
  ['status_note', 'statusNote'],
  ['created_at', 'createdAt'],
].map(([header, property]) => ({ header, property }));

/** privacy/export.ts's reservations query before the declaration. */
const FROZEN_EXPORT = `SELECT r.id, r.reference, r.locale, r.kind, r.departure_location,
                        r.destination_location, r.passenger_name, r.email, r.mobile,
                        r.number_of_passengers, r.journey_date, r.status, r.visitor_note,
                        r.created_at, r.privacy_notice_version, r.consented_at,
                        d.file_name AS document_name, d.mime_type AS document_type, d.stored_name
                   FROM reservations r LEFT JOIN booking_documents d ON d.id = r.booking_document_id
                  WHERE lower(r.email) = $1 AND r.id > $2 ORDER BY r.id LIMIT $3`;

it('answers GET /api/reservation as before, byte for byte', async () => {
  const res = await request(t.app).get('/api/reservation').set(auth()).expect(200);
  const { items } = await t.services.reservations.restList({}, 1000);
  expect(items).toHaveLength(8);
  expect(res.text).toBe(JSON.stringify(items.map(frozenRest)));
});

it('answers POST /api/reservation as before, byte for byte, without the staff note', async () => {
  const sent = {
    kind: 'RIDE',
    departureLocation: 'Dhaka',
    destinationLocation: 'Sylhet',
    pname: 'Kamrul Hasan',
    email: 'kamrul@example.com',
    mobile: '01712-345678',
    numberOfPassengers: '3',
    journeyDate: (await t.services.reservations.restList({}, 1)).items[0].journeyDate,
  };
  const res = await request(t.app).post('/api/reservation').send(sent).expect(201);
  const row = await t.services.reservations.get(res.body.id);
  // A visitor is answered what they sent plus id, reference, status and createdAt (PRODUCT.md
  // §19): staff's note left the POST answer on purpose; everything else is as before.
  const { statusNote: _staffOnly, ...answer } = frozenRest(row);
  expect(res.text).toBe(JSON.stringify(answer));
});

itExportsCsvAsBefore(t, 'reservation', () => t.services.reservations.exportCsv({}, FROZEN_CSV));

itGivesDataRequestRowsAsBefore(
  t,
  { now: () => exportQueries(t.services.privacy.records).reservations, frozen: FROZEN_EXPORT },
  'farhana@example.com',
  1,
);
