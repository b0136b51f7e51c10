import type { Feature } from '../../feature';
import { News } from './news.entity';
import { NewsResolver } from './news.resolver';
import { newsRoutes } from './news.rest';
import { seedNews } from './news.seed';
import { NewsService } from './news.service';

export const newsFeature: Feature = {
  name: 'news',
  entities: [News],
  resolvers: [NewsResolver],
  routes: newsRoutes,
  seed: seedNews,
  services: (d) => ({ news: new NewsService(d) }),
  sitemap: async (s) => ({
    list: '/pages/news',
    items: (await s.news.sitemapEntries()).map((n) => ({
      path: `/pages/news/${n.id}`,
      lastmod: n.updatedAt,
    })),
  }),
};

declare module '../../services' {
  interface Services {
    news: NewsService;
  }
}
