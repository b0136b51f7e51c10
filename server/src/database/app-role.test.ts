/**
 * The app's role: the app serves requests connected as a role given grantAppRole's grants (as
 * main.ts does with two roles, and the embedded database always). The activity log can be added
 * to (at the current time) and read, never edited or emptied — not even by turning on the
 * redaction mode itself, nor by calling drw_redact_activity — while an erasure's delete still blanks
 * the entries about the rows it deletes; the other tables stay writable; it owns nothing and can
 * make nothing.
 */
import { Client } from 'pg';
import request from 'supertest';
import { createTestApp, ADMIN_ACTOR, type TestApp } from '../test/harness';
import { roleOf, tooPrivileged } from './app-role';

let t: TestApp;
let app: Client;
let role: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_WRITE_LIMIT_PER_MIN: '1000' });
  const url = (t.served.options as { url: string }).url;
  role = roleOf(url);
  app = new Client({ connectionString: url });
  await app.connect();
});
beforeEach(() => t.reset());
afterAll(async () => {
  await app?.end();
  await t.close();
});

it('serves visitors and staff as the app role, which owns nothing and cannot alter the log', async () => {
  const [{ current_user: servedAs }] = await t.served.query(`SELECT current_user`);
  expect(servedAs).toBe(role);
  expect(role).not.toBe(roleOf((t.ds.options as { url: string }).url));

  const sent = await request(t.app)
    .post('/api/contactus')
    .send({
      name: 'Rumana Akter',
      contact_number: '01715-220033',
      email: 'rumana@example.com',
      subject: 'Refund',
      message: 'Please refund my ride',
    })
    .expect(201);
  const token = t.adminToken();
  const moved = await t.gql(
    `mutation($id: Int!) { setContactMessageStatus(id: $id, status: IN_PROGRESS, note: "called") { status } }`,
    { id: sent.body.id },
    token,
  );
  expect(moved.body).toEqual({ data: { setContactMessageStatus: { status: 'IN_PROGRESS' } } });
  const log = await t.gql(`{ activity { items { entity action } } }`, {}, token);
  expect(log.body.data.activity.items).toEqual([
    expect.objectContaining({ entity: 'ContactMessage' }),
  ]);

  const denied = /permission denied for table activity_entries/;
  await expect(t.served.query(`UPDATE activity_entries SET summary = 'x'`)).rejects.toThrow(denied);
  await expect(t.served.query(`DELETE FROM activity_entries`)).rejects.toThrow(denied);
  await expect(t.served.query(`CREATE TABLE mine (id int)`)).rejects.toThrow(/permission denied/);
  const owned = await t.ds.query(
    `SELECT c.relname FROM pg_class c JOIN pg_roles r ON r.oid = c.relowner WHERE r.rolname = $1`,
    [role],
  );
  expect(owned).toEqual([]);
  // Start-up says it loudly when the app serves as the owner (a one-role deployment).
  expect(await tooPrivileged(t.served)).toBeNull();
  expect(await tooPrivileged(t.ds)).toMatch(/serves requests as \w+, a superuser/);
});

it('adds to the activity log at the current time, and cannot alter it but by erasing rows', async () => {
  const message = await t.services.messages.create({
    name: 'Rumana Akter',
    contactNumber: '01715-220033',
    email: 'rumana@example.com',
    subject: 'Refund',
    message: 'Please refund my ride',
  });
  await t.services.messages.setStatus(message.id, 'IN_PROGRESS', '', ADMIN_ACTOR);
  await app.query(
    `INSERT INTO activity_entries (actor, action, entity, summary) VALUES ('app', 'create', 'Test', 'added')`,
  );
  const denied = /permission denied for table activity_entries/;
  await expect(app.query(`UPDATE activity_entries SET summary = 'x'`)).rejects.toThrow(denied);
  await expect(app.query(`DELETE FROM activity_entries`)).rejects.toThrow(denied);
  await expect(app.query(`TRUNCATE activity_entries`)).rejects.toThrow(denied);
  await app.query(`BEGIN`);
  await app.query(`SET LOCAL drw.redacting = 'on'`);
  await expect(app.query(`UPDATE activity_entries SET summary = 'x'`)).rejects.toThrow(denied);
  await app.query(`ROLLBACK`);

  // Not even the function that rewrites the log: only an erasure's delete calls it (a trigger
  // that runs as the owner), for the rows deleted and the values they held.
  await expect(
    app.query(
      `SELECT drw_redact_activity('ContactMessage', ARRAY[$1::int], ARRAY['rumana@example.com'])`,
      [message.id],
    ),
  ).rejects.toThrow(/permission denied for function drw_redact_activity/);
  // An entry is written at the current time: never backdated, nor dated ahead.
  for (const at of ['2020-01-01T00:00:00Z', '2099-01-01T00:00:00Z']) {
    await expect(
      app.query(
        `INSERT INTO activity_entries (at, actor, action, entity, summary) VALUES ($1, 'app', 'create', 'Test', 'x')`,
        [at],
      ),
    ).rejects.toThrow(/activity entries are written at the current time/);
  }
  await app.query(`BEGIN`);
  await app.query(`SET LOCAL drw.erasing = 'on'`);
  await app.query(`DELETE FROM contact_messages WHERE id = $1`, [message.id]);
  await app.query(`COMMIT`);
  const summaries = await app.query(`SELECT entity, summary FROM activity_entries ORDER BY id`);
  expect(summaries.rows).toEqual([
    { entity: 'ContactMessage', summary: '[erased]' },
    { entity: 'Test', summary: 'added' },
  ]);
  // The rest of the app's tables stay its to change; a delete outside an erasure keeps the log.
  const other = await t.services.messages.create({
    name: 'Karim',
    contactNumber: '01819-000111',
    email: 'karim@example.com',
    subject: 'Parcel',
    message: 'Where is it?',
  });
  await t.services.messages.setStatus(other.id, 'IN_PROGRESS', '', ADMIN_ACTOR);
  await app.query(`UPDATE contact_messages SET status = 'DONE' WHERE id = $1`, [other.id]);
  await app.query(`DELETE FROM contact_messages WHERE id = $1`, [other.id]);
  const kept = await app.query(`SELECT summary FROM activity_entries WHERE entity_id = $1`, [
    other.id,
  ]);
  expect(kept.rows).toEqual([{ summary: expect.stringContaining('Karim') }]);
});
