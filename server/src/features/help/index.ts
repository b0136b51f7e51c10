import type { Feature } from '../../feature';
import { HelpArticle, HelpArticleRevision } from './help-article.entity';
import { HelpArticleResolver } from './help-article.resolver';
import { HelpArticleService } from './help-article.service';
import { HelpSearchLimit } from './help-search-limit';
import { helpVoteForm } from './help-vote-form';
import { seedHelp } from './help.seed';

/** The help centre (PRODUCT.md §24): articles staff write in both languages, searched by anyone. */
export const helpFeature: Feature = {
  name: 'help',
  entities: [HelpArticle, HelpArticleRevision],
  resolvers: [HelpArticleResolver],
  routes: [],
  forms: (s) => [helpVoteForm(s)],
  seed: seedHelp,
  services: (d) => ({
    helpArticles: new HelpArticleService(d),
    helpSearchLimit: new HelpSearchLimit(d.pool),
  }),
  // Each article once by its English address: the sitemap adds the /bn one (the same slug), and
  // its date is the later of the two languages'.
  sitemap: async (s) => {
    const newest = new Map<string, Date>();
    for (const a of await s.helpArticles.sitemapEntries()) {
      const seen = newest.get(a.slug);
      if (!seen || a.updatedAt > seen) newest.set(a.slug, a.updatedAt);
    }
    return {
      list: '/help',
      items: [...newest].map(([slug, lastmod]) => ({ path: `/help/${slug}`, lastmod })),
    };
  },
};

declare module '../../services' {
  interface Services {
    helpArticles: HelpArticleService;
    helpSearchLimit: HelpSearchLimit;
  }
}
