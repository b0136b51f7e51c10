import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Center, Loader } from '@mantine/core';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** What shows while a page's code arrives: as tall as a short page, so the footer stays put. */
export function PageFallback() {
  return (
    <Center mih="70vh" role="status" aria-label="Loading the page">
      <Loader />
    </Center>
  );
}

/** Frame of every public page. */
export function SiteLayout() {
  return (
    <div style={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
