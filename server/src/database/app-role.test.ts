/**
 * The app's role: connected as a role given grantAppRole's grants, the activity
 * log can be added to and read, never edited or emptied — not even by turning on the redaction
 * mode itself — while drw_redact_activity still blanks an entry; the other tables stay writable.
 */
import { Client } from 'pg';
import { createTestApp, ADMIN_ACTOR, type TestApp } from '../test/harness';
import { grantAppRole } from './app-role';

let t: TestApp;
const ROLE = `drw_app_test_${process.pid}`;
let app: Client;

beforeAll(async () => {
  t = await createTestApp();
  await t.reset();
  await t.ds.query(`DROP ROLE IF EXISTS ${ROLE}`);
  await t.ds.query(`CREATE ROLE ${ROLE} LOGIN PASSWORD 'app-role-test'`);
  await grantAppRole(t.ds, ROLE);
  const url = new URL((t.ds.options as { url: string }).url);
  url.username = ROLE;
  url.password = 'app-role-test';
  app = new Client({ connectionString: url.toString() });
  await app.connect();
});
afterAll(async () => {
  await app?.end();
  await t.ds.query(`REASSIGN OWNED BY ${ROLE} TO CURRENT_USER`);
  await t.ds.query(`DROP OWNED BY ${ROLE}`);
  await t.ds.query(`DROP ROLE IF EXISTS ${ROLE}`);
  await t.close();
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
