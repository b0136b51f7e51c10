import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from './useAuth';

interface RequireRoleProps {
  role?: string;
  children: ReactNode;
}

/** Lets through only a signed-in user with `role`; others go to sign in or to /unauthorized. */
export function RequireRole({ role = 'admin', children }: RequireRoleProps) {
  const { isLoggedIn, user } = useAuth();
  const location = useLocation();

  if (!isLoggedIn) {
    const asked = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/login?next=${encodeURIComponent(asked)}`} replace />;
  }
  if (user?.userrole !== role) {
    return <Navigate to="/unauthorized" replace />;
  }
  return <>{children}</>;
}
