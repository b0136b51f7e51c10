/**
 * What changed (PRODUCT.md §22): an update's activity entry keeps each declared field before and
 * after, personal values masked (never kept in the log), and an erasure blanks them with the
 * summary.
 */
import { ADMIN_ACTOR, appPerFile } from '../test/harness';
import { MESSAGE } from '../test/inbox-fixtures';
import { changesOf, MASKED, plainFields } from './changes';
import { FIRST_CARD } from '../features/parcel-rates/parcel-rate.card';
import { messageRecord } from '../features/messages/message.record';

const t = appPerFile();
jest.setTimeout(60_000);

const LOG = `{ activity(pageSize: 5) { items { action entity entityId changes { field label before after } } } }`;

describe('changesOf', () => {
  it('keeps what an update changes, masks personal values, skips what it leaves', () => {
    const before = { status: 'NEW', email: 'a@example.com', name: 'Nusrat', subject: 'Hi' };
    const after = { status: 'DONE', email: 'b@example.com', name: 'Nusrat' };
    expect(changesOf(messageRecord.fields, before, after)).toEqual([
      { field: 'email', label: 'Email', before: MASKED, after: MASKED },
      { field: 'status', label: 'Status', before: 'NEW', after: 'DONE' },
    ]);
  });
});

describe('changesOf: secrets', () => {
  it('never keeps a hash, a token or a key, declared as such or named so', () => {
    const fields = { ...plainFields(['passwordHash', 'resetToken', 'role']) };
    const before = { passwordHash: '$argon2id$v=19$old', resetToken: 'abc123', role: 'editor' };
    const after = { passwordHash: '$argon2id$v=19$new', resetToken: 'def456', role: 'admin' };
    expect(changesOf(fields, before, after)).toEqual([
      { field: 'passwordHash', label: 'Password hash', before: MASKED, after: MASKED },
      { field: 'resetToken', label: 'Reset token', before: MASKED, after: MASKED },
      { field: 'role', label: 'Role', before: 'editor', after: 'admin' },
    ]);
    const declared = { nidNumber: { type: 'text' as const, secret: true } };
    expect(changesOf(declared, { nidNumber: '1234567890' }, { nidNumber: '9876543210' })).toEqual([
      { field: 'nidNumber', label: 'Nid number', before: MASKED, after: MASKED },
    ]);
  });
});

describe('every staff write of a request, field by field', () => {
  const ofEntry = async (entity: string, id: number) =>
    (
      await t.ds.query(
        `SELECT changes FROM activity_entries WHERE entity = $1 AND entity_id = $2 ORDER BY id DESC LIMIT 1`,
        [entity, id],
      )
    )[0].changes;

  it('an owner given and taken back: the owner before and after, by name', async () => {
    const msg = await t.services.messages.create({ ...MESSAGE, subject: 'Owner' });
    await t.services.cases.assign('MESSAGE', [msg.id], ADMIN_ACTOR.id, ADMIN_ACTOR);
    expect(await ofEntry('ContactMessage', msg.id)).toEqual([
      { field: 'assigneeId', label: 'Owner', before: null, after: ADMIN_ACTOR.username },
    ]);
    await t.services.cases.assign('MESSAGE', [msg.id], null, ADMIN_ACTOR);
    expect(await ofEntry('ContactMessage', msg.id)).toEqual([
      { field: 'assigneeId', label: 'Owner', before: ADMIN_ACTOR.username, after: null },
    ]);
  });

  it('a rate card changed: each changed field, the unchanged ones left out', async () => {
    const card = {
      effectiveFrom: '2027-06-01',
      zones: FIRST_CARD.zones,
      codBasisPoints: 100,
      returnCharge: 50,
    };
    const saved = await t.services.parcelRates.save(card, ADMIN_ACTOR);
    await t.services.parcelRates.save({ ...card, returnCharge: 60 }, ADMIN_ACTOR);
    expect(await ofEntry('ParcelRateCard', saved.id)).toEqual([
      { field: 'returnCharge', label: 'Return charge', before: '50', after: '60' },
    ]);
  });
});

describe('an account changed by an admin', () => {
  it('its role before and after; a new password only as changed, never its hash', async () => {
    const user = await t.services.users.create(
      { username: 'rina', role: 'editor', password: 'long-enough-1' },
      ADMIN_ACTOR,
    );
    await t.services.users.setRole(user.id, 'compliance', ADMIN_ACTOR);
    await t.services.users.resetPassword(user.id, 'another-long-one-2', ADMIN_ACTOR);
    const entries: { action: string; changes: unknown }[] = await t.ds.query(
      `SELECT action, changes FROM activity_entries WHERE entity = 'User' AND entity_id = $1
        AND action IN ('role', 'password') ORDER BY id`,
      [user.id],
    );
    expect(entries).toEqual([
      {
        action: 'role',
        changes: [{ field: 'role', label: 'Role', before: 'editor', after: 'compliance' }],
      },
      {
        action: 'password',
        changes: [{ field: 'passwordHash', label: 'Password hash', before: MASKED, after: MASKED }],
      },
    ]);
    const [{ password_hash: hash }] = await t.ds.query(
      `SELECT password_hash FROM users WHERE id = $1`,
      [user.id],
    );
    const [{ n }] = await t.ds.query(
      `SELECT count(*)::int AS n FROM activity_entries WHERE strpos(changes::text, $1) > 0`,
      [hash],
    );
    expect(n).toBe(0);
  });
});

describe('the activity log', () => {
  it('shows a status move field by field, and an erasure blanks it', async () => {
    const msg = await t.services.messages.create(MESSAGE);
    await t.services.messages.setStatus(
      msg.id,
      'IN_PROGRESS',
      `Call back on ${MESSAGE.contactNumber}`,
      ADMIN_ACTOR,
      'We will call you today',
    );
    const res = await t.gql(LOG, {}, t.adminToken());
    const [entry] = res.body.data.activity.items;
    expect(entry).toMatchObject({ action: 'status', entity: 'ContactMessage', entityId: msg.id });
    expect(entry.changes).toEqual([
      { field: 'status', label: 'Status', before: 'NEW', after: 'IN_PROGRESS' },
      {
        field: 'statusNote',
        label: 'Status note',
        before: null,
        after: `Call back on ${MESSAGE.contactNumber}`,
      },
      {
        field: 'visitorNote',
        label: 'Visitor note',
        before: null,
        after: 'We will call you today',
      },
    ]);

    await t.services.privacy.request({ email: MESSAGE.email, kind: 'ERASE' });
    const [{ id }] = await t.ds.query(`SELECT max(id) AS id FROM data_requests`);
    await t.ds.query(`UPDATE data_requests SET confirmed_at = now() WHERE id = $1`, [id]);
    await t.services.privacy.fulfil(id, ADMIN_ACTOR);
    const held = await t.ds.query(
      `SELECT id FROM activity_entries WHERE changes::text LIKE '%' || $1 || '%' OR (entity = 'ContactMessage' AND changes IS NOT NULL)`,
      [MESSAGE.contactNumber],
    );
    expect(held).toEqual([]);
  });
});
