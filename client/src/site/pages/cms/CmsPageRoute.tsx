import { useParams } from 'react-router-dom';
import { Container, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { NotFoundPanel } from '../../../components/NotFoundPanel';
import { PublicCmsPageDocument } from '../../../gql/site/graphql';
import { formatDate } from '../../../i18n/format';
import { ReloadLink } from '../../ui/ButtonLink';
import { InnerPage } from '../../ui/InnerPage';
import type { PageHeroProps } from '../../ui/PageHero';
import { RedirectTo } from '../../RedirectTo';
import { usePageMeta } from '../../usePageMeta';
import cityArt from '../../art/city.svg?raw';
import safetyArt from '../../art/safety.svg?raw';
import { CmsPageContent } from './CmsPageContent';
import { T, useLocale, useT, type MessageId } from '../../../i18n/i18n';

type Chrome = Pick<PageHeroProps, 'art'> & {
  section: { label: MessageId; to?: string };
  /** The short name in the document title and menus. */
  name: MessageId;
  contained?: true | 'md';
  dated?: true;
};

type Section = { label: MessageId; to?: string };
const COMPANY: Section = { label: 'menu.company' };
const IN_COMPANY: Section = { label: 'menu.company', to: '/pages/about-us' };
const RIDE_SHARING: Section = { label: 'menu.rideSharing' };
const LEGAL: Section = { label: 'menu.legal' };

/** How each page sits in the site: its breadcrumb, illustration and reading width. */
const CHROME: Record<string, Chrome> = {
  'about-us': { name: 'menu.aboutUs', section: COMPANY, art: { svg: cityArt, alt: '' } },
  'ceo-message': { name: 'menu.ceoMessage', section: IN_COMPANY, contained: 'md' },
  advisorteam: { name: 'menu.advisorTeam', section: IN_COMPANY },
  directors: { name: 'menu.directors', section: IN_COMPANY },
  'operation-team': { name: 'menu.operationTeam', section: IN_COMPANY },
  safety: { name: 'menu.safety', section: RIDE_SHARING, art: { svg: safetyArt, alt: '' } },
  help: { name: 'menu.help', section: RIDE_SHARING },
  rideshare_guideline: { name: 'menu.guideline', section: RIDE_SHARING },
  career: { name: 'menu.career', section: COMPANY },
  'privacy-policy': { name: 'footer.privacy', section: LEGAL, dated: true },
  terms: { name: 'footer.terms', section: LEGAL, dated: true },
};

function Loading() {
  const t = useT();
  usePageMeta(t('common.loading'), '');
  return (
    <Container size="lg" py={{ base: 40, sm: 72 }}>
      <Stack gap="md" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton height={40} width="60%" />
        <Skeleton height={16} />
        <Skeleton height={16} />
        <Skeleton height={16} width="80%" />
      </Stack>
    </Container>
  );
}

/** A company page staff edit in the back office, read from the database. */
export function CmsPageRoute() {
  const t = useT();
  const locale = useLocale();
  const slug = useParams().slug ?? '';
  const { data, loading, error } = useQuery(PublicCmsPageDocument, {
    variables: { slug, bangla: locale === 'bn' },
  });
  // On a Bangla page, the Bangla version staff wrote, or else the English marked as such.
  const page = data?.bn ?? data?.cmsPage;
  const english = locale === 'bn' && !data?.bn ? 'en' : undefined;
  if (!page && loading) return <Loading />;
  if (!page && error) {
    return (
      <Container size="md" py={{ base: 40, sm: 72 }}>
        <NotFoundPanel
          headingOrder={1}
          title={t('cms.loadError')}
          text={t('article.checkConnection')}
          action={<ReloadLink>{t('common.tryAgain')}</ReloadLink>}
        />
      </Container>
    );
  }
  // An address that names no page goes home, as every unknown path does.
  if (!page) return <RedirectTo to="/" />;
  const chrome = CHROME[page.slug.toLowerCase()];
  const section = chrome?.section ?? COMPANY;
  return (
    <InnerPage
      name={chrome ? t(chrome.name) : page.title}
      description={page.description || page.lead}
      // The English text on a Bangla page is marked as such; an English page's needs no wrapper.
      title={english ? <span lang="en">{page.title}</span> : page.title}
      lead={page.lead && english ? <span lang="en">{page.lead}</span> : page.lead || undefined}
      section={{ ...section, label: t(section.label) }}
      art={chrome?.art}
      contained={chrome?.contained ?? true}
      extra={
        chrome?.dated ? (
          <p style={{ margin: '16px 0 0', fontSize: 14, opacity: 0.9 }}>
            <T
              id="cms.lastUpdated"
              values={{ date: formatDate(page.updatedAt.slice(0, 10), locale) }}
              components={{ 0: <time dateTime={page.updatedAt} /> }}
            />
          </p>
        ) : undefined
      }
    >
      <CmsPageContent page={page} lang={english} />
    </InnerPage>
  );
}
