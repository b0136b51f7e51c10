import request from 'supertest';
import { appPerFile } from '../../test/harness';

const t = appPerFile();

const valid = {
  name: 'Nusrat Jahan',
  contactNumber: '+880 1712-345678',
  email: 'nusrat@example.com',
  subject: 'Corporate account',
  message: 'Do you offer monthly billing for 40 staff?',
};
const auth = () => ({ authorization: `Bearer ${t.adminToken()}` });
const SEND = `mutation($input: ContactMessageInput!) {
  sendContactMessage(input: $input) { id name contactNumber email subject message createdAt }
}`;

async function seed(n: number) {
  for (let i = 1; i <= n; i++) {
    await t.services.messages.create({ ...valid, name: `Sender ${i}`, subject: `Subject ${i}` });
  }
}

describe('ContactMessageService', () => {
  it('trims and stores a message', async () => {
    const m = await t.services.messages.create({ ...valid, name: '  Nusrat  ', id: 99 });
    expect(m).toMatchObject({ ...valid, name: 'Nusrat', id: 1 });
  });

  it.each([
    ['name', 'blank', '  ', 'Name is required'],
    ['name', 'too long', 'x'.repeat(101), 'Name must be at most 100 characters'],
    ['contactNumber', 'empty', '', 'Contact number is required'],
    ['contactNumber', 'too few digits', '12345', expect.stringMatching(/^Contact number must be/)],
    ['contactNumber', 'letters', '01712 ABC 678', expect.stringMatching(/^Contact number must be/)],
    ['contactNumber', 'a + inside', '1+7123456', expect.stringMatching(/^Contact number must be/)],
    ['email', 'missing', undefined, 'Email is required'],
    ['email', 'malformed', 'not-an-address', 'Email must be a valid e-mail address'],
    ['subject', 'empty', '', 'Subject is required'],
    ['message', 'too long', 'x'.repeat(5001), 'Message must be at most 5000 characters'],
  ])('refuses %s (%s)', async (field, _case, value, message) => {
    await expect(t.services.messages.create({ ...valid, [field]: value })).rejects.toMatchObject({
      kind: 'BAD_USER_INPUT',
      fields: [{ field, message }],
    });
    expect(await t.services.messages.count()).toBe(0);
  });

  it('pages 23 messages as 10 / 10 / 3, newest first, and searches name, e-mail and subject', async () => {
    await seed(23);
    const pages = await Promise.all(
      [1, 2, 3].map((page) => t.services.messages.list({ page, pageSize: 10 })),
    );
    expect(pages.map((p) => p.items.length)).toEqual([10, 10, 3]);
    expect(pages[0].total).toBe(23);
    expect(pages[0].items[0].name).toBe('Sender 23');
    expect(pages[2].items[2].name).toBe('Sender 1');
    expect((await t.services.messages.list({ search: 'subject 2' })).total).toBe(5); // 2, 20-23
    expect((await t.services.messages.list({ search: 'NUSRAT@' })).total).toBe(23);
    expect((await t.services.messages.list({ search: 'sender 7' })).total).toBe(1);
  });
});

describe('GraphQL contact messages', () => {
  it('anyone sends; only admins list and delete', async () => {
    const sent = await t.gql(SEND, { input: valid }).expect(200);
    expect(sent.body.data.sendContactMessage).toMatchObject(valid);
    const { id } = sent.body.data.sendContactMessage;
    const list = await t.gql(
      '{ contactMessages(page: 1, pageSize: 10) { total items { id contactNumber } } }',
      {},
      t.adminToken(),
    );
    expect(list.body.data.contactMessages).toEqual({
      total: 1,
      items: [{ id, contactNumber: valid.contactNumber }],
    });
    const one = await t.gql(
      'query($id: Int!) { contactMessage(id: $id) { subject } }',
      { id },
      t.adminToken(),
    );
    expect(one.body.data.contactMessage.subject).toBe(valid.subject);
    const anon = await t.gql('{ contactMessages { total } }');
    expect(anon.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const del = await t.gql(
      'mutation($id: Int!) { deleteContactMessage(id: $id) }',
      { id },
      t.adminToken(),
    );
    expect(del.body.data.deleteContactMessage).toBe(true);
    const again = await t.gql(
      'mutation($id: Int!) { deleteContactMessage(id: $id) }',
      { id },
      t.adminToken(),
    );
    expect(again.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('answers bad fields with BAD_USER_INPUT and every field error, writing nothing', async () => {
    const res = await t.gql(SEND, {
      input: { name: ' ', contactNumber: 'call me', email: 'x@', subject: '', message: '' },
    });
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(
      res.body.errors[0].extensions.fields.map((f: { field: string }) => f.field).sort(),
    ).toEqual(['contactNumber', 'email', 'message', 'name', 'subject']);
    expect(await t.services.messages.count()).toBe(0);
  });
});

describe('REST contactus (original field names)', () => {
  const body = {
    name: valid.name,
    contact_number: valid.contactNumber,
    email: valid.email,
    subject: valid.subject,
    message: valid.message,
  };

  it('POST stores for anyone; GET lists newest first for admins; DELETE answers 204 then 404', async () => {
    const created = await request(t.app).post('/api/contactus').send(body).expect(201);
    expect(created.body).toMatchObject({ id: 1, ...body });
    await request(t.app)
      .post('/api/contactus')
      .send({ ...body, name: 'Second' })
      .expect(201);
    const list = await request(t.app).get('/api/contactus').set(auth()).expect(200);
    expect(list.body.map((m: { name: string }) => m.name)).toEqual(['Second', valid.name]);
    expect(Object.keys(list.body[0])).toEqual(
      expect.arrayContaining(['id', 'name', 'contact_number', 'email', 'subject', 'message']),
    );
    expect(list.body[0].contactNumber).toBeUndefined();
    await request(t.app).get('/api/contactus').expect(401);
    await request(t.app).delete('/api/contactus/1').set(auth()).expect(204);
    await request(t.app).delete('/api/contactus/1').set(auth()).expect(404);
    await request(t.app).delete('/api/contactus/x').set(auth()).expect(400);
  });

  it('POST with bad fields answers 400 naming contact_number, and stores nothing', async () => {
    const res = await request(t.app)
      .post('/api/contactus')
      .send({ ...body, contact_number: '12', email: 'nope' })
      .expect(400);
    expect(res.body.errors).toEqual([
      { field: 'contact_number', message: expect.stringMatching(/^Contact number must be/) },
      { field: 'email', message: 'Email must be a valid e-mail address' },
    ]);
    expect(res.body.message).toEqual(expect.any(String));
    expect(await t.services.messages.count()).toBe(0);
  });
});
