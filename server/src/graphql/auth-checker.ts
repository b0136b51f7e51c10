import type { AuthChecker } from 'type-graphql';
import { forbidden, unauthenticated } from '../errors';
import type { Context } from './context';

/** The one type-graphql auth checker: no valid token → UNAUTHENTICATED, other role → FORBIDDEN. */
export const authChecker: AuthChecker<Context> = ({ context }, roles) => {
  if (!context.user) {
    throw unauthenticated(
      context.badToken ? 'Your session has expired or is invalid: sign in again' : undefined,
    );
  }
  if (roles.length > 0 && !roles.includes(context.user.role)) throw forbidden();
  return true;
};
