/**
 * An export longer than a batch (and than anyone's memory would like): 20,000 messages with a
 * reply each and 1,001 bookings under one address, seeded by SQL, all in the zip — each exactly
 * once, in order, with its replies — and nobody else's.
 */
import { strFromU8, unzipSync } from 'fflate';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildExport } from './export';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.reset();
});
afterAll(() => t.close());
jest.setTimeout(120_000);

const MESSAGES = 20_000;
const BOOKINGS = 1_001;

it('streams every row of a long history into the zip, once each, and nobody else’s', async () => {
  await t.ds.query(
    `INSERT INTO contact_messages (name, contact_number, email, subject, message)
     SELECT 'Nasrin Sultana', '01711000000', CASE WHEN i % 2 = 0 THEN 'Nasrin@Example.com'
            ELSE 'nasrin@example.com' END, 'Question ' || i, 'About my ride ' || i
       FROM generate_series(1, $1) AS i`,
    [MESSAGES],
  );
  await t.ds.query(
    `INSERT INTO contact_messages (name, contact_number, email, subject, message)
     SELECT 'Someone Else', '01811000000', 'someone@example.com', 'Other ' || i, 'Not hers'
       FROM generate_series(1, 50) AS i`,
  );
  await t.ds.query(
    `INSERT INTO contact_replies (message_id, body, author, status)
     SELECT id, 'Answer to ' || subject, 'admin', 'SENT' FROM contact_messages`,
  );
  await t.ds.query(
    `INSERT INTO reservations (passenger_name, mobile, email, departure_location,
                               destination_location, journey_date, number_of_passengers)
     SELECT 'Nasrin Sultana', '01711000000', 'nasrin@example.com', 'Dhaka', 'Sylhet',
            date '2026-02-01', 1 + i % 3
       FROM generate_series(1, $1) AS i`,
    [BOOKINGS],
  );
  await t.analyze();

  const name = await buildExport(
    t.served,
    t.services.storage,
    ' NASRIN@example.com ',
    t.services.privacy.records,
  );
  const stream = await t.services.storage.store.read('private', name);
  const chunks: Buffer[] = [];
  for await (const chunk of stream!) chunks.push(chunk as Buffer);
  const files = unzipSync(new Uint8Array(Buffer.concat(chunks)));
  expect(Object.keys(files).sort()).toEqual([
    'data.json',
    'messages.csv',
    'partner_documents.csv',
    'registrations.csv',
    'replies.csv',
    'reservations.csv',
  ]);

  const data = JSON.parse(strFromU8(files['data.json']));
  expect(data.email).toBe(' NASRIN@example.com ');
  const subjects = data.messages.map((m: { subject: string }) => m.subject);
  expect(subjects).toEqual(Array.from({ length: MESSAGES }, (_, i) => `Question ${i + 1}`));
  const replies = data.messages.map((m: { replies: { body: string }[] }) => m.replies);
  expect(
    replies.every(
      (r: { body: string }[], i: number) =>
        r.length === 1 && r[0].body === `Answer to Question ${i + 1}`,
    ),
  ).toBe(true);
  expect(data.reservations).toHaveLength(BOOKINGS);
  expect(new Set(data.reservations.map((r: { id: number }) => r.id)).size).toBe(BOOKINGS);
  expect(data.registrations).toEqual([]);
  expect(strFromU8(files['data.json'])).not.toMatch(/Someone Else|Not hers/);

  const lines = (file: string) => strFromU8(files[file]).trim().split('\n');
  const messages = lines('messages.csv');
  expect(messages).toHaveLength(MESSAGES + 1);
  expect(messages[0]).toMatch(/^id,reference,locale,name,/);
  expect(messages[MESSAGES]).toContain(`Question ${MESSAGES}`);
  expect(lines('replies.csv')).toHaveLength(MESSAGES + 1);
  expect(lines('reservations.csv')).toHaveLength(BOOKINGS + 1);
  expect(lines('reservations.csv')[0]).toMatch(/,document_file$/);
  // No rows: only the BOM (which strFromU8's TextDecoder would drop).
  expect(Buffer.from(files['registrations.csv'])).toEqual(Buffer.from('\ufeff'));
});
