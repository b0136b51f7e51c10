import request from 'supertest';
import { ADMIN_ACTOR, createTestApp, type TestApp } from '../../test/harness';
import { MESSAGE, reservationToday } from '../../test/inbox-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.reset());
afterAll(() => t.close());

const message = MESSAGE;
const reservation = reservationToday();
const SET = `mutation($id: Int!, $status: ContactMessageStatus!, $note: String) {
  setContactMessageStatus(id: $id, status: $status, note: $note) { id status statusNote }
}`;

describe('workflow states', () => {
  it('messages start NEW and move NEW → IN_PROGRESS → DONE with notes; the list filters by status', async () => {
    const m = await t.services.messages.create(message);
    await t.services.messages.create({ ...message, name: 'Other' });
    expect(m.status).toBe('NEW');
    const a = await t.gql(
      SET,
      { id: m.id, status: 'IN_PROGRESS', note: ' Called back ' },
      t.adminToken(),
    );
    expect(a.body.data.setContactMessageStatus).toEqual({
      id: m.id,
      status: 'IN_PROGRESS',
      statusNote: 'Called back',
    });
    const list = await t.gql(
      '{ contactMessages(status: IN_PROGRESS) { total items { name } } }',
      {},
      t.adminToken(),
    );
    expect(list.body.data.contactMessages).toEqual({ total: 1, items: [{ name: 'Nusrat Jahan' }] });
    const b = await t.gql(SET, { id: m.id, status: 'DONE' }, t.adminToken());
    expect(b.body.data.setContactMessageStatus.status).toBe('DONE');
    const rest = await request(t.app)
      .get('/api/contactus')
      .set('authorization', `Bearer ${t.adminToken()}`);
    expect(rest.body.map((r: { status: string }) => r.status)).toEqual(['NEW', 'DONE']);
  });

  it('refuses invalid moves with a clear message and changes nothing', async () => {
    const m = await t.services.messages.create(message);
    const skip = await t.gql(SET, { id: m.id, status: 'DONE' }, t.adminToken());
    expect(skip.body.errors[0]).toMatchObject({
      message:
        'A contact message that is new can only become in progress or waiting on visitor, not done',
      extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'status' }] },
    });
    const long = await t.gql(
      SET,
      { id: m.id, status: 'IN_PROGRESS', note: 'x'.repeat(1001) },
      t.adminToken(),
    );
    expect(long.body.errors[0].extensions.fields).toEqual([
      { field: 'note', message: 'note must be at most 1000 characters' },
    ]);
    const missing = await t.gql(SET, { id: 999, status: 'DONE' }, t.adminToken());
    expect(missing.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await t.services.messages.get(m.id)).status).toBe('NEW');
  });

  it('reservations: PENDING → CONFIRMED → COMPLETED, and nothing after; registrations: NEW → CONTACTED → APPROVED', async () => {
    const r = await t.services.reservations.create(reservation);
    expect(r.status).toBe('PENDING');
    await t.services.reservations.setStatus(r.id, 'CONFIRMED', null, ADMIN_ACTOR);
    await t.services.reservations.setStatus(r.id, 'COMPLETED', 'Paid', ADMIN_ACTOR);
    await expect(
      t.services.reservations.setStatus(r.id, 'CANCELLED', null, ADMIN_ACTOR),
    ).rejects.toMatchObject({
      message: 'A reservation that is completed cannot change any more',
    });
    await expect(
      t.services.reservations.setStatus(r.id, 'LOST', null, ADMIN_ACTOR),
    ).rejects.toMatchObject({
      message: 'status must be one of PENDING, CONFIRMED, CANCELLED or COMPLETED',
    });
    const g = await t.services.registrations.create({
      kind: 'CUSTOMER',
      name: 'C',
      phone: '01711000000',
      city: 'Dhaka',
    });
    expect(g.status).toBe('NEW');
    await t.services.registrations.setStatus(g.id, 'CONTACTED', null, ADMIN_ACTOR);
    expect(
      (await t.services.registrations.setStatus(g.id, 'APPROVED', null, ADMIN_ACTOR)).status,
    ).toBe('APPROVED');
    expect((await t.services.registrations.list({ status: 'APPROVED' } as never)).total).toBe(1);
  });
});
