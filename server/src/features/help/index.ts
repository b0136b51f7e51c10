import type { Feature } from '../../feature';
import { HelpArticle, HelpArticleRevision } from './help-article.entity';
import { HelpArticleResolver } from './help-article.resolver';
import { HelpArticleService } from './help-article.service';
import { HelpSearchLimit } from './help-search-limit';
import { seedHelp } from './help.seed';

/** The help centre (PRODUCT.md §24): articles staff write in both languages, searched by anyone. */
export const helpFeature: Feature = {
  name: 'help',
  entities: [HelpArticle, HelpArticleRevision],
  resolvers: [HelpArticleResolver],
  routes: [],
  seed: seedHelp,
  services: (d) => ({
    helpArticles: new HelpArticleService(d),
    helpSearchLimit: new HelpSearchLimit(d.pool),
  }),
  // Each article's page in its language (the same slug under /help and /bn/help).
  sitemap: async (s) => ({
    list: '/help',
    items: (await s.helpArticles.sitemapEntries()).map((a) => ({
      path: `${a.locale === 'bn' ? '/bn' : ''}/help/${a.slug}`,
      lastmod: a.updatedAt,
    })),
  }),
};

declare module '../../services' {
  interface Services {
    helpArticles: HelpArticleService;
    helpSearchLimit: HelpSearchLimit;
  }
}
