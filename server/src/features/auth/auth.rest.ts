import type { RouteDef } from '../../http/routes';

export const authRoutes: RouteDef[] = [
  {
    method: 'post',
    path: '/auth/login',
    access: 'public',
    status: 200,
    handle: async (r) => {
      // A token, or the challenge that leads to one: no browser or proxy keeps it (§19).
      r.res.setHeader('Cache-Control', 'no-store');
      const res = await r.services.auth.login(r.body.username, r.body.password, r);
      if (res.mfaChallenge) return { mfa_required: true, challenge: res.mfaChallenge };
      return { access_token: res.accessToken };
    },
  },
  {
    // The second step of a sign-in with two-step sign-in on.
    method: 'post',
    path: '/auth/login/2fa',
    access: 'public',
    status: 200,
    handle: async (r) => {
      r.res.setHeader('Cache-Control', 'no-store');
      const res = await r.services.auth.completeLogin(r.body.challenge, r.body.code, r);
      return { access_token: res.accessToken };
    },
  },
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
