import type { AuthChecker } from 'type-graphql';
import type { Restriction } from '../errors';
import { accessRefusal } from '../identity/access';
import type { Context } from './context';

/** What a restricted account (AuthUser.restricted) may still do: see itself, sign out, comply. */
const WHILE_RESTRICTED: Record<Restriction, Set<string>> = {
  CHANGE_PASSWORD: new Set(['me', 'logout', 'changePassword']),
  ENROL_2FA: new Set(['me', 'logout', 'startTotpEnrolment', 'confirmTotpEnrolment']),
};

/** The one type-graphql auth checker: identity/access.ts decides. */
export const authChecker: AuthChecker<Context> = ({ context, info }, roles) => {
  const must = context.user?.restricted;
  const refused = accessRefusal(
    context,
    roles,
    must !== undefined && WHILE_RESTRICTED[must].has(info.fieldName),
  );
  if (refused) throw refused;
  return true;
};
