/**
 * Password rules: at least 12 characters for every account, the first admin's
 * included; common passwords refused; a password an admin generated or set must be changed at
 * the next sign-in, and until then the token reaches nothing else.
 */
import request from 'supertest';
import { loadConfig } from '../../config';
import { appPerFile, ADMIN, ADMIN_ACTOR, JWT_SECRET } from '../../test/harness';
import { signInOverRest } from '../../test/sign-in';

const t = appPerFile();

const CHANGE =
  'mutation($c:String!,$n:String!){ changePassword(currentPassword:$c, newPassword:$n) }';
const signIn = (username: string, password: string) => signInOverRest(t, { username, password });

async function newAdmin(password: string) {
  const res = await t.gql(
    'mutation($i:StaffUserInput!){ createStaffUser(input:$i){ id mustChangePassword } }',
    { i: { username: 'nadia', role: 'admin', password } },
    t.adminToken(),
  );
  return res.body.data.createStaffUser as { id: number; mustChangePassword: boolean };
}

describe('a password an admin set', () => {
  it('must be changed at the next sign-in: until then only me, logout and changePassword answer', async () => {
    const created = await newAdmin('set-by-the-admin-1');
    expect(created.mustChangePassword).toBe(true);
    const token = await signIn('nadia', 'set-by-the-admin-1');

    const me = await t.gql('{ me { username mustChangePassword } }', {}, token);
    expect(me.body.data.me).toEqual({ username: 'nadia', mustChangePassword: true });
    const list = await t.gql('{ staffUsers { id } }', {}, token);
    expect(list.body.errors[0].extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'CHANGE_PASSWORD',
    });
    const rest = await request(t.app)
      .get('/api/contactus')
      .set('authorization', `Bearer ${token}`)
      .expect(403);
    expect(rest.body).toMatchObject({ reason: 'CHANGE_PASSWORD' });
    await request(t.app)
      .get('/api/auth/profile')
      .set('authorization', `Bearer ${token}`)
      .expect(200);

    const changed = await t.gql(CHANGE, { c: 'set-by-the-admin-1', n: 'nadias-own-choice' }, token);
    expect(changed.body.data).toEqual({ changePassword: true });
    const after = await t.gql('{ staffUsers { id } }', {}, token);
    expect(after.body.errors).toBeUndefined();
    expect((await t.gql('{ me { mustChangePassword } }', {}, token)).body.data.me).toEqual({
      mustChangePassword: false,
    });
  });

  it('an admin’s reset makes it so again', async () => {
    const { id } = await newAdmin('set-by-the-admin-1');
    await t.gql(
      CHANGE,
      { c: 'set-by-the-admin-1', n: 'nadias-own-choice' },
      await signIn('nadia', 'set-by-the-admin-1'),
    );
    await t.services.users.resetPassword(id, 'reset-by-the-admin', ADMIN_ACTOR);
    const token = await signIn('nadia', 'reset-by-the-admin');
    const list = await t.gql('{ staffUsers { id } }', {}, token);
    expect(list.body.errors[0].extensions.reason).toBe('CHANGE_PASSWORD');
  });

  it('changePassword refuses a short or common new password, changing nothing', async () => {
    const token = t.adminToken();
    for (const [n, message] of [
      ['only-eleven', /at least 12/],
      ['qwerty123456', /most common/],
      ['Sunshine2025!!', /most common/],
    ] as const) {
      const res = await t.gql(CHANGE, { c: ADMIN.password, n }, token);
      expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(res.body.errors[0].message).toMatch(message);
    }
    await signIn(ADMIN.username, ADMIN.password);
  });
});

describe('the first admin', () => {
  it('ADMIN_PASSWORD needs 12 characters and not a common password', () => {
    const env = { NODE_ENV: 'test', JWT_SECRET };
    expect(() => loadConfig({ ...env, ADMIN_PASSWORD: 'elevenchars' })).toThrow(/at least 12/);
    expect(() => loadConfig({ ...env, ADMIN_PASSWORD: 'password1234' })).toThrow(/most common/);
    expect(loadConfig({ ...env, ADMIN_PASSWORD: ADMIN.password }).ADMIN_PASSWORD).toBe(
      ADMIN.password,
    );
  });

  it('a generated password must be changed at the first sign-in', async () => {
    await t.ds.query('TRUNCATE users RESTART IDENTITY CASCADE');
    const out: string[] = [];
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      out.push(String(chunk));
      return true;
    });
    try {
      await t.services.auth.ensureAdmin('owner', undefined, t.services.log);
    } finally {
      spy.mockRestore();
    }
    const password = /password: (\S+)/.exec(out.join(''))![1];
    expect(password.length).toBeGreaterThanOrEqual(12);
    const token = await signIn('owner', password);
    const list = await t.gql('{ staffUsers { id } }', {}, token);
    expect(list.body.errors[0].extensions.reason).toBe('CHANGE_PASSWORD');
  });
});
