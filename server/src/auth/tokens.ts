import jwt from 'jsonwebtoken';
import { createSecretKey, type KeyObject } from 'node:crypto';

export interface TokenClaims {
  sub: string;
  username: string;
  userrole: string;
  iat: number;
  exp: number;
}

export interface AuthUser {
  id: number;
  username: string;
  role: string;
}

export class TokenService {
  /**
   * Given a string, jsonwebtoken first tries to parse it as a PEM public key on every call and
   * catches the failure — a fifth of the CPU of a signed-in request. A KeyObject skips that.
   */
  private readonly secret: KeyObject;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.secret = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  sign(user: AuthUser): string {
    return jwt.sign({ username: user.username, userrole: user.role }, this.secret, {
      algorithm: 'HS256',
      subject: String(user.id),
      expiresIn: this.ttlSeconds,
    });
  }

  /** The user a token stands for, or null for a token that is malformed, forged, of another algorithm or expired. */
  verify(token: string): AuthUser | null {
    try {
      const claims = jwt.verify(token, this.secret, {
        algorithms: ['HS256'],
      }) as Partial<TokenClaims>;
      const id = Number(claims.sub);
      if (
        !Number.isInteger(id) ||
        typeof claims.username !== 'string' ||
        typeof claims.userrole !== 'string'
      ) {
        return null;
      }
      return { id, username: claims.username, role: claims.userrole };
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
