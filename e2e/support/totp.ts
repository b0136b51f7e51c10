import { createHmac } from 'node:crypto';

/** Base32 (RFC 4648) → bytes: the key an authenticator app is given. */
function base32(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of secret.replace(/[\s=]/g, '').toUpperCase()) {
    bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((b) => parseInt(b, 2)));
}

/**
 * The 6-digit code an authenticator app shows for `secret`, `steps` periods from now (RFC 6238:
 * 30 s, SHA-1), written out here so the test checks the server against the standard itself.
 */
export function totpCode(secret: string, steps = 0): string {
  const counter = Math.floor(Date.now() / 1000 / 30) + steps;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hmac = createHmac('sha1', base32(secret)).update(message).digest();
  const offset = hmac[hmac.length - 1] & 0xf;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}
