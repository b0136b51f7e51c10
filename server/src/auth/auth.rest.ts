import type { RouteDef } from '../http/routes';

export const authRoutes: RouteDef[] = [
  {
    method: 'post',
    path: '/auth/login',
    access: 'public',
    status: 200,
    handle: async (r) => {
      const { accessToken } = await r.services.auth.login(r.body.username, r.body.password, r.ip);
      return { access_token: accessToken };
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
