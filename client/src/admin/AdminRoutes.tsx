import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminLayout } from './AdminLayout';
import { ComingSoon } from './ComingSoon';
import { DashboardPage } from './DashboardPage';
import { AddNewsPage } from './news/AddNewsPage';
import { EditNewsPage } from './news/EditNewsPage';
import { ViewNewsPage } from './news/ViewNewsPage';

/** Everything under /dashbord. Loaded on demand: public visitors never download it. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path="news/addnews" element={<AddNewsPage />} />
        <Route path="news/viewnews" element={<ViewNewsPage />} />
        <Route path="editnews/:id" element={<EditNewsPage />} />
        <Route
          path="news/addpress"
          element={<ComingSoon title="Add Press Coverage" what="Press coverage" />}
        />
        <Route
          path="news/viewpress"
          element={<ComingSoon title="View Press Coverage" what="Press coverage" />}
        />
        <Route
          path="editpress/:id"
          element={<ComingSoon title="Edit Press Coverage" what="Press coverage" />}
        />
        <Route
          path="viewMessage"
          element={<ComingSoon title="Messages" what="Contact messages" />}
        />
        <Route
          path="viewReservation"
          element={<ComingSoon title="Reservations" what="Ride and helicopter reservations" />}
        />
        <Route path="fare-rates" element={<ComingSoon title="Fare rates" what="Fare rates" />} />
        <Route
          path="registrations"
          element={<ComingSoon title="Registrations" what="Registration requests" />}
        />
        <Route path="*" element={<Navigate to="/dashbord" replace />} />
      </Route>
    </Routes>
  );
}
