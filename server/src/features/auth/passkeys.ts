import { createHash, createHmac } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError, fieldError, unauthenticated } from '../../errors';

/** A registration or sign-in challenge lives this long and is good once. */
export const PASSKEY_CHALLENGE_SECONDS = 5 * 60;
const MAX_NAME = 64;
/** Longer than any real WebAuthn answer: refused before it is parsed. */
const MAX_RESPONSE = 20_000;

export const PASSKEY_REFUSED =
  'This passkey could not sign you in: try again, or sign in with your password';
export const PASSKEY_EXPIRED = 'This passkey request has expired or was used: try again';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Where passkeys are valid: the back office's host name (RP ID) and origin. */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

/** The relying party from the back office's address (BACKOFFICE_URL, else localhost:PORT). */
export function relyingParty(backOfficeUrl: string): RelyingParty {
  const url = new URL(backOfficeUrl);
  return { id: url.hostname, origin: url.origin, name: 'DigitalRideWeb back office' };
}

export interface PasskeyRow {
  id: number;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

type Purpose = 'register' | 'sign-in';

/** A WebAuthn answer from the browser (JSON text): its object, or BAD_USER_INPUT. */
function parseResponse<T>(raw: unknown): T & { id: string; response: { clientDataJSON: string } } {
  const unreadable = () =>
    new AppError('BAD_USER_INPUT', 'This passkey answer could not be read: try again', [
      { field: 'response', message: 'Not a WebAuthn answer' },
    ]);
  if (typeof raw !== 'string' || raw.length > MAX_RESPONSE) throw unreadable();
  try {
    const parsed = JSON.parse(raw) as T & { id: string; response: { clientDataJSON: string } };
    if (typeof parsed?.id !== 'string' || typeof parsed.response?.clientDataJSON !== 'string') {
      throw unreadable();
    }
    return parsed;
  } catch {
    throw unreadable();
  }
}

/** The challenge the browser signed, read from the answer's client data. */
function challengeOf(response: { response: { clientDataJSON: string } }): string {
  try {
    const data = JSON.parse(
      Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8'),
    ) as { challenge?: unknown };
    return typeof data.challenge === 'string' ? data.challenge : '';
  } catch {
    return '';
  }
}

/**
 * Passkeys (WebAuthn through SimpleWebAuthn, user verification required, discoverable
 * credentials so that signing in needs no username). Every challenge is kept in PostgreSQL
 * (any instance finishes what another started), is good once and for 5 minutes: a replayed
 * answer finds its challenge gone.
 */
export class Passkeys {
  private readonly handleKey: Buffer;

  constructor(
    private readonly ds: DataSource,
    readonly rp: RelyingParty,
    serverSecret: string,
  ) {
    this.handleKey = createHash('sha256').update(`webauthn-user:${serverSecret}`).digest();
  }

  /** The user handle authenticators keep: stable per account, and no id or name in clear. */
  private handle(userId: number): Uint8Array<ArrayBuffer> {
    return new Uint8Array(createHmac('sha256', this.handleKey).update(String(userId)).digest());
  }

  list(userId: number): Promise<PasskeyRow[]> {
    return this.ds.query(
      `SELECT id, name, created_at AS "createdAt", last_used_at AS "lastUsedAt"
       FROM passkeys WHERE user_id = $1 ORDER BY created_at, id`,
      [userId],
    );
  }

  /** Options for the browser to create a passkey for `user` (its existing ones excluded). */
  async registrationOptions(user: {
    id: number;
    username: string;
  }): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const existing: { credential_id: string; transports: string }[] = await this.ds.query(
      'SELECT credential_id, transports FROM passkeys WHERE user_id = $1',
      [user.id],
    );
    const options = await generateRegistrationOptions({
      rpName: this.rp.name,
      rpID: this.rp.id,
      userName: user.username,
      userID: this.handle(user.id),
      attestationType: 'none',
      timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
      excludeCredentials: existing.map((c) => ({
        id: c.credential_id,
        transports: c.transports ? c.transports.split(',') : undefined,
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    await this.keep(options.challenge, 'register', user.id);
    return options;
  }

  /**
   * Verifies the browser's answer to `userId`'s registration challenge and keeps the new
   * passkey (in `m`'s transaction), named `name`.
   */
  async register(
    m: EntityManager,
    userId: number,
    name: unknown,
    raw: unknown,
  ): Promise<PasskeyRow> {
    const label = typeof name === 'string' ? name.trim() : '';
    if (!label) throw fieldError('name', 'Give the passkey a name, e.g. “Work laptop”');
    if (label.length > MAX_NAME) {
      throw fieldError('name', `The name must be at most ${MAX_NAME} characters`);
    }
    const response = parseResponse<RegistrationResponseJSON>(raw);
    const challenge = challengeOf(response);
    if (!(await this.take(challenge, 'register', userId)))
      throw fieldError('response', PASSKEY_EXPIRED);
    let verified;
    try {
      verified = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: this.rp.origin,
        expectedRPID: this.rp.id,
        requireUserVerification: true,
      });
    } catch {
      verified = null;
    }
    if (!verified?.verified) {
      throw fieldError('response', 'This passkey could not be checked: try again');
    }
    const { credential } = verified.registrationInfo;
    const rows: PasskeyRow[] = await m.query(
      `INSERT INTO passkeys (user_id, credential_id, public_key, counter, transports, name)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (credential_id) DO NOTHING
       RETURNING id, name, created_at AS "createdAt", last_used_at AS "lastUsedAt"`,
      [
        userId,
        credential.id,
        Buffer.from(credential.publicKey),
        credential.counter,
        (credential.transports ?? []).join(','),
        label,
      ],
    );
    if (!rows[0]) throw fieldError('response', 'This passkey is registered already');
    return rows[0];
  }

  /** Removes passkey `id` of `userId` (in `m`'s transaction): its name, or null when none. */
  async remove(m: EntityManager, userId: number, id: number): Promise<string | null> {
    // A DELETE answers [its rows, how many] (TypeORM on PostgreSQL).
    const [rows] = (await m.query(
      'DELETE FROM passkeys WHERE id = $1 AND user_id = $2 RETURNING name',
      [id, userId],
    )) as [{ name: string }[], number];
    return rows[0]?.name ?? null;
  }

  /** Options for "Sign in with a passkey": no username, any passkey of this site. */
  async signInOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const options = await generateAuthenticationOptions({
      rpID: this.rp.id,
      userVerification: 'required',
      timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
    });
    await this.keep(options.challenge, 'sign-in', null);
    return options;
  }

  /** The account whose passkey signed the sign-in challenge (used up, right or wrong). */
  async signIn(raw: unknown): Promise<number> {
    const response = parseResponse<AuthenticationResponseJSON>(raw);
    const challenge = challengeOf(response);
    if (!(await this.take(challenge, 'sign-in', null))) throw unauthenticated(PASSKEY_EXPIRED);
    const [row] = (await this.ds.query(
      `SELECT id, user_id, public_key, counter, transports FROM passkeys WHERE credential_id = $1`,
      [response.id],
    )) as {
      id: number;
      user_id: number;
      public_key: Buffer;
      counter: string;
      transports: string;
    }[];
    if (!row) throw unauthenticated(PASSKEY_REFUSED);
    let verified;
    try {
      verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: this.rp.origin,
        expectedRPID: this.rp.id,
        requireUserVerification: true,
        credential: {
          id: response.id,
          publicKey: new Uint8Array(row.public_key),
          counter: Number(row.counter),
          transports: row.transports ? row.transports.split(',') : undefined,
        },
      });
    } catch {
      verified = null;
    }
    if (!verified?.verified) throw unauthenticated(PASSKEY_REFUSED);
    await this.ds.query('UPDATE passkeys SET counter = $2, last_used_at = now() WHERE id = $1', [
      row.id,
      verified.authenticationInfo.newCounter,
    ]);
    return row.user_id;
  }

  private async keep(challenge: string, purpose: Purpose, userId: number | null): Promise<void> {
    await this.ds.query(
      `INSERT INTO webauthn_challenges (challenge_hash, purpose, user_id, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
      [sha256(challenge), purpose, userId, PASSKEY_CHALLENGE_SECONDS],
    );
    // Old challenges go with each new one: the table stays small without a job.
    await this.ds.query('DELETE FROM webauthn_challenges WHERE expires_at < now()');
  }

  /** Uses up `challenge`: true when it was live, for this purpose (and account). */
  private async take(challenge: string, purpose: Purpose, userId: number | null): Promise<boolean> {
    if (!challenge) return false;
    const [, count] = (await this.ds.query(
      `DELETE FROM webauthn_challenges
       WHERE challenge_hash = $1 AND purpose = $2 AND user_id IS NOT DISTINCT FROM $3
         AND expires_at > now()`,
      [sha256(challenge), purpose, userId],
    )) as [unknown, number];
    return count === 1;
  }
}
