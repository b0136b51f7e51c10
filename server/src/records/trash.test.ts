/**
 * Trash (PRODUCT.md §22), tried as an attacker and a regression would: a trashed message shows
 * nowhere a visitor or a staff list other than Trash can see it (list, count, search, dashboard,
 * status page, REST, staff search); restore and undo bring it back as it was (same id and
 * reference, its replies and steps); after 30 days the daily purge deletes it, with a booking's
 * file and a registration's papers; an erasure goes past Trash; the REST shim's DELETE still
 * deletes for good.
 */
import request from 'supertest';
import { simplePdf } from '../database/demo-pdf';
import { ADMIN_ACTOR, appPerFile, gqlUpload } from '../test/harness';
import { MESSAGE, REGISTRATION, reservationToday } from '../test/inbox-fixtures';

const t = appPerFile();
jest.setTimeout(60_000);

const auth = () => ({ authorization: `Bearer ${t.adminToken()}` });
const WORD = 'marmalade';

async function trashedMessage() {
  const msg = await t.services.messages.create({ ...MESSAGE, subject: `About ${WORD}` });
  await t.services.messages.setStatus(msg.id, 'IN_PROGRESS', null, ADMIN_ACTOR, 'We are on it');
  // A reply as the reply box stores it (this app has no SMTP to send it).
  await t.ds.query(
    `INSERT INTO contact_replies (message_id, body, author, status) VALUES ($1, $2, 'admin', 'SENT')`,
    [msg.id, 'Thank you, we will call.'],
  );
  const res = await t.gql(
    `mutation($id: Int!) { deleteContactMessage(id: $id) }`,
    { id: msg.id },
    t.adminToken(),
  );
  expect(res.body).toEqual({ data: { deleteContactMessage: true } });
  return msg;
}

/** Everything a visitor or a staff list other than Trash reads, about `msg`. */
async function seen(msg: { id: number; reference: string }) {
  const list = await t.services.messages.list({});
  const searched = await t.services.messages.list({ search: WORD });
  const byReference = await t.services.messages.list({ search: msg.reference });
  const stats = await t.gql(
    '{ dashboardStats { contactMessages latestMessages { id } } }',
    {},
    t.adminToken(),
  );
  const item = await t.gql(
    `query($id: Int!) { contactMessage(id: $id) { id } }`,
    { id: msg.id },
    t.adminToken(),
  );
  const rest = await request(t.app).get('/api/contactus').set(auth()).expect(200);
  const status = await t.services.requestStatus.lookup(
    { reference: msg.reference, contact: MESSAGE.email },
    '10.0.0.9',
  );
  const staff = await t.services.staffSearch.search(WORD, 10, 'admin');
  return {
    list: list.total + list.items.length,
    searched: searched.total + byReference.total,
    count: await t.services.messages.count(),
    dashboard: stats.body.data.dashboardStats.contactMessages,
    latest: stats.body.data.dashboardStats.latestMessages.length,
    item: item.body.data.contactMessage ? 1 : 0,
    rest: (rest.body as unknown[]).length,
    status: status ? 1 : 0,
    staff: staff.length,
  };
}

const NOWHERE = {
  list: 0,
  searched: 0,
  count: 0,
  dashboard: 0,
  latest: 0,
  item: 0,
  rest: 0,
  status: 0,
  staff: 0,
};

describe('Trash', () => {
  it('hides a deleted message everywhere but Trash, and restores it as it was', async () => {
    const msg = await trashedMessage();
    expect(await seen(msg)).toEqual(NOWHERE);

    const trash = await t.gql(
      '{ trash { total items { id entity rowId summary deletedBy deletedAt } } }',
      {},
      t.adminToken(),
    );
    expect(trash.body.data.trash.total).toBe(1);
    const [entry] = trash.body.data.trash.items;
    expect(entry).toMatchObject({ entity: 'ContactMessage', rowId: msg.id, deletedBy: 'admin' });

    const res = await t.gql(
      'mutation($ids: [Int!]!) { restoreFromTrash(ids: $ids) }',
      { ids: [entry.id] },
      t.adminToken(),
    );
    expect(res.body).toEqual({ data: { restoreFromTrash: 1 } });
    const back = await seen(msg);
    expect(back).toMatchObject({ count: 1, dashboard: 1, item: 1, rest: 1, status: 1 });
    expect(back.searched).toBeGreaterThanOrEqual(2);
    const row = await t.services.messages.get(msg.id);
    expect(row.reference).toBe(msg.reference);
    expect(row.status).toBe('IN_PROGRESS');
    expect(await t.services.replies.forMessage(msg.id)).toHaveLength(1);
    const steps = await t.ds.query(
      `SELECT status FROM request_steps WHERE kind = 'MESSAGE' AND request_id = $1 ORDER BY id`,
      [msg.id],
    );
    expect(steps.map((s: { status: string }) => s.status)).toEqual(['IN_PROGRESS']);
    const log = await t.ds.query(`SELECT action FROM activity_entries ORDER BY id`);
    expect(log.map((e: { action: string }) => e.action).slice(-2)).toEqual(['delete', 'restore']);
  });

  it('undoes a bulk delete by the rows’ own ids; editors may not', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await t.services.messages.create(MESSAGE)).id);
    await t.gql(
      `mutation($ids: [Int!]!) { deleteContactMessages(ids: $ids) }`,
      { ids },
      t.adminToken(),
    );
    expect(await t.services.messages.count()).toBe(0);
    const UNDO = `mutation($ids: [Int!]!) { undoDelete(entity: "ContactMessage", ids: $ids) }`;
    const editor = await t.gql(UNDO, { ids }, await t.staffToken('eddie', 'editor'));
    expect(editor.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const res = await t.gql(UNDO, { ids }, t.adminToken());
    expect(res.body).toEqual({ data: { undoDelete: 3 } });
    expect(await t.services.messages.count()).toBe(3);
    const again = await t.gql(UNDO, { ids }, t.adminToken());
    expect(again.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('is emptied after 30 days, a booking’s document file with it', async () => {
    const doc = await t.services.bookingDocuments.upload({
      buffer: simplePdf(['Ticket']),
      originalName: 'ticket.pdf',
    });
    const booking = await t.services.reservations.create({
      ...reservationToday(),
      bookingDocumentId: doc.id,
      claimToken: doc.claimToken,
    });
    await t.gql(
      `mutation($id: Int!) { deleteReservation(id: $id) }`,
      { id: booking.id },
      t.adminToken(),
    );
    expect(await t.objects('private')).toHaveLength(1);
    expect(await t.services.trash.purge()).toBe(0);
    await t.ds.query(`UPDATE trash SET deleted_at = now() - interval '30 days 1 minute'`);
    expect(await t.services.trash.purge()).toBe(1);
    expect(await t.ds.query('SELECT id FROM trash')).toEqual([]);
    expect(await t.ds.query('SELECT id FROM reservations')).toEqual([]);
    expect(await t.ds.query('SELECT id FROM booking_documents')).toEqual([]);
    expect(await t.objects('private')).toEqual([]);
  });

  /** A captain's registration with one paper (its file in private storage). */
  async function registrationWithPaper() {
    const reg = await t.services.registrations.create({
      kind: 'DRIVER',
      name: 'Karim Mia',
      phone: '01711-204455',
      city: 'Dhaka',
      vehicleType: 'Bike',
    } as never);
    const sent = await gqlUpload(
      t.app,
      `mutation($input: PartnerDocumentSubmission!, $file: Upload!) {
        submitPartnerDocument(input: $input, file: $file) { id } }`,
      {
        input: {
          reference: reg.reference,
          contact: '01711-204455',
          kind: 'NID',
          number: '1234567890',
          expiresOn: '2031-01-01',
        },
        file: null,
      },
      { file: { buffer: simplePdf(['NID']), name: 'nid.pdf' } },
    );
    expect(sent.body.errors).toBeUndefined();
    expect(await t.objects('private')).toHaveLength(1);
    return reg;
  }

  it('is emptied after 30 days, a registration’s partner document files with it', async () => {
    const reg = await registrationWithPaper();
    await t.gql(
      'mutation($id: Int!) { deleteRegistrationRequest(id: $id) }',
      { id: reg.id },
      t.adminToken(),
    );
    // In Trash the paper waits with its registration, restorable.
    expect(await t.objects('private')).toHaveLength(1);
    await t.ds.query(`UPDATE trash SET deleted_at = now() - interval '30 days 1 minute'`);
    expect(await t.services.trash.purge()).toBe(1);
    expect(await t.ds.query('SELECT id FROM partner_documents')).toEqual([]);
    expect(await t.objects('private')).toEqual([]);
  });

  it('deletes a registration’s paper files with it when it is deleted for good', async () => {
    const reg = await registrationWithPaper();
    await t.services.registrations.delete(reg.id, ADMIN_ACTOR);
    expect(await t.ds.query('SELECT id FROM partner_documents')).toEqual([]);
    expect(await t.objects('private')).toEqual([]);
  });

  it('is passed by an erasure: the person’s trashed rows go for good', async () => {
    const msg = await trashedMessage();
    await t.services.privacy.request({ email: MESSAGE.email, kind: 'ERASE' });
    const [{ id }] = await t.ds.query(`SELECT max(id) AS id FROM data_requests`);
    await t.ds.query(`UPDATE data_requests SET confirmed_at = now() WHERE id = $1`, [id]);
    await t.services.privacy.fulfil(id, ADMIN_ACTOR);
    expect(await t.ds.query('SELECT id FROM trash')).toEqual([]);
    expect(await t.ds.query('SELECT id FROM contact_messages WHERE id = $1', [msg.id])).toEqual([]);
    const quoted = await t.ds.query(
      `SELECT summary FROM activity_entries WHERE summary LIKE '%' || $1 || '%'`,
      [MESSAGE.email],
    );
    expect(quoted).toEqual([]);
  });

  it('is passed by retention: what is past it goes for good, the rest stays in Trash', async () => {
    const old = await t.services.messages.create({ ...MESSAGE, email: 'old@example.com' });
    // Sent as long ago, but answered today: kept (its reply is in Trash with it).
    const fresh = await t.services.messages.create(MESSAGE);
    await t.ds.query(
      `UPDATE contact_messages SET created_at = now() - interval '5 years' WHERE id = ANY($1)`,
      [[old.id, fresh.id]],
    );
    await t.ds.query(
      `INSERT INTO contact_replies (message_id, body, author, status) VALUES ($1, 'Yes', 'admin', 'SENT')`,
      [fresh.id],
    );
    await t.gql(
      `mutation($ids: [Int!]!) { deleteContactMessages(ids: $ids) }`,
      { ids: [old.id, fresh.id] },
      t.adminToken(),
    );
    const before = await t.ds.query(`SELECT deleted_at FROM trash WHERE row_id = $1`, [fresh.id]);
    await t.services.privacy.retain();
    const left = await t.ds.query(`SELECT row_id, deleted_by, deleted_at FROM trash`);
    expect(left).toEqual([
      { row_id: fresh.id, deleted_by: 'admin', deleted_at: before[0].deleted_at },
    ]);
    expect(await t.ds.query('SELECT id FROM contact_messages')).toEqual([]);
  });

  it('leaves the REST shim’s DELETE as it was: deleted for good, not in Trash', async () => {
    const msg = await t.services.messages.create(MESSAGE);
    await request(t.app).delete(`/api/contactus/${msg.id}`).set(auth()).expect(204);
    expect(await t.ds.query('SELECT id FROM trash')).toEqual([]);
    expect(await t.services.messages.count()).toBe(0);
  });

  it('a registration goes to Trash with a part keyed by it alone (no id: its suspension) and comes back with it', async () => {
    const reg = await t.services.registrations.create(REGISTRATION as never);
    await t.ds.query(
      `INSERT INTO document_suspensions (registration_id, kind, expired_on) VALUES ($1, 'NID', '2026-12-01')`,
      [reg.id],
    );
    const del = await t.gql(
      'mutation($id: Int!) { deleteRegistrationRequest(id: $id) }',
      { id: reg.id },
      t.adminToken(),
    );
    expect(del.body).toEqual({ data: { deleteRegistrationRequest: true } });
    expect(await t.ds.query('SELECT 1 FROM document_suspensions')).toEqual([]);
    const undo = await t.gql(
      `mutation($ids: [Int!]!) { undoDelete(entity: "RegistrationRequest", ids: $ids) }`,
      { ids: [reg.id] },
      t.adminToken(),
    );
    expect(undo.body).toEqual({ data: { undoDelete: 1 } });
    expect(await t.ds.query('SELECT registration_id, kind FROM document_suspensions')).toEqual([
      { registration_id: reg.id, kind: 'NID' },
    ]);
  });
});
