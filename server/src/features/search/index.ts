import type { Feature } from '../../feature';
import { StaffSearchResolver } from './staff-search.resolver';
import { StaffSearchService } from './staff-search.service';

/** The back office's one search box, across the features that hold what staff look for. */
export const searchFeature: Feature = {
  name: 'search',
  entities: [],
  resolvers: [StaffSearchResolver],
  routes: [],
  services: (_d, built) => ({ staffSearch: new StaffSearchService(built) }),
};

declare module '../../services' {
  interface Services {
    /** staffSearch: requests by reference, phone, e-mail or name; articles by title */
    staffSearch: StaffSearchService;
  }
}
