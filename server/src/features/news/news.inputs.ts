import { ArticleInputType } from '../articles/article.inputs';

export const NewsInput = ArticleInputType('NewsInput', 'News title');
