import type { Feature } from '../feature';
import { Website } from './website.entity';
import { WebsiteResolver } from './website.resolver';
import { websiteRoutes } from './website.rest';
import { seedWebsites } from './website.seed';

export const websitesFeature: Feature = {
  name: 'websites',
  entities: [Website],
  resolvers: [WebsiteResolver],
  routes: websiteRoutes,
  seed: seedWebsites,
};
