import type { AuthUser } from '../identity/tokens';
import type { Services } from '../services';

export interface Context {
  /** The signed-in user, or null for anonymous requests and invalid tokens. */
  user: AuthUser | null;
  /** True when a token was sent but did not verify (expired, forged, malformed). */
  badToken: boolean;
  ip: string;
  /** the User-Agent header ('' when absent) */
  userAgent: string;
  /** The `Idempotency-Key` header of a visitor's form, if sent. */
  idempotencyKey?: string;
  services: Services;
}
