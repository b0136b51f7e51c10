import request from 'supertest';
import { appPerFile, ADMIN, ADMIN_ACTOR } from '../../test/harness';
import { signInOverRest } from '../../test/sign-in';

const t = appPerFile();

const CREATE = `mutation($input: StaffUserInput!) { createStaffUser(input: $input) { id username role active } }`;
const ACTIVE = `mutation($id: Int!, $active: Boolean!) { setStaffUserActive(id: $id, active: $active) { id active } }`;
const ROLE = `mutation($id: Int!, $role: String!) { setStaffUserRole(id: $id, role: $role) { id role } }`;
const CHANGE = `mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }`;
const login = (username: string, password: string) =>
  request(t.app).post('/api/auth/login').send({ username, password });
const profile = (token: string) =>
  request(t.app).get('/api/auth/profile').set('authorization', `Bearer ${token}`);

describe('staff accounts', () => {
  it('an admin creates an editor, who signs in with the editor role', async () => {
    const res = await t.gql(
      CREATE,
      { input: { username: ' rina ', role: 'editor', password: 'long-enough-1' } },
      t.adminToken(),
    );
    expect(res.body.data.createStaffUser).toMatchObject({
      username: 'rina',
      role: 'editor',
      active: true,
    });
    const signed = await login('rina', 'long-enough-1').expect(200);
    expect((await profile(signed.body.access_token).expect(200)).body.userrole).toBe('editor');
    const list = await t.gql('{ staffUsers { username role active } }', {}, t.adminToken());
    expect(list.body.data.staffUsers.map((u: { username: string }) => u.username)).toEqual([
      'admin',
      'rina',
    ]);
  });

  it.each([
    [{ username: 'ab', role: 'editor', password: 'long-enough-1' }, 'username', /3 to 64/],
    [{ username: 'bad name', role: 'editor', password: 'long-enough-1' }, 'username', /letters/],
    [
      { username: 'rina', role: 'viewer', password: 'long-enough-1' },
      'role',
      /admin, editor or compliance/,
    ],
    [{ username: 'rina', role: 'editor', password: 'short' }, 'password', /at least 12/],
    [{ username: 'rina', role: 'editor', password: 'eleven-char' }, 'password', /at least 12/],
    [{ username: 'rina', role: 'editor', password: 'password1234' }, 'password', /most common/],
    [{ username: 'rina', role: 'editor', password: 'Iloveyou2026!' }, 'password', /most common/],
  ])('refuses bad input %#, creating nothing', async (input, field, message) => {
    const res = await t.gql(CREATE, { input }, t.adminToken());
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors[0].extensions.fields).toEqual([
      { field, message: expect.stringMatching(message) },
    ]);
    expect(await t.services.users.list()).toHaveLength(1);
  });

  it('refuses a taken username, whatever its case', async () => {
    const res = await t.gql(
      CREATE,
      { input: { username: 'ADMIN', role: 'editor', password: 'long-enough-1' } },
      t.adminToken(),
    );
    expect(res.body.errors[0]).toMatchObject({
      extensions: { code: 'CONFLICT' },
      message: 'The username "ADMIN" is taken',
    });
  });

  it("a disabled account's token is refused at once, and it cannot sign in", async () => {
    const token = await t.staffToken('rina', 'editor');
    await profile(token).expect(200);
    const rina = (await t.services.users.list()).find((u) => u.username === 'rina')!;
    const off = await t.gql(ACTIVE, { id: rina.id, active: false }, t.adminToken());
    expect(off.body.data.setStaffUserActive.active).toBe(false);
    await profile(token).expect(401);
    const gql = await t.gql('{ me { username } }', {}, token);
    expect(gql.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await login('rina', 'rina-password').expect(401)).body.message).toMatch(/disabled/);
    // Disabling ended rina's sessions: enabled again, she signs in afresh.
    await t.gql(ACTIVE, { id: rina.id, active: true }, t.adminToken());
    await profile(token).expect(401);
    const fresh = (await login('rina', 'rina-password').expect(200)).body.access_token;
    await profile(fresh).expect(200);
  });

  it('never disables or demotes the last active admin, and a demotion takes effect at once', async () => {
    const self = await t.gql(ACTIVE, { id: 1, active: false }, t.adminToken());
    expect(self.body.errors[0].message).toBe('You cannot disable your own account');
    const demote = await t.gql(ROLE, { id: 1, role: 'editor' }, t.adminToken());
    expect(demote.body.errors[0]).toMatchObject({
      message: 'You cannot demote the last active admin: make another admin first',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const second = await t.staffToken('boss', 'admin');
    const boss = (await t.services.users.list()).find((u) => u.username === 'boss')!;
    // With a second admin, admin 1 can be demoted; its sessions end, and
    // signed in again it is an editor.
    expect(
      (await t.gql(ROLE, { id: 1, role: 'editor' }, second)).body.data.setStaffUserRole.role,
    ).toBe('editor');
    expect(
      (await t.gql('{ staffUsers { id } }', {}, t.adminToken())).body.errors[0].extensions.code,
    ).toBe('UNAUTHENTICATED');
    const again = await signInOverRest(t);
    expect((await t.gql('{ staffUsers { id } }', {}, again)).body.errors[0].extensions.code).toBe(
      'FORBIDDEN',
    );
    // boss is now the last active admin
    const last = await t.gql(ACTIVE, { id: boss.id, active: false }, again);
    expect(last.body.errors[0].extensions.code).toBe('FORBIDDEN');
    await expect(t.services.users.setActive(boss.id, false, ADMIN_ACTOR)).rejects.toMatchObject({
      message: 'You cannot disable the last active admin: make another admin first',
    });
  });

  it('every user changes their own password with the current one; admins reset others', async () => {
    const token = await t.staffToken('rina', 'editor');
    const wrong = await t.gql(CHANGE, { c: 'not-my-password', n: 'brand-new-pass' }, token);
    expect(wrong.body.errors[0].extensions.fields).toEqual([
      { field: 'currentPassword', message: 'The current password is not right' },
    ]);
    const short = await t.gql(CHANGE, { c: 'rina-password', n: 'short' }, token);
    expect(short.body.errors[0].extensions.fields[0].field).toBe('newPassword');
    expect(
      (await t.gql(CHANGE, { c: 'rina-password', n: 'brand-new-pass' }, token)).body.data
        .changePassword,
    ).toBe(true);
    await login('rina', 'rina-password').expect(401);
    await login('rina', 'brand-new-pass').expect(200);
    const rina = (await t.services.users.list()).find((u) => u.username === 'rina')!;
    await t.gql(
      'mutation($id: Int!, $p: String!) { resetStaffUserPassword(id: $id, password: $p) { id } }',
      { id: rina.id, p: 'reset-by-admin' },
      t.adminToken(),
    );
    await login('rina', 'reset-by-admin').expect(200);
    await login(ADMIN.username, ADMIN.password).expect(200);
  });
});
