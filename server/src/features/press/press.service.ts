import type { Deps } from '../../deps';
import { ArticleService } from '../../records/articles/article.service';
import { PressCoverage } from './press.entity';
import { PressCoverageInput } from './press.inputs';

export class PressCoverageService extends ArticleService<PressCoverage> {
  constructor(deps: Deps) {
    super(deps, { entity: PressCoverage, label: 'Press coverage item', input: PressCoverageInput });
  }
}
