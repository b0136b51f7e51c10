import { createHmac } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { foldIdentifier } from '../identity/fold';

/** At most this many confirmation mails go to one address in 24 hours (PRODUCT.md §19). */
const CONFIRMATIONS_PER_DAY = 5;

/**
 * The keyed hash (HMAC-SHA256 under config.privacyHashKey) of an address folded as every
 * identifier is (identity/fold.ts), which stands for it where the address itself must not be
 * kept: without the key, a list of addresses cannot be tried against it.
 */
export const addressHash = (key: string, email: string) =>
  createHmac('sha256', key).update(foldIdentifier(email)).digest('hex');

/**
 * Whether one more confirmation mail may go to `email`, counted in the caller's transaction `m` if
 * so. Anyone can type an address into a public form; this keeps the app from being made to mail
 * one address without end. The count keeps the address's keyed hash for a day, no longer (the
 * privacy clean-up empties what is older). Requests to one address are counted one at a time.
 */
export async function mayConfirm(m: EntityManager, key: string, email: string): Promise<boolean> {
  const hash = addressHash(key, email);
  await m.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [hash]);
  const [{ n }]: { n: number }[] = await m.query(
    `SELECT count(*)::int AS n FROM confirmation_mails
      WHERE address_hash = $1 AND sent_at > now() - interval '24 hours'`,
    [hash],
  );
  if (n >= CONFIRMATIONS_PER_DAY) return false;
  await m.query(`INSERT INTO confirmation_mails (address_hash) VALUES ($1)`, [hash]);
  return true;
}

/** Forgets the counts older than a day (the daily privacy clean-up). */
export async function forgetOldConfirmations(m: EntityManager): Promise<number> {
  const [, n] = await m.query(
    `DELETE FROM confirmation_mails WHERE sent_at <= now() - interval '24 hours'`,
  );
  return Number(n) || 0;
}
