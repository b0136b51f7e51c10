import type { PublicArticleItemQuery, PublicArticleListQuery } from '../../gql/site/graphql';

export type ArticleKind = 'news' | 'press';

type ArticleList = NonNullable<PublicArticleListQuery['news']>;
export type ArticleSummary = ArticleList['items'][number];

/** The list or item of whichever kind the query asked for ($news). */
export const listOf = (data: PublicArticleListQuery | undefined): ArticleList | undefined =>
  data?.news ?? data?.pressCoverage;
export const itemOf = (data: PublicArticleItemQuery | undefined) =>
  data?.newsItem ?? data?.pressCoverageItem;

export interface ArticleKindConfig {
  /** The list page's heading and the menu's word for it. */
  title: string;
  singular: string;
  lead: string;
  description: string;
  basePath: string;
  emptyText: string;
}

export const ARTICLE_KINDS: Record<ArticleKind, ArticleKindConfig> = {
  news: {
    title: 'News',
    singular: 'news item',
    lead: 'Launches, new cities, offers and what our captains and merchants are up to.',
    description:
      'DigitalRideWeb news: new services, new cities, offers and stories from our captains and merchants.',
    basePath: '/pages/news',
    emptyText: 'No news yet. Check back soon.',
  },
  press: {
    title: 'Press Coverage',
    singular: 'article',
    lead: 'What newspapers, television and magazines in Bangladesh have written about us.',
    description:
      'Press coverage of DigitalRideWeb in Bangladeshi newspapers, television and magazines.',
    basePath: '/pages/PressCoverage',
    emptyText: 'No press coverage yet.',
  },
};
