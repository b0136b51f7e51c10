import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireRole, STAFF_ROLES } from './auth/RequireRole';
import { PageSpinner } from './components/PageSpinner';
import { lazyNamed } from './site/lazyPart';
import { siteRoutes } from './site/siteRoutes';

// The back office is its own chunk: public visitors never download it.
const AdminRoutes = lazy(() => import('./admin/AdminRoutes'));
// Sign-in pages carry the form library; only staff need them.
const LoginPage = lazyNamed(() => import('./auth/LoginPage'), 'LoginPage');
const ForgotPasswordPage = lazyNamed(
  () => import('./auth/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyNamed(() => import('./auth/ResetPasswordPage'), 'ResetPasswordPage');
const UnauthorizedPage = lazyNamed(() => import('./auth/UnauthorizedPage'), 'UnauthorizedPage');
// The open fare form (staff sign in to use it) shares the back office's form code.
const AddCopterPage = lazyNamed(() => import('./admin/fares/AddCopterPage'), 'AddCopterPage');

function PageLoader() {
  return <PageSpinner label="Loading" minHeight="60vh" />;
}

/**
 * Every route of the app. The server matches a URL against them (createRoutesFromElements) to
 * decide between rendering a public page, answering the client shell or redirecting.
 */
export const appRouteElements = (
  <>
    {siteRoutes}
    <Route
      path="login"
      element={
        <Suspense fallback={<PageLoader />}>
          <LoginPage />
        </Suspense>
      }
    />
    <Route
      path="forgot-password"
      element={
        <Suspense fallback={<PageLoader />}>
          <ForgotPasswordPage />
        </Suspense>
      }
    />
    <Route
      path="reset-password"
      element={
        <Suspense fallback={<PageLoader />}>
          <ResetPasswordPage />
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
      path="addcopter"
      element={
        <Suspense fallback={<PageLoader />}>
          <AddCopterPage />
        </Suspense>
      }
    />
    <Route
      path="dashbord/*"
      element={
        <RequireRole role={STAFF_ROLES}>
          <Suspense fallback={<PageLoader />}>
            <AdminRoutes />
          </Suspense>
        </RequireRole>
      }
    />
    <Route path="*" element={<Navigate to="/" replace />} />
  </>
);

export function AppRoutes() {
  return <Routes>{appRouteElements}</Routes>;
}
