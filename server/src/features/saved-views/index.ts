import type { Feature } from '../../feature';
import { SavedView } from './saved-view.entity';
import { SavedViewResolver } from './saved-views.resolver';
import { SavedViewService } from './saved-views.service';

/** Saved views: an inbox's filters and search by name, for oneself or a role (PRODUCT.md §22). */
export const savedViewsFeature: Feature = {
  name: 'saved-views',
  entities: [SavedView],
  resolvers: [SavedViewResolver],
  routes: [],
  services: (d, built) => ({
    savedViews: new SavedViewService(d, {
      MESSAGE: built.messages,
      RESERVATION: built.reservations,
      REGISTRATION: built.registrations,
    }),
  }),
};

declare module '../../services' {
  interface Services {
    savedViews: SavedViewService;
  }
}
