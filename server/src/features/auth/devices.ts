import { createHash } from 'node:crypto';
import { isIPv4 } from 'node:net';
import type { EntityManager } from 'typeorm';

/** Where a sign-in came from, as the request told it. */
export interface ClientInfo {
  ip: string;
  userAgent: string;
}

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/curl\//, 'curl'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/**
 * "Chrome on Linux" from a User-Agent header: what the owner recognises, and nothing finer. The
 * new-device mail and the sessions list (Session.device) both name a device by it.
 */
export function deviceOf(userAgent: string): string {
  const browser = BROWSERS.find(([p]) => p.test(userAgent))?.[1] ?? 'An unknown browser';
  const system = SYSTEMS.find(([p]) => p.test(userAgent))?.[1];
  return system ? `${browser} on ${system}` : browser;
}

/** The client's network: its IPv4 /24 or IPv6 /48 (an address changes within a network). */
function networkOf(ip: string): string {
  const plain = ip.replace(/^::ffff:/, '');
  if (isIPv4(plain)) return plain.split('.').slice(0, 3).join('.');
  return plain.split(':').slice(0, 3).join(':');
}

/**
 * Notes that `userId` signed in from `client`'s device and network (in the sign-in's
 * transaction): true when that pair is new for an account that had signed in before, the case
 * its owner is told of by e-mail. The first sign-in of an account is no news.
 */
export async function isNewDevice(
  m: EntityManager,
  userId: number,
  client: ClientInfo,
): Promise<boolean> {
  const key = createHash('sha256')
    .update(`${deviceOf(client.userAgent)}|${networkOf(client.ip)}`)
    .digest('hex');
  const [row] = (await m.query(
    `INSERT INTO known_devices (user_id, device_hash) VALUES ($1, $2)
     ON CONFLICT (user_id, device_hash) DO UPDATE SET last_seen_at = now()
     RETURNING (xmax = 0) AS fresh,
       (SELECT count(*)::int FROM known_devices WHERE user_id = $1) AS before`,
    [userId, key],
  )) as { fresh: boolean; before: number }[];
  return row.fresh && row.before > 0;
}
