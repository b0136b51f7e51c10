import { Resolver } from 'type-graphql';
import { createArticleResolver } from '../../records/articles/article.resolver';
import { News, NewsPage } from './news.entity';
import { NewsInput } from './news.inputs';

@Resolver(() => News)
export class NewsResolver extends createArticleResolver({
  entity: News,
  page: NewsPage,
  input: NewsInput,
  names: {
    list: 'news',
    item: 'newsItem',
    create: 'createNews',
    update: 'updateNews',
    delete: 'deleteNews',
  },
  service: (ctx) => ctx.services.news,
}) {}
