import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminLayout } from './AdminLayout';
import { AddArticlePage } from './articles/AddArticlePage';
import { EditArticlePage } from './articles/EditArticlePage';
import { NEWS, PRESS } from './articles/articleKinds';
import { ViewArticlePage } from './articles/ViewArticlePage';
import { CmsPagesPage } from './cms-pages/CmsPagesPage';
import { EditCmsPagePage } from './cms-pages/EditCmsPagePage';
import { DashboardPage } from './DashboardPage';
import { FareRatesPage } from './fares/FareRatesPage';
import { MessagesPage } from './messages/MessagesPage';
import { RegistrationsPage } from './registrations/RegistrationsPage';
import { ReservationsPage } from './reservations/ReservationsPage';
import { WebsitesPage } from './websites/WebsitesPage';

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
        <Route path="viewMessage" element={<MessagesPage />} />
        <Route path="viewReservation" element={<ReservationsPage />} />
        <Route path="fare-rates" element={<FareRatesPage />} />
        <Route path="registrations" element={<RegistrationsPage />} />
        <Route path="pages" element={<CmsPagesPage />} />
        <Route path="pages/:slug" element={<EditCmsPagePage />} />
        <Route path="websites" element={<WebsitesPage />} />
        <Route path="*" element={<Navigate to="/dashbord" replace />} />
      </Route>
    </Routes>
  );
}
