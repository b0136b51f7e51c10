import type { PublicArticleItemQuery, PublicArticleListQuery } from '../../gql/site/graphql';
import type { MessageId } from '../../i18n/i18n';
import type { Locale } from '../../i18n/locales';

export type ArticleKind = 'news' | 'press';

type ArticleList = NonNullable<PublicArticleListQuery['news']>;
export type ArticleSummary = ArticleList['items'][number];

/** The list or item of whichever kind the query asked for ($news). */
export const listOf = (data: PublicArticleListQuery | undefined): ArticleList | undefined =>
  data?.news ?? data?.pressCoverage;
export const itemOf = (data: PublicArticleItemQuery | undefined) =>
  data?.newsItem ?? data?.pressCoverageItem;

/** What a visitor reads is a message id (i18n/catalogs). */
export interface ArticleKindConfig {
  /** The list page's heading and the menu's word for it. */
  title: MessageId;
  lead: MessageId;
  description: MessageId;
  basePath: string;
  emptyText: MessageId;
  loadError: MessageId;
  pages: MessageId;
  itemLoadError: MessageId;
  notFound: MessageId;
  notFoundText: MessageId;
  seeAll: MessageId;
  all: MessageId;
}

const messagesOf = <K extends 'news' | 'press'>(kind: K) =>
  ({
    title: `${kind}.title`,
    lead: `${kind}.lead`,
    description: `${kind}.description`,
    emptyText: `${kind}.empty`,
    loadError: `${kind}.loadError`,
    pages: `${kind}.pages`,
    itemLoadError: `${kind}.itemLoadError`,
    notFound: `${kind}.notFound`,
    notFoundText: `${kind}.notFoundText`,
    seeAll: `${kind}.seeAll`,
    all: `${kind}.all`,
  }) as const;

export const ARTICLE_KINDS: Record<ArticleKind, ArticleKindConfig> = {
  news: { ...messagesOf('news'), basePath: '/pages/news' },
  press: { ...messagesOf('press'), basePath: '/pages/PressCoverage' },
};

interface ArticleTexts {
  title: string;
  description: string;
  titleBn?: string | null;
  descriptionBn?: string | null;
}

/**
 * An item's title and text in the page's language: on Bangla pages the Bangla that staff wrote,
 * or else the English, marked `lang="en"` (`lang` is set only then).
 */
export function articleText(item: ArticleTexts, locale: Locale) {
  const bangla = locale === 'bn';
  const title = bangla && item.titleBn ? item.titleBn : item.title;
  const description = bangla && item.descriptionBn ? item.descriptionBn : item.description;
  const english = (shown: string, original: string) =>
    bangla && shown === original ? 'en' : undefined;
  return {
    title,
    titleLang: english(title, item.title),
    description,
    descriptionLang: english(description, item.description),
  };
}
