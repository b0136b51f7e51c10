import type { Feature } from '../feature';
import { PressCoverage } from './press.entity';
import { PressCoverageResolver } from './press.resolver';
import { pressRoutes } from './press.rest';
import { seedPress } from './press.seed';

export const pressFeature: Feature = {
  name: 'press',
  entities: [PressCoverage],
  resolvers: [PressCoverageResolver],
  routes: pressRoutes,
  seed: seedPress,
};
