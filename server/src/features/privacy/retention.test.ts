/**
 * Retention: rows aged by SQL just past and just short of each period, the daily
 * job run, and exactly those past it erased, as a data request's erase does (files included).
 */
import { simplePdf } from '../../database/demo-pdf';
import { ADMIN_ACTOR, createTestApp, type TestApp } from '../../test/harness';
import { todayInDhaka } from '../../validation';
import { privacyWorkers } from './privacy-jobs';

let t: TestApp;
beforeAll(async () => {
  // The retention run erases (and redacts the log) as the app role, the harness's default.
  t = await createTestApp({
    RETENTION_MESSAGES_DAYS: '730',
    RETENTION_RESERVATIONS_DAYS: '365',
    RETENTION_REJECTED_DAYS: '183',
    RETENTION_DOCUMENTS_DAYS: '90',
  });
});
beforeEach(() => t.reset());
afterAll(() => t.close());

const daysAgo = (n: number) =>
  new Date(Date.parse(`${todayInDhaka()}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

async function message(name: string, ageDays: number) {
  const m = await t.services.messages.create({
    name,
    contactNumber: '01712-345678',
    email: `${name.toLowerCase()}@example.com`,
    subject: 'Hello',
    message: 'Hi',
  });
  await t.ds.query(
    `UPDATE contact_messages SET created_at = now() - make_interval(days => $2) WHERE id = $1`,
    [m.id, ageDays],
  );
  return m.id;
}

async function booking(name: string, journeyDaysAgo: number, withDocument = false) {
  const input = {
    kind: 'RIDE',
    departureLocation: 'Gulshan',
    destinationLocation: 'Airport',
    passengerName: name,
    email: `${name.toLowerCase()}@example.com`,
    mobile: '01812-000000',
    numberOfPassengers: 1,
    journeyDate: todayInDhaka(),
  };
  const r = await t.services.reservations.createWithDocument(
    input,
    withDocument ? { buffer: simplePdf([name]), originalName: 'permit.pdf' } : undefined,
  );
  await t.ds.query(`UPDATE reservations SET journey_date = $2 WHERE id = $1`, [
    r.id,
    daysAgo(journeyDaysAgo),
  ]);
  return r.id;
}

async function rejected(name: string, ageDays: number) {
  const g = await t.services.registrations.create({
    kind: 'CUSTOMER',
    name,
    phone: '01911-000000',
    city: 'Dhaka',
  });
  await t.services.registrations.setStatus(g.id, 'CONTACTED', '', ADMIN_ACTOR);
  await t.services.registrations.setStatus(g.id, 'REJECTED', '', ADMIN_ACTOR);
  await t.ds.query(
    `UPDATE request_steps SET at = now() - make_interval(days => $2) WHERE kind = 'REGISTRATION' AND request_id = $1`,
    [g.id, ageDays],
  );
  return g.id;
}

const ids = async (table: string) =>
  ((await t.ds.query(`SELECT id FROM ${table} ORDER BY id`)) as { id: number }[]).map((r) => r.id);

it('erases exactly what its periods say, on the daily job, and the dashboard said so first', async () => {
  const oldMessage = await message('Old', 731);
  const youngMessage = await message('Young', 729);
  // An old message answered recently changed recently: it stays.
  const answered = await message('Answered', 800);
  await t.ds.query(
    `INSERT INTO contact_replies (message_id, body, author, status, created_at)
     VALUES ($1, 'Yes', 'admin', 'SENT', now() - interval '10 days')`,
    [answered],
  );
  const oldTrip = await booking('Oldtrip', 366, true);
  const recentTrip = await booking('Recenttrip', 100, true);
  const freshTrip = await booking('Freshtrip', 80, true);
  const oldRejection = await rejected('Gone', 184);
  const newRejection = await rejected('Kept', 182);
  const pending = await t.services.registrations.create({
    kind: 'CUSTOMER',
    name: 'Waiting',
    phone: '01911-111111',
    city: 'Dhaka',
  });
  await t.ds.query(
    `UPDATE registration_requests SET created_at = now() - interval '1000 days' WHERE id = $1`,
    [pending.id],
  );
  const files = async () => (await t.services.storage.store.list('private')).length;
  expect(await files()).toBe(3);

  expect(await t.services.privacy.retentionPreview()).toEqual({
    messages: 1,
    reservations: 1,
    registrations: 1,
    documents: 2,
  });

  const job = privacyWorkers(t.services).find((w) => w.queue === 'retention')!;
  expect(job.cron?.schedule).toMatch(/^\d+ \d+ \* \* \*$/);
  await job.run({} as never);

  expect(await ids('contact_messages')).toEqual([youngMessage, answered]);
  expect(await ids('reservations')).toEqual([recentTrip, freshTrip]);
  expect(await ids('registration_requests')).toEqual([newRejection, pending.id]);
  const docs: { id: number; doc: number | null }[] = await t.ds.query(
    `SELECT id, booking_document_id AS doc FROM reservations ORDER BY id`,
  );
  expect(docs.map((d) => d.doc === null)).toEqual([true, false]);
  expect(await files()).toBe(1);
  expect(oldMessage).not.toBe(youngMessage);
  expect(oldTrip).not.toBe(recentTrip);
  expect(oldRejection).not.toBe(newRejection);
  const [entry] = await t.ds.query(
    `SELECT actor, summary FROM activity_entries WHERE entity = 'Retention'`,
  );
  expect(entry).toEqual({
    actor: 'system',
    summary: 'Retention erased 1 messages, 1 bookings, 1 registrations and 2 documents',
  });
  expect(await t.services.privacy.retentionPreview()).toEqual({
    messages: 0,
    reservations: 0,
    registrations: 0,
    documents: 0,
  });
});
