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
  // Company pages staff edit: their route has a parameter (pages/:slug).
  sitemap: async (s) => ({
    items: (await s.cmsPages.sitemapEntries()).map((p) => ({
      path: `/pages/${p.slug}`,
      lastmod: p.updatedAt,
    })),
  }),
};

declare module '../../services' {
  interface Services {
    cmsPages: CmsPageService;
  }
}
