import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { DataSource, EntityManager } from 'typeorm';
import { fieldError } from '../../errors';

/** RFC 6238 as authenticator apps expect it: 30 s, 6 digits, SHA-1 (otplib's defaults). */
const PERIOD = 30;
const ISSUER = 'DigitalRideWeb';
const RECOVERY_CODES = 10;
/** A sign-in waiting for its code lives this long and allows this many tries. */
export const CHALLENGE_SECONDS = 5 * 60;
export const CHALLENGE_TRIES = 5;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * TOTP secrets are sealed with a key derived from the server's secret (AES-256-GCM), so a copy
 * of the database alone does not give away the accounts' second factor.
 */
class Sealer {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = createHash('sha256').update(`totp-secrets:${serverSecret}`).digest();
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
  }

  open(sealed: string): string {
    const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  }
}

/** A recovery code as shown: ten letters and digits in two groups, e.g. `K7QM2-X9FDA`. */
function newRecoveryCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const chars = Array.from(randomBytes(10), (b) => alphabet[b % alphabet.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** What a user typed as a recovery code, made comparable (case, spaces and dashes ignored). */
const normalRecovery = (typed: string) => typed.toUpperCase().replace(/[\s-]/g, '');

export interface Enrolment {
  secret: string;
  otpauthUrl: string;
  /** the otpauth URL as a QR code (SVG) */
  qrSvg: string;
}

/**
 * Two-step sign-in with an authenticator app: enrolment (a pending secret until
 * a code confirms it), codes good once each (the last time step used is kept), single-use
 * recovery codes (HMAC under a server-side key), and the sign-in challenges that wait for a code, all in PostgreSQL.
 */
export class TwoFactor {
  private readonly sealer: Sealer;

  constructor(
    private readonly ds: DataSource,
    serverSecret: string,
    /** config.recoveryCodeKey (an empty key where no code is checked) */
    private readonly codeKey: Buffer = Buffer.alloc(0),
  ) {
    this.sealer = new Sealer(serverSecret);
  }

  /**
   * A recovery code as stored: an HMAC under the server's key of its SHA-256, so a copy of the
   * database alone cannot test guesses (§19), and a code stored as plain SHA-256 before can be
   * rewrapped without knowing it (rekeyRecoveryCodes).
   */
  private codeHash(sha: string): string {
    return createHmac('sha256', this.codeKey).update(sha).digest('hex');
  }

  /**
   * Rewraps the recovery codes stored as plain SHA-256 (before StepUp1765100000001) as HMACs;
   * the auth feature's periodic job runs it, so they are gone within minutes of the upgrade.
   * Until then verifyCode still finds them. Answers how many it rewrapped.
   */
  async rekeyRecoveryCodes(): Promise<number> {
    const rows: { id: number; code_hash: string }[] = await this.ds.query(
      'SELECT id, code_hash FROM recovery_codes WHERE NOT keyed',
    );
    if (rows.length === 0) return 0;
    await this.ds.query(
      `UPDATE recovery_codes r SET code_hash = n.h, keyed = true
       FROM unnest($1::int[], $2::char(64)[]) AS n(id, h) WHERE r.id = n.id AND NOT r.keyed`,
      [rows.map((r) => r.id), rows.map((r) => this.codeHash(r.code_hash))],
    );
    return rows.length;
  }

  /** A new secret for `user`, pending until confirm(); replaces any pending one. */
  async start(userId: number, username: string): Promise<Enrolment> {
    const secret = generateSecret();
    await this.ds.query('UPDATE users SET totp_pending_secret = $2 WHERE id = $1', [
      userId,
      this.sealer.seal(secret),
    ]);
    const otpauthUrl = generateURI({ issuer: ISSUER, label: username, secret });
    const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 2 });
    return { secret, otpauthUrl, qrSvg };
  }

  /**
   * Turns two-step sign-in on with the pending secret when `code` is right for it, in `m`'s
   * transaction; answers the new recovery codes (shown once, stored hashed).
   */
  async confirm(m: EntityManager, userId: number, code: string): Promise<string[]> {
    const [row] = (await m.query('SELECT totp_pending_secret FROM users WHERE id = $1 FOR UPDATE', [
      userId,
    ])) as { totp_pending_secret: string | null }[];
    if (!row?.totp_pending_secret) {
      throw fieldError('code', 'Start setting up two-step sign-in first');
    }
    const step = await this.check(this.sealer.open(row.totp_pending_secret), code, null);
    if (step === null) throw fieldError('code', 'That code is not right: type the one shown now');
    await m.query(
      `UPDATE users SET totp_secret = totp_pending_secret, totp_pending_secret = NULL,
         totp_enabled = true, totp_last_step = $2 WHERE id = $1`,
      [userId, step],
    );
    await m.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
    const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
    await m.query(
      `INSERT INTO recovery_codes (user_id, code_hash, keyed) SELECT $1, unnest($2::char(64)[]), true`,
      [userId, codes.map((c) => this.codeHash(sha256(normalRecovery(c))))],
    );
    return codes;
  }

  /** Turns it off (in `m`'s transaction): the secret and recovery codes are gone. */
  async disable(m: EntityManager, userId: number): Promise<void> {
    await m.query(
      `UPDATE users SET totp_enabled = false, totp_secret = NULL, totp_pending_secret = NULL,
         totp_last_step = NULL WHERE id = $1`,
      [userId],
    );
    await m.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
  }

  /**
   * Whether `code` proves `userId`'s second factor now: a TOTP code not used before (±1 step),
   * or an unused recovery code (then used up). 'recovery' tells which kind passed.
   */
  async verifyCode(userId: number, code: string): Promise<false | 'totp' | 'recovery'> {
    const typed = code.trim();
    if (/^\d{6}$/.test(typed.replace(/\s/g, ''))) {
      const [row] = (await this.ds.query(
        'SELECT totp_secret, totp_last_step FROM users WHERE id = $1',
        [userId],
      )) as { totp_secret: string | null; totp_last_step: string | null }[];
      if (!row?.totp_secret) return false;
      const last = row.totp_last_step === null ? null : Number(row.totp_last_step);
      const step = await this.check(this.sealer.open(row.totp_secret), typed, last);
      if (step === null) return false;
      // Only one request may use a time step: the row's condition decides between racers.
      const [, used] = (await this.ds.query(
        `UPDATE users SET totp_last_step = $2
         WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)`,
        [userId, step],
      )) as [unknown, number];
      return used === 1 ? 'totp' : false;
    }
    const sha = sha256(normalRecovery(typed));
    const [, used] = (await this.ds.query(
      `UPDATE recovery_codes SET used_at = now()
       WHERE user_id = $1 AND used_at IS NULL
         AND ((keyed AND code_hash = $2) OR (NOT keyed AND code_hash = $3))`,
      [userId, this.codeHash(sha), sha],
    )) as [unknown, number];
    return used === 1 ? 'recovery' : false;
  }

  /** A new sign-in challenge for `userId`: the value the client sends back with the code. */
  async challenge(userId: number): Promise<string> {
    const value = randomBytes(32).toString('base64url');
    await this.ds.query(
      `INSERT INTO login_challenges (id_hash, user_id, expires_at)
       VALUES ($1, $2, now() + make_interval(secs => $3))`,
      [sha256(value), userId, CHALLENGE_SECONDS],
    );
    // Old challenges go with each new one: the table stays small without a job.
    await this.ds.query('DELETE FROM login_challenges WHERE expires_at < now()');
    return value;
  }

  /**
   * Takes one try of challenge `value`: its account, or null when it is unknown, expired or
   * out of tries (then it is gone).
   */
  async tryChallenge(value: string): Promise<number | null> {
    const rows = (await this.ds.query(
      `UPDATE login_challenges SET tries = tries + 1
       WHERE id_hash = $1 AND expires_at > now() AND tries < $2 RETURNING user_id`,
      [sha256(value), CHALLENGE_TRIES],
    )) as [{ user_id: number }[], number];
    const userId = rows[0]?.[0]?.user_id;
    if (userId === undefined) {
      await this.ds.query('DELETE FROM login_challenges WHERE id_hash = $1', [sha256(value)]);
      return null;
    }
    return userId;
  }

  /** A challenge that was answered: it cannot be used again. */
  async endChallenge(value: string): Promise<void> {
    await this.ds.query('DELETE FROM login_challenges WHERE id_hash = $1', [sha256(value)]);
  }

  /** The time step `code` is right for (±1 step), after `after` when given; null when none. */
  private async check(secret: string, code: string, after: number | null): Promise<number | null> {
    const token = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(token)) return null;
    const result = await verify({
      secret,
      token,
      epochTolerance: PERIOD,
      ...(after !== null ? { afterTimeStep: after } : {}),
    });
    // The TOTP strategy's answer carries the time step the code matched.
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }
}
