import { useParams } from 'react-router-dom';
import { Container, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { ignoreFailure } from '../../../api/ignoreFailure';
import { NotFoundPanel } from '../../../components/NotFoundPanel';
import { PublicCmsPageDocument } from '../../../gql/site/graphql';
import { formatDate } from '../../format';
import { PlainButton } from '../../ui/ButtonLink';
import { InnerPage } from '../../ui/InnerPage';
import type { PageHeroProps } from '../../ui/PageHero';
import { RedirectTo } from '../../RedirectTo';
import { usePageMeta } from '../../usePageMeta';
import { CmsPageContent } from './CmsPageContent';

type Chrome = Pick<PageHeroProps, 'section' | 'art'> & {
  /** The short name in the document title and menus. */
  name: string;
  contained?: true | 'md';
  dated?: true;
};

const COMPANY = { label: 'Company' };
const IN_COMPANY = { label: 'Company', to: '/pages/about-us' };
const RIDE_SHARING = { label: 'Ride Sharing' };
const LEGAL = { label: 'Legal' };

/** How each page sits in the site: its breadcrumb, illustration and reading width. */
const CHROME: Record<string, Chrome> = {
  'about-us': { name: 'About Us', section: COMPANY, art: { src: '/art/city.svg', alt: '' } },
  'ceo-message': { name: 'CEO Message', section: IN_COMPANY, contained: 'md' },
  advisorteam: { name: 'Advisor Team', section: IN_COMPANY },
  directors: { name: 'Directors', section: IN_COMPANY },
  'operation-team': { name: 'Operation Team', section: IN_COMPANY },
  safety: { name: 'Safety', section: RIDE_SHARING, art: { src: '/art/safety.svg', alt: '' } },
  help: { name: 'Help & FAQ', section: RIDE_SHARING },
  rideshare_guideline: { name: 'Ride-sharing Guideline', section: RIDE_SHARING },
  career: { name: 'Career', section: COMPANY },
  'privacy-policy': { name: 'Privacy Policy', section: LEGAL, dated: true },
  terms: { name: 'Terms & Conditions', section: LEGAL, dated: true },
};

function Loading() {
  usePageMeta('Loading', '');
  return (
    <Container size="lg" py={{ base: 40, sm: 72 }}>
      <Stack gap="md" aria-busy="true" aria-label="Loading">
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
  const slug = useParams().slug ?? '';
  const { data, loading, error, refetch } = useQuery(PublicCmsPageDocument, {
    variables: { slug },
  });
  const page = data?.cmsPage;
  if (!page && loading) return <Loading />;
  if (!page && error) {
    return (
      <Container size="md" py={{ base: 40, sm: 72 }}>
        <NotFoundPanel
          headingOrder={1}
          title="Could not load this page"
          text="Check your connection and try again."
          action={<PlainButton onClick={() => ignoreFailure(refetch())}>Try again</PlainButton>}
        />
      </Container>
    );
  }
  // An address that names no page goes home, as every unknown path does.
  if (!page) return <RedirectTo to="/" />;
  const chrome = CHROME[page.slug.toLowerCase()] ?? { name: page.title, section: COMPANY };
  return (
    <InnerPage
      name={chrome.name}
      description={page.description || page.lead}
      title={page.title}
      lead={page.lead || undefined}
      section={chrome.section}
      art={chrome.art}
      contained={chrome.contained ?? true}
      extra={
        chrome.dated ? (
          <p style={{ margin: '16px 0 0', fontSize: 14, opacity: 0.9 }}>
            Last updated{' '}
            <time dateTime={page.updatedAt}>{formatDate(page.updatedAt.slice(0, 10))}</time>
          </p>
        ) : undefined
      }
    >
      <CmsPageContent page={page} />
    </InnerPage>
  );
}
