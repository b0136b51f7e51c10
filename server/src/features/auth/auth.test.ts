import jwt from 'jsonwebtoken';
import request from 'supertest';
import { appPerFile, ADMIN, createTestApp, JWT_SECRET } from '../../test/harness';

const t = appPerFile(() => createTestApp({ JWT_TTL: '2h' }));

const login = (body: object) => request(t.app).post('/api/auth/login').send(body);

describe('REST auth/login', () => {
  it('answers an HS256 token with sub, username, userrole, iat and exp in seconds', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await login(ADMIN).expect(200);
    const token = res.body.access_token as string;
    const header = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString());
    expect(header.alg).toBe('HS256');
    const claims = jwt.verify(token, JWT_SECRET) as jwt.JwtPayload;
    expect(claims).toMatchObject({ sub: '1', username: 'admin', userrole: 'admin' });
    expect(claims.iat).toBeGreaterThanOrEqual(before);
    expect(claims.exp! - claims.iat!).toBe(2 * 3600);
  });

  it('answers the same 401 for a wrong password and an unknown user', async () => {
    const wrong = await login({ username: 'admin', password: 'nope-nope' }).expect(401);
    const unknown = await login({ username: 'ghost', password: 'nope-nope' }).expect(401);
    expect(wrong.body).toEqual({ message: 'Invalid username or password' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses missing fields with 400 and field errors', async () => {
    const res = await login({ username: ' ' }).expect(400);
    expect(res.body.errors).toEqual([
      { field: 'username', message: 'Username is required' },
      { field: 'password', message: 'Password is required' },
    ]);
  });

  it('locks a username after 5 failures with 429 LOCKED and Retry-After', async () => {
    for (let i = 0; i < 5; i++)
      await login({ username: 'admin', password: `bad-${i}` }).expect(401);
    const res = await login(ADMIN).expect(429);
    expect(res.body).toMatchObject({ error: 'LOCKED' });
    expect(res.body.message).toMatch(/locked after too many failed sign-in attempts/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // another username from the same client is not locked
    await login({ username: 'someone', password: 'whatever' }).expect(401);
  });

  it('stores only an argon2id hash', async () => {
    const [row] = await t.ds.query('SELECT password_hash FROM users WHERE username = $1', [
      'admin',
    ]);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(ADMIN.password);
  });
});

describe('REST auth/profile', () => {
  it('answers the signed-in user', async () => {
    const res = await request(t.app)
      .get('/api/auth/profile')
      .set('authorization', `Bearer ${t.adminToken()}`)
      .expect(200);
    expect(res.body).toEqual({ id: 1, username: 'admin', userrole: 'admin' });
  });

  it('refuses a missing token with 401', async () => {
    await request(t.app).get('/api/auth/profile').expect(401);
  });
});

describe('GraphQL login and me', () => {
  it('returns the token and the user', async () => {
    const res = await t
      .gql(
        'mutation($u:String!,$p:String!){ login(username:$u,password:$p){ accessToken user { id username role } } }',
        {
          u: ADMIN.username,
          p: ADMIN.password,
        },
      )
      .expect(200);
    const { accessToken, user } = res.body.data.login;
    expect(user).toEqual({ id: 1, username: 'admin', role: 'admin' });
    const me = await t.gql('{ me { username role } }', {}, accessToken).expect(200);
    expect(me.body.data.me).toEqual({ username: 'admin', role: 'admin' });
  });

  it('wrong credentials give UNAUTHENTICATED with the REST wording', async () => {
    const res = await t.gql(
      'mutation { login(username:"admin", password:"wrong-one"){ accessToken } }',
    );
    expect(res.body.errors[0]).toMatchObject({
      message: 'Invalid username or password',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});
