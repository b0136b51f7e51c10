import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Center, Loader } from '@mantine/core';
import { RequireRole } from './auth/RequireRole';
import { HomePage } from './site/HomePage';
import { SiteLayout } from './site/layout/SiteLayout';
import { NewsDetailPage } from './site/news/NewsDetailPage';
import { NewsListPage } from './site/news/NewsListPage';

// The back office is its own chunk: public visitors never download it.
const AdminRoutes = lazy(() => import('./admin/AdminRoutes'));
// Sign-in pages carry the form library; only staff need them.
const LoginPage = lazy(() => import('./auth/LoginPage').then((m) => ({ default: m.LoginPage })));
const UnauthorizedPage = lazy(() =>
  import('./auth/UnauthorizedPage').then((m) => ({ default: m.UnauthorizedPage })),
);

function PageLoader() {
  return (
    <Center mih="60vh" role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<HomePage />} />
        <Route path="pages/news" element={<NewsListPage />} />
        <Route path="pages/news/:id" element={<NewsDetailPage />} />
      </Route>
      <Route
        path="login"
        element={
          <Suspense fallback={<PageLoader />}>
            <LoginPage />
          </Suspense>
        }
      />
      <Route
        path="unauthorized"
        element={
          <Suspense fallback={<PageLoader />}>
            <UnauthorizedPage />
          </Suspense>
        }
      />
      <Route
        path="dashbord/*"
        element={
          <RequireRole role="admin">
            <Suspense fallback={<PageLoader />}>
              <AdminRoutes />
            </Suspense>
          </RequireRole>
        }
      />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
