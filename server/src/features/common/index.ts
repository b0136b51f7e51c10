import type { Feature } from '../../feature';

export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;

/** The original's generic look-ups that are plain constants. */
export const commonFeature: Feature = {
  name: 'common',
  entities: [],
  resolvers: [],
  routes: [
    {
      method: 'get',
      path: '/Common/Common/GetAllBloodGroup',
      access: 'public',
      handle: () => [...BLOOD_GROUPS],
    },
  ],
};
