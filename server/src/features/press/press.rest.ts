import { articleRoutes } from '../../records/articles/article.rest';

/** Answers name the title `presstitle`; POST also takes `newstitle`, as the original client sends. */
export const pressRoutes = articleRoutes({
  path: 'press-coverage',
  titleFields: ['presstitle', 'newstitle', 'title'],
  service: (s) => s.press,
});
