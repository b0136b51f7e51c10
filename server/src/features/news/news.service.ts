import type { DataSource } from 'typeorm';
import type { FileStorage } from '../../storage';
import { ArticleService } from '../articles/article.service';
import { News } from './news.entity';
import { NewsInput } from './news.inputs';

export class NewsService extends ArticleService<News> {
  constructor(ds: DataSource, storage: FileStorage, maxImageBytes: number) {
    super(ds, storage, { entity: News, label: 'News item', input: NewsInput, maxImageBytes });
  }
}
