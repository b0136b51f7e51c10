import { Link, useParams } from 'react-router-dom';
import { Container, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconArrowLeft } from '@tabler/icons-react';
import { NotFoundPanel } from '../../components/NotFoundPanel';
import { PublicArticleItemDocument } from '../../gql/site/graphql';
import { formatDate } from '../../i18n/format';
import { truncate } from '../format';
import { ButtonLink, ReloadLink } from '../ui/ButtonLink';
import { usePageMeta } from '../usePageMeta';
import { ArticleImage } from './ArticleCard';
import { ARTICLE_KINDS, articleText, itemOf, type ArticleKind } from './articleKinds';
import ui from '../ui/ui.module.css';
import classes from './news.module.css';
import { useLocale, useT } from '../../i18n/i18n';

/** One news item or press article. */
export function ArticleDetailPage({ kind }: { kind: ArticleKind }) {
  const t = useT();
  const locale = useLocale();
  const config = ARTICLE_KINDS[kind];
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const { data, loading, error } = useQuery(PublicArticleItemDocument, {
    variables: { news: kind === 'news', id },
    skip: !validId,
  });
  const item = itemOf(data);
  const text = item && articleText(item, locale);
  usePageMeta(
    text ? text.title : t(config.title),
    text ? truncate(text.description, 155) : t(config.description),
    item && text
      ? { article: { headline: text.title, datePublished: item.date, image: item.imageUrl } }
      : { status: validId && (loading || error) ? undefined : 404 },
  );

  let content;
  if (item && text) {
    content = (
      <article className={classes.article}>
        <time className={classes.date} dateTime={item.date}>
          {formatDate(item.date, locale)}
        </time>
        <h1 lang={text.titleLang}>{text.title}</h1>
        <ArticleImage item={item} priority />
        <div className={classes.body} lang={text.descriptionLang}>
          {text.description}
        </div>
      </article>
    );
  } else if (validId && loading) {
    content = (
      <Stack gap="md" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton height={14} width={120} />
        <Skeleton height={40} />
        <Skeleton style={{ aspectRatio: '16 / 9' }} height="auto" />
        <Skeleton height={80} />
      </Stack>
    );
  } else if (validId && error) {
    content = (
      <NotFoundPanel
        headingOrder={1}
        title={t(config.itemLoadError)}
        text={t('article.checkConnection')}
        action={<ReloadLink>{t('common.tryAgain')}</ReloadLink>}
      />
    );
  } else {
    content = (
      <NotFoundPanel
        headingOrder={1}
        title={t(config.notFound)}
        text={t(config.notFoundText)}
        action={<ButtonLink to={config.basePath}>{t(config.seeAll)}</ButtonLink>}
      />
    );
  }

  return (
    <Container size="md" py={{ base: 32, sm: 56 }}>
      <Stack gap="lg">
        <Link to={config.basePath} className={`${ui.textLink} ${classes.back}`}>
          <IconArrowLeft size={16} aria-hidden /> {t(config.all)}
        </Link>
        {content}
      </Stack>
    </Container>
  );
}
