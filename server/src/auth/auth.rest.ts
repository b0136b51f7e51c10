import type { RouteDef } from '../http/routes';

export const authRoutes: RouteDef[] = [
  {
    method: 'post',
    path: '/auth/login',
    access: 'public',
    status: 200,
    handle: async (r) => {
      const { accessToken } = await r.services.auth.login(r.body.username, r.body.password, r);
      return { access_token: accessToken };
    },
  },
  {
    // Ends the token's session: 204, and the token is refused from then on (every instance
    // within a second). An expired, forged or already ended token gets 401 and changes nothing.
    method: 'post',
    path: '/auth/logout',
    access: 'token',
    tokenOnly: true,
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
