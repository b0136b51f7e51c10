import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireRole } from '../auth/RequireRole';
import { AccountPage } from './account/AccountPage';
import { ActivityPage } from './activity/ActivityPage';
import { TrashPage } from './trash/TrashPage';
import { ADMIN_ONLY, PAPERS } from './adminNav';
import { ExpiringPage } from './expiring/ExpiringPage';
import { AdminLayout } from './AdminLayout';
import { AddArticlePage } from './articles/AddArticlePage';
import { EditArticlePage } from './articles/EditArticlePage';
import { NEWS, PRESS } from './articles/articleKinds';
import { ViewArticlePage } from './articles/ViewArticlePage';
import { CmsPagesPage } from './cms-pages/CmsPagesPage';
import { EditCmsPagePage } from './cms-pages/EditCmsPagePage';
import { EditHelpArticlePage } from './help/EditHelpArticlePage';
import { HelpArticlesPage } from './help/HelpArticlesPage';
import { DashboardPage } from './DashboardPage';
import { FareRatesPage } from './fares/FareRatesPage';
import { ParcelRatesPage } from './parcel-rates/ParcelRatesPage';
import { HolidaysPage } from './holidays/HolidaysPage';
import { ReplyTemplatesPage } from './cases/ReplyTemplatesPage';
import { MessagePage } from './messages/MessagePage';
import { MessagesPage } from './messages/MessagesPage';
import { OfficialContactsPage } from './official-contacts/OfficialContactsPage';
import { DataRequestsPage } from './privacy/DataRequestsPage';
import { RegistrationsPage } from './registrations/RegistrationsPage';
import { ReservationsPage } from './reservations/ReservationsPage';
import { WebsitesPage } from './websites/WebsitesPage';
import { UsersPage } from './users/UsersPage';

/** Editors reaching an admin page by its address go to /unauthorized. */
const adminOnly = (page: ReactNode) => <RequireRole role={ADMIN_ONLY}>{page}</RequireRole>;

/** Everything under /dashbord. Loaded on demand: public visitors never download it. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path="news/addnews" element={<AddArticlePage key="news" kind={NEWS} />} />
        <Route path="news/viewnews" element={<ViewArticlePage key="news" kind={NEWS} />} />
        <Route path="editnews/:id" element={<EditArticlePage key="news" kind={NEWS} />} />
        <Route path="news/addpress" element={<AddArticlePage key="press" kind={PRESS} />} />
        <Route path="news/viewpress" element={<ViewArticlePage key="press" kind={PRESS} />} />
        <Route path="editpress/:id" element={<EditArticlePage key="press" kind={PRESS} />} />
        <Route path="viewMessage" element={adminOnly(<MessagesPage />)} />
        <Route path="viewMessage/:id" element={adminOnly(<MessagePage />)} />
        <Route path="viewReservation" element={adminOnly(<ReservationsPage />)} />
        <Route path="fare-rates" element={adminOnly(<FareRatesPage />)} />
        <Route path="official-contacts" element={adminOnly(<OfficialContactsPage />)} />
        <Route path="parcel-rates" element={adminOnly(<ParcelRatesPage />)} />
        <Route path="holidays" element={adminOnly(<HolidaysPage />)} />
        <Route path="reply-templates" element={adminOnly(<ReplyTemplatesPage />)} />
        <Route path="registrations" element={adminOnly(<RegistrationsPage />)} />
        <Route
          path="expiring"
          element={
            <RequireRole role={PAPERS}>
              <ExpiringPage />
            </RequireRole>
          }
        />
        <Route path="users" element={adminOnly(<UsersPage />)} />
        <Route path="activity" element={adminOnly(<ActivityPage />)} />
        <Route path="trash" element={adminOnly(<TrashPage />)} />
        <Route path="data-requests" element={adminOnly(<DataRequestsPage />)} />
        <Route path="account" element={<AccountPage />} />
        <Route path="pages" element={<CmsPagesPage />} />
        <Route path="help" element={<HelpArticlesPage />} />
        <Route path="help/:slug" element={<EditHelpArticlePage />} />
        <Route path="pages/:slug" element={<EditCmsPagePage />} />
        <Route path="websites" element={<WebsitesPage />} />
        <Route path="*" element={<Navigate to="/dashbord" replace />} />
      </Route>
    </Routes>
  );
}
