import { fieldError } from '../../errors';
import { nationalDigits } from '../../records/inbox/phone';

/** What kind of contact an official one is. */
export enum OfficialContactKind {
  PHONE = 'PHONE',
  BKASH_MERCHANT = 'BKASH_MERCHANT',
  NAGAD_MERCHANT = 'NAGAD_MERCHANT',
  SMS_SENDER = 'SMS_SENDER',
  EMAIL = 'EMAIL',
  WEB_DOMAIN = 'WEB_DOMAIN',
}

const PHONE_KINDS = new Set([
  OfficialContactKind.PHONE,
  OfficialContactKind.BKASH_MERCHANT,
  OfficialContactKind.NAGAD_MERCHANT,
]);

/** The longest value the check reads (an e-mail address's limit). */
const MAX_CHECKED = 254;
/** A phone number as typed: digits (Bangla too), spaces, dashes, dots, brackets, a leading +. */
const PHONE_TYPED = /^\+?[\d\u09E6-\u09EF\s().-]+$/;
/** An SMS sender name: letters and digits (11 at most on the networks; we allow a little more). */
const SENDER_TYPED = /^[\p{L}\p{N}][\p{L}\p{N} ._-]{0,19}$/u;

/** What the check compares: a phone's national digits, a sender's folded name, a host. */
interface TypedContact {
  phone?: string;
  sender?: string;
  host?: string;
  /** An e-mail address, folded: an official address matches itself before its domain. */
  email?: string;
}

/** A phone number's key: its national digits (+880), whatever the form and script. */
export const phoneKey = (typed: string) => nationalDigits('+880', typed);

/** A sender name's key: compatibility-folded (full-width letters), lower case, no spaces. */
const senderKey = (typed: string) => typed.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

/**
 * A host as the browser would go to it: the WHATWG URL parser applies IDNA (a homoglyph becomes
 * its punycode `xn--…` label, full-width letters their ASCII), lower-cases it and drops no dot we
 * would miss; a trailing dot (`example.com.`) names the same host. Null when it is no host name.
 */
function hostOf(typed: string): string | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(typed) ? typed : `http://${typed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.replace(/\.$/, '');
  return host.includes('.') && !host.startsWith('[') ? host : null;
}

/** True when `host` is `domain` or one of its subdomains: never a look-alike that ends alike. */
const withinDomain = (host: string, domain: string) =>
  host === domain || host.endsWith(`.${domain}`);

/** The key an official contact is stored with (official_contacts.match_key). */
export function officialKey(kind: OfficialContactKind, value: string): string | null {
  if (PHONE_KINDS.has(kind)) return phoneKey(value) || null;
  if (kind === OfficialContactKind.SMS_SENDER) return senderKey(value) || null;
  if (kind === OfficialContactKind.EMAIL) {
    const at = value.lastIndexOf('@');
    return at > 0 ? hostOf(value.slice(at + 1)) : null;
  }
  return hostOf(value.trim());
}

const refuse = (message: string) => fieldError('value', message);

/**
 * What a visitor typed, read as the contact it names; a value that names none is refused on its
 * field in words the page translates (server/src/i18n/messages.ts).
 */
export function readTyped(raw: unknown): TypedContact {
  const typed = typeof raw === 'string' ? raw.trim() : '';
  if (!typed) throw refuse('Type a phone number, sender name, e-mail or web address');
  if (typed.length > MAX_CHECKED) throw refuse(`Type at most ${MAX_CHECKED} characters`);
  if (typed.includes('@')) {
    const at = typed.lastIndexOf('@');
    const host = at > 0 && !/\s/.test(typed) ? hostOf(typed.slice(at + 1)) : null;
    if (!host) throw refuse('That e-mail address is not complete: it needs a name@domain');
    return { host, email: `${typed.slice(0, at).toLowerCase()}@${host}` };
  }
  if (PHONE_TYPED.test(typed)) {
    const phone = phoneKey(typed);
    if (phone.length < 3) throw refuse('A phone number needs more digits');
    // A short code (16xxx) may also be a sender's name.
    return phone.length <= 6 ? { phone, sender: senderKey(typed) } : { phone };
  }
  if (/[./:]/.test(typed)) {
    const host = hostOf(typed);
    if (!host) throw refuse('That web address is not complete: it needs a name like example.com');
    return { host };
  }
  if (!SENDER_TYPED.test(typed.normalize('NFKC')))
    throw refuse('That is not a phone number, sender name, e-mail or web address');
  return { sender: senderKey(typed) };
}

export interface KeyedContact {
  kind: OfficialContactKind;
  value: string;
  matchKey: string;
}

/**
 * How closely an official contact answers what was typed: 3 the same contact; 2 an address in a
 * web domain of ours; 1 an e-mail address in the domain of one of our addresses; 0 none. Every
 * contact is scored (no early return), so a hit and a miss do the same work.
 */
function score(typed: TypedContact, c: KeyedContact): number {
  if (PHONE_KINDS.has(c.kind))
    return typed.phone !== undefined && typed.phone === c.matchKey ? 3 : 0;
  if (c.kind === OfficialContactKind.SMS_SENDER)
    return typed.sender !== undefined && typed.sender === c.matchKey ? 3 : 0;
  if (typed.host === undefined || !withinDomain(typed.host, c.matchKey)) return 0;
  if (c.kind === OfficialContactKind.EMAIL) {
    if (typed.email === undefined) return 0;
    return typed.email === c.value.trim().toLowerCase() ? 3 : 1;
  }
  return typed.email === undefined && typed.host === c.matchKey ? 3 : 2;
}

/** The official contact that best answers what was typed, or null; every row is looked at. */
export function bestMatch<C extends KeyedContact>(typed: TypedContact, contacts: C[]): C | null {
  let best: C | null = null;
  let bestScore = 0;
  for (const c of contacts) {
    const s = score(typed, c);
    const better = s > bestScore;
    best = better ? c : best;
    bestScore = better ? s : bestScore;
  }
  return best;
}
