import request from 'supertest';
import { ADMIN, type TestApp } from './harness';

/**
 * A sign-in over REST (`POST /api/auth/login`), as a browser's: a new session, its token.
 * `headers` say who asks (`x-forwarded-for`, `user-agent`).
 */
export async function signInOverRest(
  app: TestApp,
  who: { username: string; password: string } = ADMIN,
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await request(app.app).post('/api/auth/login').set(headers).send(who).expect(200);
  return res.body.access_token as string;
}
