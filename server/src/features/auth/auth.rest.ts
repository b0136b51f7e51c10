import type { RouteDef } from '../../http/routes';

/**
 * A sign-in step: public, 200, and its answer (a token, or the challenge that leads to one) kept
 * by no browser or proxy (§19).
 */
const signInStep = (path: string, answer: RouteDef['handle']): RouteDef => ({
  method: 'post',
  path,
  access: 'public',
  status: 200,
  handle: (r) => {
    r.res.setHeader('Cache-Control', 'no-store');
    return answer(r);
  },
});

export const authRoutes: RouteDef[] = [
  signInStep('/auth/login', async (r) => {
    const res = await r.services.auth.login(r.body.username, r.body.password, r);
    if (res.mfaChallenge) return { mfa_required: true, challenge: res.mfaChallenge };
    return { access_token: res.accessToken };
  }),
  // The second step of a sign-in with two-step sign-in on.
  signInStep('/auth/login/2fa', async (r) => {
    const res = await r.services.auth.completeLogin(r.body.challenge, r.body.code, r);
    return { access_token: res.accessToken };
  }),
  {
    // Ends the token's session: 204, and the token is refused from then on (every instance
    // within a second). An expired, forged or already ended token gets 401 and changes nothing.
    method: 'post',
    path: '/auth/logout',
    access: 'token',
    handle: async (r) => {
      await r.services.auth.sessions.logout(r.user!);
    },
  },
  {
    method: 'get',
    path: '/auth/profile',
    access: 'token',
    handle: async (r) => {
      const user = await r.services.auth.profile(r.user!);
      return { id: user.id, username: user.username, userrole: user.role };
    },
  },
];
