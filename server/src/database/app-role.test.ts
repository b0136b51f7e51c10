/**
 * The app's role: the app serves requests connected as a role given grantAppRole's grants (as
 * main.ts does with two roles, and the embedded database always). The activity log can be added
 * to and read, never edited or emptied — not even by turning on the redaction mode itself — while
 * drw_redact_activity still blanks an entry; the other tables stay writable; it owns nothing and
 * can make nothing.
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

it('adds to the activity log but cannot alter it, except through the redaction function', async () => {
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

  const { rows } = await app.query(
    `SELECT drw_redact_activity('ContactMessage', ARRAY[$1::int], ARRAY['rumana@example.com'])`,
    [message.id],
  );
  expect(rows).toEqual([{ drw_redact_activity: 1 }]);
  const summaries = await app.query(`SELECT entity, summary FROM activity_entries ORDER BY id`);
  expect(summaries.rows).toEqual([
    { entity: 'ContactMessage', summary: '[erased]' },
    { entity: 'Test', summary: 'added' },
  ]);
  // The rest of the app's tables stay its to change.
  await app.query(`UPDATE contact_messages SET status = 'DONE' WHERE id = $1`, [message.id]);
  await app.query(`DELETE FROM contact_messages WHERE id = $1`, [message.id]);
});
