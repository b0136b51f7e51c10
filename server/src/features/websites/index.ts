import type { Feature } from '../../feature';
import { Website } from './website.entity';
import { WebsiteResolver } from './website.resolver';
import { websiteRoutes } from './website.rest';
import { seedWebsites } from './website.seed';
import { WebsiteService } from './website.service';

export const websitesFeature: Feature = {
  name: 'websites',
  entities: [Website],
  resolvers: [WebsiteResolver],
  routes: websiteRoutes,
  seed: seedWebsites,
  services: (d) => ({ websites: new WebsiteService(d) }),
};

declare module '../../services' {
  interface Services {
    websites: WebsiteService;
  }
}
