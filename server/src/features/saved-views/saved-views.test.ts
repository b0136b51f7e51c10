/**
 * Saved views (PRODUCT.md §22): a staff member's own, and an admin's for a role, each with how
 * many rows it shows. The attacker first: an editor sees no admin-only or other role's view,
 * nor another's own, and can neither change nor delete them.
 */
import { appPerFile } from '../../test/harness';
import { MESSAGE } from '../../test/inbox-fixtures';

const t = appPerFile();

const SAVE = `mutation($id: Int, $input: SavedViewInput!) {
  saveView(id: $id, input: $input) { id name kind status late role count }
}`;
const VIEWS = `{ savedViews { id name role count } }`;
const DELETE = `mutation($id: Int!) { deleteView(id: $id) }`;

const message = (subject: string) => t.services.messages.create({ ...MESSAGE, subject });

async function saved(token: string, input: object, id?: number) {
  const res = await t.gql(SAVE, { id, input }, token);
  return res.body;
}

describe('an editor and the views of others', () => {
  it('sees neither an admin-only view nor another’s, and can change or delete none of them', async () => {
    const admin = t.adminToken();
    const editor = await t.staffToken('rina', 'editor');
    const other = await t.staffToken('karim', 'editor');
    const adminOnly = (
      await saved(admin, { name: 'Late', kind: 'MESSAGE', late: true, forRole: 'admin' })
    ).data.saveView;
    const mine = (await saved(admin, { name: 'Mine', kind: 'MESSAGE', status: 'NEW' })).data
      .saveView;
    const karims = (await saved(other, { name: 'Karim’s', kind: 'MESSAGE' })).data.saveView;
    const forEditors = (
      await saved(admin, { name: 'For editors', kind: 'MESSAGE', forRole: 'editor' })
    ).data.saveView;

    const seen = (await t.gql(VIEWS, {}, editor)).body.data.savedViews;
    expect(seen.map((v: { name: string }) => v.name)).toEqual(['For editors']);
    // Counts are the inbox's, which only admins read.
    expect(seen[0].count).toBeNull();

    for (const id of [adminOnly.id, mine.id, karims.id]) {
      const change = await saved(editor, { name: 'Hijacked', kind: 'MESSAGE' }, id);
      expect(change.errors[0].extensions.code).toBe('NOT_FOUND');
      const gone = await t.gql(DELETE, { id }, editor);
      expect(gone.body.errors[0].extensions.code).toBe('NOT_FOUND');
    }
    // The role's view is seen, not changed: that is an admin's.
    const change = await saved(editor, { name: 'Hijacked', kind: 'MESSAGE' }, forEditors.id);
    expect(change.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(
      (await t.gql(DELETE, { id: forEditors.id }, editor)).body.errors[0].extensions.code,
    ).toBe('FORBIDDEN');
    // Nor saves one for a role.
    const forRole = await saved(editor, { name: 'All', kind: 'MESSAGE', forRole: 'editor' });
    expect(forRole.errors[0].extensions.code).toBe('FORBIDDEN');
    const [{ n }] = await t.ds.query(
      `SELECT count(*)::int AS n FROM saved_views WHERE name = 'Hijacked'`,
    );
    expect(n).toBe(0);
    expect(await t.ds.query(`SELECT name FROM saved_views ORDER BY id`)).toHaveLength(4);
  });

  it('refuses bad input with a clear message and anyone signed out', async () => {
    const editor = await t.staffToken('rina', 'editor');
    const blank = await saved(editor, { name: '  ', kind: 'MESSAGE' });
    expect(blank.errors[0].message).toMatch(/Name/);
    const state = await saved(editor, { name: 'x', kind: 'MESSAGE', status: 'new; drop' });
    expect(state.errors[0].message).toBe('status must be a workflow state');
    const anon = await t.gql(VIEWS, {});
    expect(anon.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('an admin’s views', () => {
  it('are listed with how many rows each shows now: the Late view, a status, a search', async () => {
    const admin = t.adminToken();
    const late = await message('Charged twice');
    await message('Lost umbrella');
    await t.ds.query(
      `UPDATE contact_messages SET reply_by = now() - interval '1 hour' WHERE id = $1`,
      [late.id],
    );
    await saved(admin, { name: 'Late', kind: 'MESSAGE', late: true, forRole: 'admin' });
    await saved(admin, { name: 'New', kind: 'MESSAGE', status: 'NEW' });
    await saved(admin, { name: 'Umbrellas', kind: 'MESSAGE', search: 'umbrella' });
    const views = (await t.gql(VIEWS, {}, admin)).body.data.savedViews;
    expect(views.map((v: { name: string; count: number }) => [v.name, v.count])).toEqual([
      ['Late', 1],
      ['New', 2],
      ['Umbrellas', 1],
    ]);
  });
});
