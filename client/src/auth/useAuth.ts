import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import {
  clearToken,
  decodeToken,
  getValidToken,
  storeToken,
  subscribeToken,
  type TokenUser,
} from '../api/token';

export interface Auth {
  token: string | null;
  user: TokenUser | null;
  isLoggedIn: boolean;
  login: (token: string) => void;
}

/** Longest delay setTimeout accepts; longer sessions are re-checked when the timer fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The current session, re-rendering on login/logout in this tab or another one (Logout: useLogout). */
export function useAuth(): Auth {
  const token = useSyncExternalStore(
    subscribeToken,
    () => getValidToken(),
    () => null,
  );
  const claims = useMemo(() => (token ? decodeToken(token) : null), [token]);

  // Log out on the dot when the token expires while the page stays open.
  useEffect(() => {
    if (!claims) return;
    const delay = Math.min(claims.exp * 1000 - Date.now(), MAX_TIMER_MS);
    const timer = window.setTimeout(
      () => {
        if (!getValidToken()) clearToken();
      },
      Math.max(delay + 50, 0),
    );
    return () => window.clearTimeout(timer);
  }, [claims]);

  const login = useCallback((next: string) => storeToken(next), []);

  return useMemo(
    () => ({
      token,
      user: claims
        ? { sub: claims.sub, username: claims.username, userrole: claims.userrole }
        : null,
      isLoggedIn: claims !== null,
      login,
    }),
    [token, claims, login],
  );
}
