import { Resolver } from 'type-graphql';
import { createArticleResolver } from '../../records/articles/article.resolver';
import { PressCoverage, PressCoveragePage } from './press.entity';
import { PressCoverageInput } from './press.inputs';

@Resolver(() => PressCoverage)
export class PressCoverageResolver extends createArticleResolver({
  entity: PressCoverage,
  page: PressCoveragePage,
  input: PressCoverageInput,
  names: {
    list: 'pressCoverage',
    item: 'pressCoverageItem',
    create: 'createPressCoverage',
    update: 'updatePressCoverage',
    delete: 'deletePressCoverage',
  },
  service: (ctx) => ctx.services.press,
}) {}
