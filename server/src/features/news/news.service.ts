import type { Deps } from '../../deps';
import { ArticleService } from '../../records/articles/article.service';
import { News } from './news.entity';
import { NewsInput } from './news.inputs';

export class NewsService extends ArticleService<News> {
  constructor(deps: Deps) {
    super(deps, { entity: News, label: 'News item', input: NewsInput });
  }
}
