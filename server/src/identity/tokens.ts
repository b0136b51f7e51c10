import jwt from 'jsonwebtoken';
import type { Restriction } from '../errors';
import { createSecretKey, type KeyObject } from 'node:crypto';

export interface TokenClaims {
  sub: string;
  username: string;
  userrole: string;
  /** the session this token belongs to (auth/sessions.ts) */
  sid: string;
  iat: number;
  exp: number;
}

export interface AuthUser {
  id: number;
  username: string;
  role: string;
  /** The session of the token (absent for actors that are not a signed-in request). */
  sid?: string;
  /** What the account must do before anything else (set by AuthService.current). */
  restricted?: Restriction;
}

/** How many verified tokens are remembered (a few hundred bytes each). */
const VERIFIED_TOKENS = 10_000;

export class TokenService {
  /**
   * Given a string, jsonwebtoken first tries to parse it as a PEM public key on every call and
   * catches the failure — a fifth of the CPU of a signed-in request. A KeyObject skips that.
   */
  private readonly secret: KeyObject;
  /**
   * Tokens that verified, with their expiry: a signed-in client sends the same token on every
   * request, and checking its HMAC each time was a visible share of a signed-in request's CPU.
   * A token's signature cannot stop being valid while the secret stays, so only the expiry is
   * checked again. Bounded: emptied when full.
   */
  private readonly verified = new Map<string, { user: AuthUser; exp: number }>();

  constructor(
    secret: string,
    readonly ttlSeconds: number,
  ) {
    this.secret = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  /** A token for `user` in session `sid`, valid for the configured time to live. */
  sign(user: AuthUser, sid: string): string {
    return jwt.sign({ username: user.username, userrole: user.role, sid }, this.secret, {
      algorithm: 'HS256',
      subject: String(user.id),
      expiresIn: this.ttlSeconds,
    });
  }

  /**
   * The user and session a token stands for, or null for a token that is malformed, forged, of
   * another algorithm, expired, or without a session. Whether the session still exists is the
   * account check's business (AuthService.current).
   */
  verify(token: string): AuthUser | null {
    const known = this.verified.get(token);
    // jsonwebtoken's rule: expired once the clock reaches exp.
    if (known) return Math.floor(Date.now() / 1000) < known.exp ? { ...known.user } : null;
    try {
      const claims = jwt.verify(token, this.secret, {
        algorithms: ['HS256'],
      }) as Partial<TokenClaims>;
      const id = Number(claims.sub);
      if (
        !Number.isInteger(id) ||
        typeof claims.username !== 'string' ||
        typeof claims.userrole !== 'string' ||
        typeof claims.sid !== 'string'
      ) {
        // A token without a session (issued before sessions existed) cannot be ended: refused.
        return null;
      }
      const user = { id, username: claims.username, role: claims.userrole, sid: claims.sid };
      if (typeof claims.exp === 'number') {
        if (this.verified.size >= VERIFIED_TOKENS) this.verified.clear();
        this.verified.set(token, { user, exp: claims.exp });
      }
      return { ...user };
    } catch {
      return null;
    }
  }
}

/** `Authorization: Bearer <token>` → token, or undefined when absent. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? '');
  return match?.[1].trim();
}
