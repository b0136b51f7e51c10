import type { PublicCache } from './cache/public-cache';
import type { Deps } from './deps';
import type { PublicWriteLimit } from './limits';
import type { RecordDeclaration } from './records/declaration';
import type { RequestMail } from './records/inbox/request-mail';
import type { SitemapPages } from './ssr/sitemap-pages';

/**
 * What resolvers, REST routes and pages reach (`ctx.services`, `r.services`): the app's parts,
 * and one instance of each feature's services, built once at start-up by the registry
 * (features/index.ts). A feature adds its own members to this interface in its index.ts
 * (`declare module '…/services' { interface Services { news: NewsService } }`), beside the
 * factory that builds them. The database is not here: services hold the SQL.
 */
export interface Services extends Omit<Deps, 'db' | 'pool'> {
  /** anonymous public reads; emptied on every `data_changed` */
  publicCache: PublicCache;
  /** per-IP budget of public writes, shared by every instance (PostgreSQL) */
  publicWrites: PublicWriteLimit;
  /** every feature's declared records (`Feature.records`), for the duties that read them all */
  records: RecordDeclaration[];
  /** every feature's visitor mail words (`Feature.requestMail`), for the visitor-mail worker */
  requestMails: RequestMail<Services>[];
  /** every feature's pages for the sitemap (`Feature.sitemap`), read when it is asked for */
  sitemaps: (() => Promise<SitemapPages>)[];
}
