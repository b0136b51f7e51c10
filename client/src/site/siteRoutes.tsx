import { Navigate, Route } from 'react-router-dom';
import { SiteLayout } from './layout/SiteLayout';
import { lazyNamed } from './lazyPart';

// Every page is its own chunk.

// Home too: the server's HTML paints it, so its code need not be in every page's entry.
const HomePage = lazyNamed(() => import('./home/HomePage'), 'HomePage');
const CmsPageRoute = lazyNamed(() => import('./pages/cms/CmsPageRoute'), 'CmsPageRoute');
const ContactPage = lazyNamed(() => import('./contact/ContactPage'), 'ContactPage');
const ArticleListPage = lazyNamed(() => import('./news/ArticleListPage'), 'ArticleListPage');
const ArticleDetailPage = lazyNamed(() => import('./news/ArticleDetailPage'), 'ArticleDetailPage');
const ParcelPage = lazyNamed(() => import('./parcel/ParcelPage'), 'ParcelPage');
const ItServicePage = lazyNamed(() => import('./it-service/ItServicePage'), 'ItServicePage');
const RegistrationPage = lazyNamed(
  () => import('./registration/RegistrationPage'),
  'RegistrationPage',
);
const BookingPage = lazyNamed(() => import('./booking/BookingPage'), 'BookingPage');
const StatusPage = lazyNamed(() => import('./status/StatusPage'), 'StatusPage');
const PrivacyRequestPage = lazyNamed(
  () => import('./privacy/PrivacyRequestPage'),
  'PrivacyRequestPage',
);
const OfflinePage = lazyNamed(() => import('./offline/OfflinePage'), 'OfflinePage');

/** The public website: every route under the site's header and footer. */
export const siteRoutes = (
  <Route element={<SiteLayout />}>
    <Route index element={<HomePage />} />
    <Route path="pages/contactus" element={<ContactPage />} />
    <Route path="pages/news" element={<ArticleListPage key="news" kind="news" />} />
    <Route path="pages/news/:id" element={<ArticleDetailPage key="news" kind="news" />} />
    <Route path="pages/PressCoverage" element={<ArticleListPage key="press" kind="press" />} />
    <Route
      path="pages/PressCoverage/:id"
      element={<ArticleDetailPage key="press" kind="press" />}
    />
    <Route path="pages/login" element={<Navigate to="/login" replace />} />
    {/* Company pages (about-us, directors, help, terms…): staff edit them in the back office. */}
    <Route path="pages/:slug" element={<CmsPageRoute />} />
    <Route path="parcel" element={<ParcelPage />} />
    <Route
      path="parcel/merchant-registration"
      element={<RegistrationPage key="MERCHANT" kind="MERCHANT" />}
    />
    <Route path="it-service" element={<ItServicePage />} />
    <Route path="registration/driver" element={<RegistrationPage key="DRIVER" kind="DRIVER" />} />
    <Route
      path="registration/customer"
      element={<RegistrationPage key="CUSTOMER" kind="CUSTOMER" />}
    />
    <Route
      path="registration/fleet-partner"
      element={<RegistrationPage key="FLEET_PARTNER" kind="FLEET_PARTNER" />}
    />
    <Route path="booking" element={<BookingPage />} />
    <Route path="status" element={<StatusPage />} />
    <Route path="privacy/request" element={<PrivacyRequestPage />} />
    {/* What the service worker shows offline for a page it has not kept (client/src/sw). */}
    <Route path="offline" element={<OfflinePage />} />
  </Route>
);
