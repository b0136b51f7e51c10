import type { DataSource } from 'typeorm';
import { fieldError } from '../../errors';
import type { PartnerVerifyLimit } from '../../limits';
import { normalizeReference } from '../../records/inbox/reference';
import type { ContactMessageService } from '../messages/message.service';
import { plateKey } from './plate';
import { VerifyState, type PartnerVerification } from './verify.entity';

/** The longest question read: a plate with a long district name, or a reference. */
const MAX_QUERY = 80;
/** A report's note: a few sentences of what happened. */
const MAX_NOTE = 1000;

/** What the one query answers: a row whatever was found, its fields null when nothing was. */
interface Found {
  status: string | null;
  until: string | null;
}

/**
 * The one statement every question runs, found or not: one row always (the LEFT JOIN of a
 * single row), looked up by reference and by the plate's key both (an impossible '' for the part
 * the question is not), so a hit and a miss do the same work. Only approved or suspended partners
 * who drive or own vehicles or sell are "ours"; a plate counts once its document is accepted.
 */
const LOOK_UP = `
  SELECT found.status, found.until
    FROM (VALUES (1)) AS one (x)
    LEFT JOIN LATERAL (
      SELECT g.status,
             (SELECT to_char(min(k.until), 'YYYY-MM-DD')
                FROM (SELECT max(d.expires_on) AS until FROM partner_documents d
                       WHERE d.registration_id = g.id AND d.state = 'ACCEPTED'
                         AND d.expires_on IS NOT NULL
                       GROUP BY d.kind) k) AS until
        FROM registration_requests g
       WHERE g.status IN ('APPROVED', 'SUSPENDED') AND g.kind <> 'CUSTOMER'
         AND (g.reference = $1 OR g.id IN (
               SELECT p.registration_id FROM partner_documents p
                WHERE p.kind = 'VEHICLE_REGISTRATION' AND p.state = 'ACCEPTED'
                  AND p.number_key = $2))
       ORDER BY g.status = 'APPROVED' DESC, g.id DESC
       LIMIT 1) AS found ON true`;

const toLatinDigits = (text: string) =>
  text.replace(/[\u09E6-\u09EF]/g, (d) => String(d.charCodeAt(0) - 0x09e6));

/** The question read: a plate's key or a reference; refused (in both languages) when neither. */
function readQuery(raw: unknown): { plate: string | null; reference: string | null } {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!text) throw fieldError('query', 'Type a number plate or a partner ID');
  if (text.length > MAX_QUERY) throw fieldError('query', `Type at most ${MAX_QUERY} characters`);
  const plate = plateKey(text);
  const reference = plate ? null : normalizeReference(toLatinDigits(text));
  if (!plate && !reference)
    throw fieldError(
      'query',
      'That is not a number plate like Dhaka Metro-Ga 12-3456 or a partner ID like DR-7K3P-Q9MX',
    );
  return { plate, reference };
}

/** The answer, built the same way for every outcome: the same keys, in the same order. */
function answerOf(found: Found): PartnerVerification {
  const state =
    found.status === 'APPROVED'
      ? VerifyState.REGISTERED
      : found.status === 'SUSPENDED'
        ? VerifyState.SUSPENDED
        : VerifyState.NOT_OURS;
  return { state, validUntil: state === VerifyState.REGISTERED ? found.until : null };
}

/**
 * "Verify a captain or a vehicle" (PRODUCT.md §23): a plate as written in Bangla or Latin, or a
 * partner's reference → registered with valid papers (until a day), suspended, or not ours.
 * Nothing about the partner is answered beyond that; the question is counted per IP before the
 * look-up, never logged, and runs the same statement whatever it finds.
 */
export class PartnerVerifyService {
  constructor(
    private readonly db: DataSource,
    private readonly limit: PartnerVerifyLimit,
    private readonly inbox: Pick<ContactMessageService, 'receiveFraudReport'>,
  ) {}

  async verify(raw: unknown, ip: string): Promise<PartnerVerification> {
    const { plate, reference } = readQuery(raw);
    await this.limit.consume(ip);
    const [found]: Found[] = await this.db.query(LOOK_UP, [reference ?? '', plate ?? '']);
    return answerOf(found ?? { status: null, until: null });
  }

  /**
   * A passenger's report about a plate or ID they checked (a fake captain, a car not ours, a
   * suspended one still driving): a FRAUD_REPORT message in the staff inbox; its reference.
   */
  async report(raw: { query?: unknown; note?: unknown }, locale: 'en' | 'bn'): Promise<string> {
    const note = typeof raw.note === 'string' ? raw.note.trim() : '';
    if (note.length > MAX_NOTE)
      throw fieldError('note', `Note must be at most ${MAX_NOTE} characters`);
    readQuery(raw.query);
    const value = String(raw.query).trim();
    const saved = await this.inbox.receiveFraudReport({ value, note, locale, from: 'verify' });
    return saved.reference;
  }
}
