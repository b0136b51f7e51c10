import { ArticleInputType } from '../articles/article.inputs';

export const PressCoverageInput = ArticleInputType('PressCoverageInput', 'Press title');
