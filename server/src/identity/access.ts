import { forbidden, restricted, unauthenticated } from '../errors';
import type { AuthUser } from './tokens';

/**
 * The one decision between 401 and 403, for GraphQL (graphql/auth-checker.ts) and REST
 * (http/routes.ts requireRole) alike: no valid token → UNAUTHENTICATED (401), an account that
 * must first change its password or enrol 2FA → FORBIDDEN with that reason unless the call is one
 * it may still make, a role not in `roles` (any role when empty) → FORBIDDEN (403).
 * Answers the error to throw, or undefined when the call may go on.
 */
export function accessRefusal(
  who: { user: AuthUser | null | undefined; badToken?: boolean },
  roles: readonly string[],
  allowedWhileRestricted: boolean,
): Error | undefined {
  const { user } = who;
  if (!user) {
    return unauthenticated(
      who.badToken ? 'Your session has expired or is invalid: sign in again' : undefined,
    );
  }
  if (user.restricted && !allowedWhileRestricted) return restricted(user.restricted);
  if (roles.length > 0 && !roles.includes(user.role)) return forbidden();
  return undefined;
}
