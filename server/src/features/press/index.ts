import type { Feature } from '../../feature';
import { PressCoverage } from './press.entity';
import { PressCoverageResolver } from './press.resolver';
import { pressRoutes } from './press.rest';
import { seedPress } from './press.seed';
import { PressCoverageService } from './press.service';

export const pressFeature: Feature = {
  name: 'press',
  entities: [PressCoverage],
  resolvers: [PressCoverageResolver],
  routes: pressRoutes,
  seed: seedPress,
  services: (d) => ({ press: new PressCoverageService(d) }),
  sitemap: async (s) => ({
    list: '/pages/PressCoverage',
    items: (await s.press.sitemapEntries()).map((p) => ({
      path: `/pages/PressCoverage/${p.id}`,
      lastmod: p.updatedAt,
    })),
  }),
};

declare module '../../services' {
  interface Services {
    press: PressCoverageService;
  }
}
