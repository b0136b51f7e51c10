import type { Feature } from '../../feature';
import { CmsPage, CmsPageRevision } from './cms-page.entity';
import { CmsPageResolver } from './cms-page.resolver';
import { cmsPageRoutes } from './cms-page.rest';
import { CmsPageService } from './cms-page.service';

/** Company pages: seeded by their migration (site copy, not demo content), edited by staff. */
export const cmsPagesFeature: Feature = {
  name: 'cms-pages',
  entities: [CmsPage, CmsPageRevision],
  resolvers: [CmsPageResolver],
  routes: cmsPageRoutes,
  services: (d) => ({ cmsPages: new CmsPageService(d) }),
};

declare module '../../services' {
  interface Services {
    cmsPages: CmsPageService;
  }
}
