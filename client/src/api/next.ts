/** Where to go after signing in: only same-site paths are honoured, never another origin. */
export function safeNextPath(next: string | null, fallback = '/dashbord'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return fallback;
  }
  if (next.startsWith('/login')) return fallback;
  return next;
}

/** Where an account whose password an admin set is sent to choose its own (My account). */
export const CHANGE_PASSWORD_PATH = '/dashbord/account?changePassword=1';

/** Where an account that must set up two-step sign-in first is sent (My account). */
export const ENROL_2FA_PATH = '/dashbord/account?enrol=1';
