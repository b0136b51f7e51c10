import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { hasErrorCode } from '../../api/errors';
import { PublicHelpArticlesDocument, PublicHelpSearchDocument } from '../../gql/site/graphql';
import { useLocale, useT } from '../../i18n/i18n';
import { InnerPage } from '../ui/InnerPage';
import { usePageMeta } from '../usePageMeta';
import { HelpSearchForm } from './HelpSearchForm';
import { CATEGORIES, categoryName, readQuery } from './helpText';
import classes from './help.module.css';

interface Listed {
  slug: string;
  category: string;
  title: string;
  summary: string;
}

function ArticleList({ articles }: { articles: Listed[] }) {
  return (
    <ul className={classes.list}>
      {articles.map((a) => (
        <li key={a.slug}>
          <Link to={`/help/${a.slug}`} className={classes.title}>
            {a.title}
          </Link>
          {a.summary && <p className={classes.summary}>{a.summary}</p>}
        </li>
      ))}
    </ul>
  );
}

function Results({ q }: { q: string }) {
  const t = useT();
  const locale = useLocale();
  const { data, error } = useQuery(PublicHelpSearchDocument, { variables: { q, locale } });
  // Too many searches from one address (with or without JavaScript): said plainly, as a 429.
  const tooMany = hasErrorCode(error, 'RATE_LIMITED');
  usePageMeta(t('help.name'), t('help.description'), tooMany ? { status: 429 } : {});
  if (tooMany) return <p role="alert">{t('help.tooMany')}</p>;
  if (error) return <p role="alert">{t('help.searchFailed')}</p>;
  if (!data) return <p aria-busy="true">{t('common.loading')}</p>;
  const hits = data.helpSearch;
  return (
    <section aria-labelledby="help-results" className={classes.results}>
      <h2 id="help-results">
        {hits.length ? t('help.results', { count: hits.length, q }) : t('help.noResults', { q })}
      </h2>
      {hits.length ? <ArticleList articles={hits} /> : <p>{t('help.noResultsText')}</p>}
      <p>
        <Link to="/help">{t('help.allTopics')}</Link>
      </p>
    </section>
  );
}

function Categories() {
  const t = useT();
  const locale = useLocale();
  const { data, error } = useQuery(PublicHelpArticlesDocument, { variables: { locale } });
  if (error) return <p role="alert">{t('help.loadFailed')}</p>;
  const articles = data?.helpArticles ?? [];
  return (
    <div className={classes.categories}>
      {CATEGORIES.map((category) => {
        const inIt = articles.filter((a) => a.category === category);
        if (!inIt.length) return null;
        return (
          <section key={category} aria-labelledby={`help-${category}`} id={category}>
            <h2 id={`help-${category}`}>{t(categoryName(category))}</h2>
            <ArticleList articles={inIt} />
          </section>
        );
      })}
    </div>
  );
}

/**
 * /help and /bn/help: the search box (a GET form: the same page with ?q=) and the articles by
 * category, or the results. Server-rendered, never hydrated: no JavaScript needed.
 */
export function HelpPage() {
  const t = useT();
  const [params] = useSearchParams();
  const query = readQuery(params.get('q'));
  const problem = query?.problem && t(query.problem, { max: 100 });
  return (
    <InnerPage
      name={t('help.name')}
      description={t('help.description')}
      title={t('help.title')}
      lead={t('help.lead')}
    >
      <div className={classes.search}>
        <HelpSearchForm q={query?.q ?? ''} error={problem} />
      </div>
      {query && !problem ? <Results q={query.q} /> : <Categories />}
    </InnerPage>
  );
}
