import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from './useAuth';

/** Roles that may use the back office at all; each page may narrow further (compliance: papers). */
export const STAFF_ROLES = ['admin', 'editor', 'compliance'];

interface RequireRoleProps {
  /** One role, or several any of which will do. */
  role?: string | string[];
  children: ReactNode;
}

/** Lets through only a signed-in user with one of the roles; others go to sign in or to /unauthorized. */
export function RequireRole({ role = 'admin', children }: RequireRoleProps) {
  const { isLoggedIn, user } = useAuth();
  const location = useLocation();
  const allowed = Array.isArray(role) ? role : [role];

  if (!isLoggedIn) {
    const asked = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/login?next=${encodeURIComponent(asked)}`} replace />;
  }
  if (!user || !allowed.includes(user.userrole)) {
    return <Navigate to="/unauthorized" replace />;
  }
  return <>{children}</>;
}
