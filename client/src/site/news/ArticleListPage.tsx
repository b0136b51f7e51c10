import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { errorMessage } from '../../api/errors';
import { PublicArticleListDocument } from '../../gql/site/graphql';
import { ReloadLink } from '../ui/ButtonLink';
import { PageLinks } from '../ui/PageLinks';
import { InnerPage } from '../ui/InnerPage';
import ui from '../ui/ui.module.css';
import { ArticleCard } from './ArticleCard';
import { ARTICLE_KINDS, listOf, type ArticleKind } from './articleKinds';
import { useT } from '../../i18n/i18n';

const PAGE_SIZE = 9;

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** News or press coverage: cards with images, nine a page, paged on the server. */
export function ArticleListPage({ kind }: { kind: ArticleKind }) {
  const t = useT();
  const config = ARTICLE_KINDS[kind];
  const [params] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const { data, previousData, loading, error } = useQuery(PublicArticleListDocument, {
    variables: { news: kind === 'news', page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const list = listOf(data ?? previousData);

  return (
    <InnerPage
      name={t(config.title)}
      description={t(config.description)}
      title={t(config.title)}
      lead={t(config.lead)}
      section={{ label: t('menu.news') }}
    >
      {error && !list && (
        <div className={ui.errorBox} role="alert">
          <strong>{t(config.loadError)}</strong>
          <p>{errorMessage(error, t)}</p>
          <ReloadLink variant="danger">{t('common.tryAgain')}</ReloadLink>
        </div>
      )}
      {list && list.items.length === 0 && (
        <p style={{ textAlign: 'center', padding: '40px 0' }}>{t(config.emptyText)}</p>
      )}
      <div className={ui.grid} data-cols="3" aria-busy={loading}>
        {list?.items.map((item, position) => (
          <ArticleCard key={item.id} item={item} basePath={config.basePath} position={position} />
        ))}
        {!list &&
          loading &&
          Array.from({ length: 6 }, (_, i) => (
            <div key={i} className={ui.skeleton} style={{ height: 360 }} aria-hidden />
          ))}
      </div>
      {list && list.total > PAGE_SIZE && (
        <div style={{ marginTop: 40 }}>
          <PageLinks page={page} total={list.total} pageSize={PAGE_SIZE} label={t(config.pages)} />
        </div>
      )}
    </InnerPage>
  );
}
