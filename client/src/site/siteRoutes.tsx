import type { ReactElement } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { SiteLayout } from './layout/SiteLayout';
import { lazyNamed } from './lazyPart';
import type { SitePath } from './sitePages';

// Every page is its own chunk.

// Home too: the server's HTML paints it, so its code need not be in every page's entry.
const HomePage = lazyNamed(() => import('./home/HomePage'), 'HomePage');
const CmsPageRoute = lazyNamed(() => import('./pages/cms/CmsPageRoute'), 'CmsPageRoute');
const ContactPage = lazyNamed(() => import('./contact/ContactPage'), 'ContactPage');
const ArticleListPage = lazyNamed(() => import('./news/ArticleListPage'), 'ArticleListPage');
const ArticleDetailPage = lazyNamed(() => import('./news/ArticleDetailPage'), 'ArticleDetailPage');
const ParcelPage = lazyNamed(() => import('./parcel/ParcelPage'), 'ParcelPage');
const ParcelPricePage = lazyNamed(() => import('./parcel/ParcelPricePage'), 'ParcelPricePage');
const ItServicePage = lazyNamed(() => import('./it-service/ItServicePage'), 'ItServicePage');
const RegistrationPage = lazyNamed(
  () => import('./registration/RegistrationPage'),
  'RegistrationPage',
);
const BookingPage = lazyNamed(() => import('./booking/BookingPage'), 'BookingPage');
const HelpPage = lazyNamed(() => import('./help/HelpPage'), 'HelpPage');
const HelpArticlePage = lazyNamed(() => import('./help/HelpArticlePage'), 'HelpArticlePage');
const StatusPage = lazyNamed(() => import('./status/StatusPage'), 'StatusPage');
const CheckPage = lazyNamed(() => import('./check/CheckPage'), 'CheckPage');
const VerifyPage = lazyNamed(() => import('./verify/VerifyPage'), 'VerifyPage');
const PrivacyRequestPage = lazyNamed(
  () => import('./privacy/PrivacyRequestPage'),
  'PrivacyRequestPage',
);
const OfflinePage = lazyNamed(() => import('./offline/OfflinePage'), 'OfflinePage');

/** Each declared page's element (sitePages.ts): one per page, none for an undeclared one. */
const PAGES: Record<SitePath, ReactElement> = {
  '': <HomePage />,
  'pages/contactus': <ContactPage />,
  'pages/news': <ArticleListPage key="news" kind="news" />,
  'pages/news/:id': <ArticleDetailPage key="news" kind="news" />,
  'pages/PressCoverage': <ArticleListPage key="press" kind="press" />,
  'pages/PressCoverage/:id': <ArticleDetailPage key="press" kind="press" />,
  'pages/login': <Navigate to="/login" replace />,
  'pages/help': <Navigate to="/help" replace />,
  'pages/:slug': <CmsPageRoute />,
  parcel: <ParcelPage />,
  'parcel/price': <ParcelPricePage />,
  'parcel/merchant-registration': <RegistrationPage key="MERCHANT" kind="MERCHANT" />,
  'it-service': <ItServicePage />,
  'registration/driver': <RegistrationPage key="DRIVER" kind="DRIVER" />,
  'registration/customer': <RegistrationPage key="CUSTOMER" kind="CUSTOMER" />,
  'registration/fleet-partner': <RegistrationPage key="FLEET_PARTNER" kind="FLEET_PARTNER" />,
  booking: <BookingPage />,
  status: <StatusPage />,
  help: <HelpPage />,
  'help/:slug': <HelpArticlePage />,
  check: <CheckPage />,
  verify: <VerifyPage />,
  'privacy/request': <PrivacyRequestPage />,
  offline: <OfflinePage />,
};

/** The public website: every declared page under the site's header and footer. */
export const siteRoutes = (
  <Route element={<SiteLayout />}>
    {Object.entries(PAGES).map(([path, element]) =>
      path === '' ? (
        <Route key="index" index element={element} />
      ) : (
        <Route key={path} path={path} element={element} />
      ),
    )}
  </Route>
);
