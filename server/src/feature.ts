import type { Deps } from './deps';
import type { AnyJobWorker } from './jobs/jobs';
import type { Logger } from './logger';
import type { RecordDeclaration } from './records/declaration';
import type { RequestMail } from './records/inbox/request-mail';
import type { RouteDef } from './http/routes';
import type { Services } from './services';
import type { PageForm } from './ssr/form-post';
import type { SitemapPages } from './ssr/sitemap-pages';

/**
 * What a feature folder contributes; features/index.ts lists them all. Its services are built
 * by `services` from the app's dependencies and the services of the features listed before it,
 * and declared in its index.ts as members of `Services`.
 */
export interface Feature {
  name: string;
  entities: Function[];
  resolvers: Function[];
  /** REST shim routes under /api */
  routes: RouteDef[];
  /** Public forms that post to their own page, with or without JavaScript (ssr/form-post.ts) */
  forms?: (services: Services) => PageForm[];
  services?: (deps: Deps, built: Services) => Partial<Services>;
  /** What it does with its queues' jobs (jobs/jobs.ts), registered on the app's one job queue */
  workers?: (services: Services) => AnyJobWorker[];
  /** Its public pages with a parameter (an item's page), for the sitemap (ssr/sitemap.ts) */
  sitemap?: (services: Services) => Promise<SitemapPages>;
  /** Its record types, each declared once (records/declaration.ts), with their personal data */
  records?: RecordDeclaration[];
  /** What its kind of request says in its visitor's e-mails (records/inbox/request-mail.ts) */
  requestMail?: RequestMail<Services>;
  /** Demo content for an empty database (SEED_DEMO) */
  seed?: (services: Services, log: Logger) => Promise<void>;
}
