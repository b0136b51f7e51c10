import type { AuthChecker } from 'type-graphql';
import { forbidden, restricted, unauthenticated, type Restriction } from '../errors';
import type { Context } from './context';

/** What a restricted account (AuthUser.restricted) may still do: see itself, sign out, comply. */
const WHILE_RESTRICTED: Record<Restriction, Set<string>> = {
  CHANGE_PASSWORD: new Set(['me', 'logout', 'changePassword']),
  ENROL_2FA: new Set(['me', 'logout', 'startTotpEnrolment', 'confirmTotpEnrolment']),
};

/**
 * The one type-graphql auth checker: no valid token → UNAUTHENTICATED, other role → FORBIDDEN,
 * an account that must first change its password → FORBIDDEN with that reason.
 */
export const authChecker: AuthChecker<Context> = ({ context, info }, roles) => {
  if (!context.user) {
    throw unauthenticated(
      context.badToken ? 'Your session has expired or is invalid: sign in again' : undefined,
    );
  }
  const { restricted: must } = context.user;
  if (must && !WHILE_RESTRICTED[must].has(info.fieldName)) throw restricted(must);
  if (roles.length > 0 && !roles.includes(context.user.role)) throw forbidden();
  return true;
};
