import { articleRoutes } from '../../records/articles/article.rest';

export const newsRoutes = articleRoutes({
  path: 'news',
  titleFields: ['newstitle', 'title'],
  service: (s) => s.news,
});
