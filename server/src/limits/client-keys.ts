import { isIPv6 } from 'node:net';
import { foldIdentifier } from '../identity/fold';

/**
 * A username as the sign-in throttle counts it and the account lookup finds it (PRODUCT.md §19):
 * folded as every identifier is (identity/fold.ts), so 'ＡＤＭＩＮ' and 'Admin' are one account
 * and one count. Stored usernames are ASCII (users/user.inputs.ts), where PostgreSQL's LOWER() and this agree:
 * the lookup compares LOWER(username) with this fold of what was typed.
 */
export const foldUsername = foldIdentifier;

/**
 * The network a client address counts for: an IPv4 address as it is (an IPv4-mapped IPv6 one as
 * its IPv4), an IPv6 address as its /64, the block one subscriber gets, so that walking the
 * addresses of one's own /64 does not buy fresh tries.
 */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  // A zone ('%eth0') names the link, not the address; a dotted tail stands for two groups.
  const bare = ip.split('%')[0].replace(/\d+\.\d+\.\d+\.\d+$/, '0:0');
  const [head, tail = ''] = bare.split('::');
  const left = head ? head.split(':') : [];
  const right = bare.includes('::') && tail ? tail.split(':') : [];
  const groups = bare.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  const prefix = groups.slice(0, 4).map((g) => parseInt(g, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
