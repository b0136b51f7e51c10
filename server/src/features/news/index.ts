import type { Feature } from '../feature';
import { News } from './news.entity';
import { NewsResolver } from './news.resolver';
import { newsRoutes } from './news.rest';
import { seedNews } from './news.seed';

export const newsFeature: Feature = {
  name: 'news',
  entities: [News],
  resolvers: [NewsResolver],
  routes: newsRoutes,
  seed: seedNews,
};
