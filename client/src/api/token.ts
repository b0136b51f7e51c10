/** Where the access token lives in the browser (shared with the original site). */
export const TOKEN_KEY = 'access_token';

export interface TokenUser {
  sub: number | string;
  username: string;
  userrole: string;
}

export interface TokenClaims extends TokenUser {
  /** Expiry in SECONDS since the epoch. */
  exp: number;
  iat?: number;
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Payload of a JWT, or null when the text is not a well-formed token with the claims we need. */
export function decodeToken(token: string): TokenClaims | null {
  try {
    const parts = token.split('.');
    if (parts.length !== 3 || !parts[1]) return null;
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
    if (!payload || typeof payload !== 'object') return null;
    const claims = payload as Partial<TokenClaims>;
    if (typeof claims.exp !== 'number' || typeof claims.username !== 'string') return null;
    return {
      sub: claims.sub ?? '',
      username: claims.username,
      userrole: typeof claims.userrole === 'string' ? claims.userrole : '',
      exp: claims.exp,
      iat: claims.iat,
    };
  } catch {
    return null;
  }
}

export function isExpired(claims: TokenClaims, nowMs: number = Date.now()): boolean {
  return claims.exp <= Math.floor(nowMs / 1000);
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Listeners inside this tab (the `storage` event only fires in other tabs). */
const listeners = new Set<() => void>();

export function subscribeToken(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function notify() {
  listeners.forEach((listener) => listener());
}

export function storeToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
  notify();
}

export function clearToken(): void {
  storage()?.removeItem(TOKEN_KEY);
  notify();
}

/**
 * The stored token if it is usable: it decodes and has not expired.
 * A token that fails either test is removed, so the app never keeps a dead session.
 */
export function getValidToken(nowMs: number = Date.now()): string | null {
  const store = storage();
  const token = store?.getItem(TOKEN_KEY) ?? null;
  if (!token) return null;
  const claims = decodeToken(token);
  if (!claims || isExpired(claims, nowMs)) {
    store?.removeItem(TOKEN_KEY);
    return null;
  }
  return token;
}
