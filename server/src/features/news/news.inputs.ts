import { ArticleInputType } from '../../records/articles/article.inputs';

export const NewsInput = ArticleInputType('NewsInput', 'News title');
