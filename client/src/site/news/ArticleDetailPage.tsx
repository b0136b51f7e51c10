import { Link, useParams } from 'react-router-dom';
import { Container, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconArrowLeft } from '@tabler/icons-react';
import { ignoreFailure } from '../../api/ignoreFailure';
import { NotFoundPanel } from '../../components/NotFoundPanel';
import { PublicArticleItemDocument } from '../../gql/site/graphql';
import { formatDate, truncate } from '../format';
import { ButtonLink, PlainButton } from '../ui/ButtonLink';
import { usePageMeta } from '../usePageMeta';
import { ArticleImage } from './ArticleCard';
import { ARTICLE_KINDS, itemOf, type ArticleKind } from './articleKinds';
import ui from '../ui/ui.module.css';
import classes from './news.module.css';

/** One news item or press article. */
export function ArticleDetailPage({ kind }: { kind: ArticleKind }) {
  const config = ARTICLE_KINDS[kind];
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const { data, loading, error, refetch } = useQuery(PublicArticleItemDocument, {
    variables: { news: kind === 'news', id },
    skip: !validId,
  });
  const item = itemOf(data);
  usePageMeta(
    item ? item.title : config.title,
    item ? truncate(item.description, 155) : config.description,
    item
      ? { article: { headline: item.title, datePublished: item.date, image: item.imageUrl } }
      : { status: validId && (loading || error) ? undefined : 404 },
  );

  let content;
  if (item) {
    content = (
      <article className={classes.article}>
        <time className={classes.date} dateTime={item.date}>
          {formatDate(item.date)}
        </time>
        <h1>{item.title}</h1>
        <ArticleImage item={item} priority />
        <div className={classes.body}>{item.description}</div>
      </article>
    );
  } else if (validId && loading) {
    content = (
      <Stack gap="md" aria-busy="true" aria-label="Loading">
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
        title={`Could not load this ${config.singular}`}
        text="Check your connection and try again."
        action={<PlainButton onClick={() => ignoreFailure(refetch())}>Try again</PlainButton>}
      />
    );
  } else {
    content = (
      <NotFoundPanel
        headingOrder={1}
        title={`${config.singular[0].toUpperCase()}${config.singular.slice(1)} not found`}
        text={`This ${config.singular} does not exist or has been removed.`}
        action={<ButtonLink to={config.basePath}>See all {config.title.toLowerCase()}</ButtonLink>}
      />
    );
  }

  return (
    <Container size="md" py={{ base: 32, sm: 56 }}>
      <Stack gap="lg">
        <Link to={config.basePath} className={`${ui.textLink} ${classes.back}`}>
          <IconArrowLeft size={16} aria-hidden /> All {config.title.toLowerCase()}
        </Link>
        {content}
      </Stack>
    </Container>
  );
}
