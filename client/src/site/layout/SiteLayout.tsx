import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { useT } from '../../i18n/i18n';
import { lazyNamed } from '../lazyPart';
import { SiteHeader } from './SiteHeader';

// The footer's code loads apart from the entry: the server's HTML shows it at once, and it is
// hydrated (React keeps that HTML meanwhile) when its chunk arrives, after the header.
const SiteFooter = lazyNamed(() => import('./SiteFooter'), 'SiteFooter');

/** What shows while a page's code arrives: as tall as a short page, so the footer stays put. */
export function PageFallback() {
  const t = useT();
  return <PageSpinner label={t('layout.loadingPage')} minHeight="70vh" />;
}

/** Frame of every public page. */
export function SiteLayout() {
  const t = useT();
  return (
    <div style={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <a href="#main" className="skip-link">
        {t('layout.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
