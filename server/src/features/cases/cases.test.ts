/**
 * Cases (PRODUCT.md §22) against a real PostgreSQL and SMTP sink: the on-duty round robin,
 * assigning by hand ("Mine"), internal notes with @mentions (alert and e-mail to that colleague
 * alone), and that a note never reaches anything the visitor reads.
 */
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { strFromU8, unzipSync } from 'fflate';
import { appPerFile } from '../../test/harness';
import { createMailTestApp } from '../../test/mail-app';
import { buildExport } from '../privacy/export';
import { alertStream } from '../staff-alerts/staff-alert';

const inbox: ParsedMail[] = [];
const t = appPerFile(() =>
  createMailTestApp({ MAIL_FROM: 'DigitalRideWeb <hello@digitalride.test>' }, { inbox }),
);
jest.setTimeout(30_000);

const visitor = (n: number) => ({
  name: `Nusrat ${n}`,
  contactNumber: '01712345678',
  email: `nusrat${n}@example.com`,
  subject: `Corporate account ${n}`,
  message: 'Please call me',
});

/** A colleague: an admin (or editor) account, its id and token, on duty if asked. */
async function colleague(username: string, onDuty: boolean, role: 'admin' | 'editor' = 'admin') {
  const token = await t.staffToken(username, role);
  const [{ id }] = await t.ds.query<{ id: number }[]>('SELECT id FROM users WHERE username = $1', [
    username,
  ]);
  await t.ds.query('UPDATE users SET email = $2 WHERE id = $1', [id, `${username}@staff.test`]);
  const res = await t.gql('mutation { setOnDuty(onDuty: true) }', {}, token);
  if (role === 'editor') {
    // Editors do not work the inbox: they may not go on duty (and were they marked so, as an
    // admin demoted, the round robin still passes them by).
    expect(res.body.errors[0].extensions.code).toBe('FORBIDDEN');
    await t.ds.query('UPDATE users SET on_duty = $2 WHERE id = $1', [id, onDuty]);
  } else {
    expect(res.body).toEqual({ data: { setOnDuty: true } });
    if (!onDuty) await t.gql('mutation { setOnDuty(onDuty: false) }', {}, token);
  }
  return { id, token };
}

const ASSIGN = `mutation($kind: RequestKind!, $ids: [Int!]!, $userId: Int) {
  assignRequests(kind: $kind, ids: $ids, userId: $userId)
}`;
const MINE = `query($assigneeId: Int) {
  contactMessages(page: 1, pageSize: 20, assigneeId: $assigneeId) { total items { id assigneeId } }
}`;
const NOTE = `mutation($id: Int!, $body: String!) {
  addInternalNote(kind: MESSAGE, id: $id, body: $body) { id author body }
}`;

/** The owners of the messages, oldest message first. */
const owners = async () =>
  (
    await t.ds.query<{ assignee_id: number | null }[]>(
      'SELECT assignee_id FROM contact_messages ORDER BY id',
    )
  ).map((r) => r.assignee_id);

describe('owners', () => {
  it('gives each new request to the on-duty admin with the fewest open ones, ties to the oldest account', async () => {
    const alice = await colleague('alice', true);
    const bob = await colleague('bob', true);
    await colleague('erin', true, 'editor'); // on duty, but editors do not work the inbox
    await colleague('carl', false);
    for (let i = 1; i <= 3; i++) await t.services.messages.create(visitor(i));
    expect(await owners()).toEqual([alice.id, bob.id, alice.id]);
    // A finished request no longer counts: bob (1 open) now has more than alice (0 open).
    await t.ds.query(`UPDATE contact_messages SET status = 'DONE' WHERE assignee_id = $1`, [
      alice.id,
    ]);
    await t.services.messages.create(visitor(4));
    expect((await owners()).at(-1)).toBe(alice.id);
    // Fewer open requests wins over the older account: bob (0) before alice (1).
    await t.ds.query(`UPDATE contact_messages SET assignee_id = NULL WHERE assignee_id = $1`, [
      bob.id,
    ]);
    await t.services.messages.create(visitor(5));
    expect((await owners()).at(-1)).toBe(bob.id);
  });

  it('leaves a request unassigned when nobody is on duty, and never tells the visitor its owner', async () => {
    const res = await request(t.app)
      .post('/graphql')
      .send({
        query: `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { id assigneeId } }`,
        variables: { input: visitor(1) },
      });
    expect(res.body.data.sendContactMessage.assigneeId).toBeNull();
    await colleague('alice', true);
    const again = await request(t.app)
      .post('/graphql')
      .send({
        query: `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { id assigneeId } }`,
        variables: { input: visitor(2) },
      });
    const { id } = again.body.data.sendContactMessage;
    expect(again.body.data.sendContactMessage.assigneeId).toBeNull();
    const [row] = await t.ds.query('SELECT assignee_id FROM contact_messages WHERE id = $1', [id]);
    expect(row.assignee_id).not.toBeNull();
  });

  it('assigns in bulk, all or nothing, to an active admin only; "Mine" lists one’s own', async () => {
    const alice = await colleague('alice', false);
    const editor = await colleague('erin', false, 'editor');
    const a = await t.services.messages.create(visitor(1));
    const b = await t.services.messages.create(visitor(2));
    await t.services.messages.create(visitor(3));
    const ok = await t.gql(
      ASSIGN,
      { kind: 'MESSAGE', ids: [a.id, b.id], userId: alice.id },
      t.adminToken(),
    );
    expect(ok.body).toEqual({ data: { assignRequests: 2 } });
    const mine = await t.gql(MINE, { assigneeId: alice.id }, alice.token);
    expect(mine.body.data.contactMessages.total).toBe(2);
    expect(mine.body.data.contactMessages.items.map((r: { id: number }) => r.id).sort()).toEqual(
      [a.id, b.id].sort(),
    );

    const missing = await t.gql(
      ASSIGN,
      { kind: 'MESSAGE', ids: [a.id, 999], userId: null },
      t.adminToken(),
    );
    expect(missing.body.errors[0].message).toMatch(/Nothing was changed.*999: not found/);
    const toEditor = await t.gql(
      ASSIGN,
      { kind: 'MESSAGE', ids: [a.id], userId: editor.id },
      t.adminToken(),
    );
    expect(toEditor.body.errors[0].message).toMatch(/active admin/);
    const byEditor = await t.gql(
      ASSIGN,
      { kind: 'MESSAGE', ids: [a.id], userId: null },
      editor.token,
    );
    expect(byEditor.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const still = await t.gql(MINE, { assigneeId: alice.id }, alice.token);
    expect(still.body.data.contactMessages.total).toBe(2);

    const [entry] = await t.ds.query(
      `SELECT summary FROM activity_entries WHERE action = 'update' AND entity = 'ContactMessage' ORDER BY id LIMIT 1`,
    );
    expect(entry.summary).toMatch(/assigned to alice/);
  });
});

describe('internal notes', () => {
  it('tells the mentioned colleague alone, live and by e-mail', async () => {
    const alice = await colleague('alice', false);
    const bob = await colleague('bob', false);
    const m = await t.services.messages.create(visitor(1));
    const forAlice = alertStream(t.services.bus, alice.id);
    const forBob = alertStream(t.services.bus, bob.id);
    const res = await t.gql(
      NOTE,
      { id: m.id, body: 'Corporate lead, @alice please call today.' },
      t.adminToken(),
    );
    expect(res.body.data.addInternalNote).toMatchObject({ author: 'admin' });
    const alert = await forAlice.next();
    expect(alert.value).toMatchObject({ kind: 'MESSAGE', id: m.id, forUserId: alice.id });
    expect(alert.value.title).toBe(`admin mentioned you on message ${m.reference}`);
    // Bob's first alert is the next message's, not the mention.
    const next = await t.services.messages.create(visitor(2));
    expect((await forBob.next()).value).toMatchObject({
      id: next.id,
      title: 'Message from Nusrat 2: Corporate account 2',
    });
    await forAlice.return!();
    await forBob.return!();

    const until = Date.now() + 20_000;
    while (!inbox.some((mail) => mail.subject?.includes('mentioned you')) && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const mentions = inbox.filter((mail) => mail.subject?.includes('mentioned you'));
    expect(mentions).toHaveLength(1);
    expect(mentions[0].to && 'value' in mentions[0].to && mentions[0].to.value[0].address).toBe(
      'alice@staff.test',
    );
    expect(mentions[0].text).toContain('@alice please call today.');
    expect(mentions[0].text).toContain(`/dashbord/viewMessage/${m.id}`);
  });

  it('refuses an empty note, an unknown request and anyone but an admin', async () => {
    const m = await t.services.messages.create(visitor(1));
    const editor = await colleague('erin', false, 'editor');
    expect(
      (await t.gql(NOTE, { id: m.id, body: '  ' }, t.adminToken())).body.errors[0].message,
    ).toBe('Write the note first');
    expect((await t.gql(NOTE, { id: 999, body: 'x' }, t.adminToken())).body.errors[0].message).toBe(
      'Message not found',
    );
    expect(
      (await t.gql(NOTE, { id: m.id, body: 'x' }, editor.token)).body.errors[0].extensions.code,
    ).toBe('FORBIDDEN');
    expect((await t.gql(NOTE, { id: m.id, body: 'x' })).body.errors[0].extensions.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('attacker: a note never reaches the visitor — status page, REST, answer fields, export — and goes with the request', async () => {
    const SECRET = 'INTERNAL-ONLY refund fraud suspected';
    // The visitor sends with an Idempotency-Key; staff then write a note on what they sent.
    const SEND = `mutation($input: ContactMessageInput!) {
      sendContactMessage(input: $input) { id reference internalNotesOf { body } }
    }`;
    const send = () =>
      request(t.app)
        .post('/graphql')
        .set('idempotency-key', 'attacker-key-0001')
        .send({ query: SEND, variables: { input: visitor(1) } });
    const first = await send();
    // Refused the field, the answer is an error; the message is stored all the same.
    const [m] = await t.ds.query<{ id: number; reference: string }[]>(
      'SELECT id, reference FROM contact_messages',
    );
    await t.gql(NOTE, { id: m.id, body: SECRET }, t.adminToken());
    // Sent again, the first send's answer comes back: the visitor asks it for the notes.
    const replay = await send();
    expect(JSON.stringify(replay.body)).not.toContain('INTERNAL-ONLY');
    expect(JSON.stringify(first.body)).not.toContain('INTERNAL-ONLY');

    const status = await t.gql(
      `query($r: String!, $c: String!) { requestStatus(reference: $r, contact: $c) { reference status steps { status note } } }`,
      { r: m.reference, c: 'nusrat1@example.com' },
    );
    expect(status.body.data.requestStatus.reference).toBe(m.reference);
    expect(JSON.stringify(status.body)).not.toContain('INTERNAL-ONLY');
    const page = await request(t.app).get(`/status?ref=${m.reference}`);
    expect(page.text).not.toContain('INTERNAL-ONLY');

    const rest = await request(t.app).post('/api/contactus').send({
      name: 'Nusrat 1',
      contact_number: '01712345678',
      email: 'nusrat1@example.com',
      subject: 'Again',
      message: 'Hello',
    });
    expect(rest.status).toBeLessThan(300);
    expect(JSON.stringify(rest.body)).not.toMatch(/INTERNAL-ONLY|assignee|internal/i);

    const name = await buildExport(
      t.served,
      t.services.storage,
      'nusrat1@example.com',
      t.services.privacy.records,
    );
    const stream = await t.services.storage.store.read('private', name);
    const chunks: Buffer[] = [];
    for await (const chunk of stream!) chunks.push(chunk as Buffer);
    const files = unzipSync(new Uint8Array(Buffer.concat(chunks)));
    for (const file of Object.values(files))
      expect(strFromU8(file)).not.toMatch(/INTERNAL-ONLY|assignee/i);

    await t.services.messages.delete(m.id, { id: 1, username: 'admin' });
    expect(await t.ds.query('SELECT * FROM internal_notes')).toEqual([]);
  });
});
