import type { RouteDef } from '../../http/routes';

/** The beacon public pages send (client/src/site/islands/vitals.ts); nothing comes back. */
export const vitalsRoutes: RouteDef[] = [
  {
    method: 'post',
    path: '/vitals',
    access: 'public',
    handle: (r) => r.services.vitals.record(r.body, r.ip),
  },
];
