import { useContext } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { IconArrowLeft } from '@tabler/icons-react';
import { NotFoundPanel } from '../../components/NotFoundPanel';
import { PublicHelpArticleDocument } from '../../gql/site/graphql';
import { formatDate } from '../../i18n/format';
import { useLocale, useLocalePath, useT } from '../../i18n/i18n';
import { FormPostContext } from '../forms/formPost';
import { ButtonLink, ReloadLink } from '../ui/ButtonLink';
import { InnerPage } from '../ui/InnerPage';
import { usePageMeta } from '../usePageMeta';
import bodyClasses from '../pages/cms/CmsBody.module.css';
import { categoryName } from './helpText';
import classes from './help.module.css';

/**
 * "Was this helpful?": two buttons of one form posting to this page (features/help/
 * help-vote-form.ts), the same with JavaScript on and off; the page comes back with the thanks.
 */
function Helpful({ slug }: { slug: string }) {
  const t = useT();
  const localePath = useLocalePath();
  const post = useContext(FormPostContext);
  const voted = post?.form === 'helpVote' ? post : null;
  return (
    <section aria-labelledby="helpful" className={classes.helpful} id="was-this-helpful">
      <h2 id="helpful">{t('help.helpful')}</h2>
      {voted && !voted.problem ? (
        <p role="status">{voted.counted ? t('help.thanks') : t('help.alreadyVoted')}</p>
      ) : (
        <form method="post" action={`${localePath(`/help/${slug}`)}#was-this-helpful`}>
          {voted?.problem && <p role="alert">{voted.problem}</p>}
          <button type="submit" name="helpful" value="yes" className={classes.vote}>
            {t('help.yes')}
          </button>
          <button type="submit" name="helpful" value="no" className={classes.vote}>
            {t('help.no')}
          </button>
        </form>
      )}
    </section>
  );
}

/** /help/:slug and /bn/help/:slug: one article, its date, related articles, a vote, a contact. */
export function HelpArticlePage() {
  const t = useT();
  const locale = useLocale();
  const localePath = useLocalePath();
  const slug = useParams().slug ?? '';
  const { data, loading, error } = useQuery(PublicHelpArticleDocument, {
    variables: { slug, locale },
  });
  const article = data?.helpArticle;
  usePageMeta(
    article ? article.title : t('help.name'),
    article ? article.summary : t('help.description'),
    article ? {} : { status: loading || error ? undefined : 404 },
  );
  if (!article) {
    return (
      <div className={classes.missing}>
        {error ? (
          <NotFoundPanel
            headingOrder={1}
            title={t('help.loadFailed')}
            text={t('article.checkConnection')}
            action={<ReloadLink>{t('common.tryAgain')}</ReloadLink>}
          />
        ) : loading ? (
          <p aria-busy="true">{t('common.loading')}</p>
        ) : (
          <NotFoundPanel
            headingOrder={1}
            title={t('help.notFound')}
            text={t('help.notFoundText')}
            action={<ButtonLink to="/help">{t('help.allTopics')}</ButtonLink>}
          />
        )}
      </div>
    );
  }
  const subject = `${t('help.subjectPrefix')}: ${article.title}`;
  return (
    <InnerPage
      name={article.title}
      description={article.summary}
      title={article.title}
      lead={article.summary}
      section={{ label: t('help.name'), to: '/help' }}
      contained="md"
    >
      <p className={classes.meta}>
        <Link to={`/help#${article.category}`}>{t(categoryName(article.category))}</Link>
        {' · '}
        {t('help.updated')}{' '}
        <time dateTime={String(article.updatedAt)}>
          {formatDate(String(article.updatedAt).slice(0, 10), locale)}
        </time>
      </p>
      <div
        className={bodyClasses.body}
        // Safe: the server keeps only an allow-list of tags and attributes when it saves.
        dangerouslySetInnerHTML={{ __html: article.body }}
      />
      <Helpful slug={article.slug} />
      <section aria-labelledby="help-contact" className={classes.contact}>
        <h2 id="help-contact">{t('help.stillNeed')}</h2>
        <a href={`${localePath('/pages/contactus')}?subject=${encodeURIComponent(subject)}`}>
          {t('help.contactUs')}
        </a>
      </section>
      {article.related.length > 0 && (
        <section aria-labelledby="help-related" className={classes.related}>
          <h2 id="help-related">{t('help.related')}</h2>
          <ul className={classes.list}>
            {article.related.map((r) => (
              <li key={r.slug}>
                <Link to={`/help/${r.slug}`} className={classes.title}>
                  {r.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p>
        <Link to="/help" className={classes.back}>
          <IconArrowLeft size={16} aria-hidden /> {t('help.allTopics')}
        </Link>
      </p>
    </InnerPage>
  );
}
