/**
 * What changed (PRODUCT.md §22): an update's activity entry keeps each declared field before and
 * after, personal values masked (never kept in the log), and an erasure blanks them with the
 * summary.
 */
import { ADMIN_ACTOR, appPerFile } from '../test/harness';
import { MESSAGE } from '../test/inbox-fixtures';
import { changesOf, MASKED } from './changes';
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
