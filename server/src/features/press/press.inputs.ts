import { ArticleInputType } from '../../records/articles/article.inputs';

export const PressCoverageInput = ArticleInputType('PressCoverageInput', 'Press title');
