/**
 * What the old API's clients and a data request get of a contact message does not move when the
 * lists that say it are derived from the declaration (message.record.ts): the REST answers, the
 * CSV export and the privacy export's rows are compared, byte for byte on the seed data, with the
 * lists as they were written by hand before it (frozen here).
 */
import request from 'supertest';
import {
  itExportsCsvAsBefore,
  itGivesDataRequestRowsAsBefore,
  seededAppPerFile,
} from '../../test/frozen-answers';
import { exportQueries } from '../privacy/export';
import { seedMessages } from './message.seed';
import type { ContactMessage } from './message.entity';

const t = seededAppPerFile(seedMessages);

const auth = () => ({ authorization: `Bearer ${t.adminToken()}` });

/** message.rest.ts's FIELDS and renames before the declaration. */
const FROZEN_REST = [
  'id',
  'reference',
  'locale',
  'name',
  'contactNumber',
  'email',
  'subject',
  'message',
  'status',
  'statusNote',
  'createdAt',
] as const;
const frozenRest = (m: ContactMessage) =>
  Object.fromEntries(FROZEN_REST.map((f) => [f === 'contactNumber' ? 'contact_number' : f, m[f]]));

/** message.rest.ts's CSV columns before the declaration. */
const FROZEN_CSV = [
  ['id', 'id'],
  ['reference', 'reference'],
  ['locale', 'locale'],
  ['name', 'name'],
  ['contact_number', 'contactNumber'],
  ['email', 'email'],
  ['subject', 'subject'],
  ['message', 'message'],
  ['status', 'status'],
  ['status_note', 'statusNote'],
  ['created_at', 'createdAt'],
].map(([header, property]) => ({ header, property }));

/** privacy/export.ts's messages query before the declaration. */
const FROZEN_EXPORT = `SELECT id, reference, locale, name, contact_number, email, subject, message, status,
                    visitor_note, created_at, privacy_notice_version, consented_at
               FROM contact_messages WHERE lower(email) = $1 AND id > $2 ORDER BY id LIMIT $3`;

it('answers GET /api/contactus as before, byte for byte', async () => {
  const res = await request(t.app).get('/api/contactus').set(auth()).expect(200);
  const { items } = await t.services.messages.restList({}, 1000);
  expect(items).toHaveLength(23);
  expect(res.text).toBe(JSON.stringify(items.map(frozenRest)));
});

it('answers POST /api/contactus as before, byte for byte, without the staff note', async () => {
  const sent = {
    name: 'Nusrat Jahan',
    contact_number: '01712-345678',
    email: 'nusrat.2@example.com',
    subject: 'Corporate account',
    message: 'Do you offer monthly corporate billing?',
  };
  const res = await request(t.app).post('/api/contactus').send(sent).expect(201);
  const row = await t.services.messages.get(res.body.id);
  // A visitor is answered what they sent plus id, reference, status and createdAt (PRODUCT.md
  // §19): staff's note left the POST answer on purpose; everything else is as before.
  const { statusNote: _staffOnly, ...answer } = frozenRest(row);
  expect(res.text).toBe(JSON.stringify(answer));
});

itExportsCsvAsBefore(t, 'contactus', () => t.services.messages.exportCsv({}, FROZEN_CSV));

itGivesDataRequestRowsAsBefore(
  t,
  { now: () => exportQueries(t.services.privacy.records).messages, frozen: FROZEN_EXPORT },
  'nusrat.2@example.com',
  2,
);
