import { simplePdf } from '../../database/demo-pdf';
import { createTestApp, type TestApp } from '../../test/harness';
import { MESSAGE, reservationToday } from '../../test/inbox-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.reset());
afterAll(() => t.close());

const reservation = reservationToday();
const message = MESSAGE;

const SET_RESERVATIONS = `mutation($ids: [Int!]!, $status: ReservationStatus!, $note: String) {
  setReservationsStatus(ids: $ids, status: $status, note: $note)
}`;
const DELETE_MESSAGES = `mutation($ids: [Int!]!) { deleteContactMessages(ids: $ids) }`;

async function reservations(n: number) {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    ids.push((await t.services.reservations.create({ ...reservation, passengerName: `P${i}` })).id);
  }
  return ids;
}

const statuses = async () =>
  (
    await t.ds.query<{ id: number; status: string; status_note: string | null }[]>(
      'SELECT id, status, status_note FROM reservations ORDER BY id',
    )
  ).map((r) => [r.id, r.status, r.status_note]);

const activity = () =>
  t.ds.query<{ action: string; entity: string; entity_id: number; summary: string }[]>(
    'SELECT action, entity, entity_id, summary FROM activity_entries ORDER BY entity_id',
  );

describe('bulk workflow moves', () => {
  it('moves every row at once with one note, and logs one entry per row', async () => {
    const ids = await reservations(3);
    const res = await t.gql(
      SET_RESERVATIONS,
      { ids, status: 'CONFIRMED', note: ' Eid rush ' },
      t.adminToken(),
    );
    expect(res.body).toEqual({ data: { setReservationsStatus: 3 } });
    expect(await statuses()).toEqual(ids.map((id) => [id, 'CONFIRMED', 'Eid rush']));
    const log = await activity();
    expect(log.map((e) => [e.action, e.entity, e.entity_id])).toEqual(
      ids.map((id) => ['status', 'Reservation', id]),
    );
    expect(log[0].summary).toContain('PENDING → CONFIRMED — Eid rush');
  });

  it('is all or nothing: a row that may not move or is missing refuses them all, named', async () => {
    const [a, b, c] = await reservations(3);
    await t.gql(SET_RESERVATIONS, { ids: [b], status: 'CANCELLED' }, t.adminToken());
    const before = await statuses();
    const res = await t.gql(
      SET_RESERVATIONS,
      { ids: [a, b, c, 999], status: 'CONFIRMED' },
      t.adminToken(),
    );
    const error = res.body.errors[0];
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe(
      `Nothing was changed. Reservation ${b}: A reservation that is cancelled cannot change any more; Reservation 999: not found`,
    );
    expect(error.extensions.fields).toEqual([{ field: 'ids', message: error.message }]);
    expect(await statuses()).toEqual(before);
    expect(await activity()).toHaveLength(1); // the single cancel only
  });

  it('refuses no ids, more than 100, a bad note; editors are refused', async () => {
    const [a] = await reservations(1);
    const none = await t.gql(SET_RESERVATIONS, { ids: [], status: 'CONFIRMED' }, t.adminToken());
    expect(none.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'ids', message: 'Choose at least one row' }],
    });
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    const tooMany = await t.gql(
      SET_RESERVATIONS,
      { ids: many, status: 'CONFIRMED' },
      t.adminToken(),
    );
    expect(tooMany.body.errors[0].message).toBe('At most 100 rows at once (101 were chosen)');
    const note = await t.gql(
      SET_RESERVATIONS,
      { ids: [a], status: 'CONFIRMED', note: 'x'.repeat(1001) },
      t.adminToken(),
    );
    expect(note.body.errors[0].extensions.fields[0].field).toBe('note');
    const editor = await t.staffToken('editor1', 'editor');
    const refused = await t.gql(SET_RESERVATIONS, { ids: [a], status: 'CONFIRMED' }, editor);
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(await statuses()).toEqual([[a, 'PENDING', null]]);
  });

  it('registrations and messages move the same way', async () => {
    const m = await t.services.messages.create(message);
    const res = await t.gql(
      `mutation($ids: [Int!]!) { setContactMessagesStatus(ids: $ids, status: IN_PROGRESS) }`,
      { ids: [m.id, m.id] },
      t.adminToken(),
    );
    expect(res.body.data.setContactMessagesStatus).toBe(1);
    const g = await t.services.registrations.create({
      kind: 'CUSTOMER',
      name: 'C',
      phone: '01711000000',
      city: 'Dhaka',
    });
    const reg = await t.gql(
      `mutation($ids: [Int!]!) { setRegistrationsStatus(ids: $ids, status: APPROVED) }`,
      { ids: [g.id] },
      t.adminToken(),
    );
    expect(reg.body.errors[0].message).toBe(
      `Nothing was changed. Registration request ${g.id}: A registration request that is new can only become contacted, not approved`,
    );
  });
});

describe('bulk delete', () => {
  it('deletes every row, one activity entry each; a missing id deletes nothing', async () => {
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await t.services.messages.create(message)).id);
    const refused = await t.gql(DELETE_MESSAGES, { ids: [...ids, 77] }, t.adminToken());
    expect(refused.body.errors[0].message).toBe(
      'Nothing was changed. Contact message 77: not found',
    );
    expect((await t.services.messages.list({})).total).toBe(3);
    const res = await t.gql(DELETE_MESSAGES, { ids }, t.adminToken());
    expect(res.body).toEqual({ data: { deleteContactMessages: 3 } });
    expect((await t.services.messages.list({})).total).toBe(0);
    expect((await activity()).map((e) => [e.action, e.entity_id])).toEqual(
      ids.map((id) => ['delete', id]),
    );
  });

  it('reservations go to Trash with their booking documents, kept for a restore', async () => {
    const doc = await t.services.bookingDocuments.upload({
      buffer: simplePdf(['Ticket']),
      originalName: 'ticket.pdf',
    });
    const withDoc = await t.services.reservations.create({
      ...reservation,
      bookingDocumentId: doc.id,
      claimToken: doc.claimToken,
    });
    const [plain] = await reservations(1);
    expect(await t.objects('private')).toHaveLength(1);
    const res = await t.gql(
      `mutation($ids: [Int!]!) { deleteReservations(ids: $ids) }`,
      { ids: [withDoc.id, plain] },
      t.adminToken(),
    );
    expect(res.body).toEqual({ data: { deleteReservations: 2 } });
    expect(await t.ds.query('SELECT id FROM reservations')).toEqual([]);
    // The purge after 30 days deletes them (records/trash.test.ts).
    expect(await t.ds.query('SELECT id FROM booking_documents')).toEqual([{ id: doc.id }]);
    expect(await t.objects('private')).toHaveLength(1);
    expect(await t.ds.query('SELECT row_id FROM trash ORDER BY row_id')).toEqual([
      { row_id: withDoc.id },
      { row_id: plain },
    ]);
  });
});
