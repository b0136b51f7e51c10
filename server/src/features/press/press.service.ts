import type { DataSource } from 'typeorm';
import type { FileStorage } from '../../storage';
import { ArticleService } from '../articles/article.service';
import { PressCoverage } from './press.entity';
import { PressCoverageInput } from './press.inputs';

export class PressCoverageService extends ArticleService<PressCoverage> {
  constructor(ds: DataSource, storage: FileStorage, maxImageBytes: number) {
    super(ds, storage, {
      entity: PressCoverage,
      label: 'Press coverage item',
      input: PressCoverageInput,
      maxImageBytes,
    });
  }
}
