import type { DataSource } from 'typeorm';
import type { Deps } from '../../deps';
import { validationError, type FieldError } from '../../errors';
import type { StatusLookupLimit } from '../../limits';
import { nationalDigits, asciiDigits } from '../../records/inbox/phone';
import { normalizeReference } from '../../records/inbox/reference';
import type { RequestKind } from '../../records/inbox/request-step.entity';
import { todayInDhaka } from '../../validation';
import { REQUIRED_DOCUMENTS, type DocumentKind } from '../partner-documents/document-kinds';
import type { RegistrationKind } from '../registrations/registration.entity';
import type { ServiceLevelService } from '../service-levels/service-levels.service';

/** The first step of every timeline: the request as it was stored. */
export const RECEIVED = 'RECEIVED';

export interface RequestStatusStep {
  status: string;
  at: Date;
  /** What staff wrote for the visitor with this step; never the internal note. */
  note: string | null;
}

export interface RequestStatusAnswer {
  reference: string;
  kind: RequestKind;
  status: string;
  steps: RequestStatusStep[];
  /** When we promised to reply by (the first-reply target); null once answered. */
  replyBy: Date | null;
  /** Past that promise and still unanswered: the page apologises and gives the number. */
  late: boolean;
  /** A registration's required papers, each with where it stands; empty for other requests. */
  documents: PaperStatus[];
}

/** Where one required paper stands, as its partner sees it (never its number or file). */
export interface PaperStatus {
  kind: DocumentKind;
  state: 'PENDING' | 'ACCEPTED' | 'REJECTED' | 'EXPIRED' | 'MISSING';
  /** Why staff rejected it. */
  reason: string | null;
  /** YYYY-MM-DD */
  expiresOn: string | null;
}

const MAX_CONTACT = 254;
/** What a phone number may be written with: digits (Bangla too), spaces, dashes, dots, brackets. */
const PHONE_TYPED = /^[+\d\u09E6-\u09EF\s().-]+$/;
const EMAIL_TYPED = /^[^\s@]+@[^\s@]+$/;

/** A typed contact: an e-mail address (lower case) or a phone number's digits as typed. */
type Contact = { email: string } | { phone: string };

/**
 * The lookup's two fields read as the status page and `requestStatus` take them: every problem at
 * once, on its field, in words the page translates (server/src/i18n/messages.ts).
 */
export function readLookup(raw: { reference?: unknown; contact?: unknown }): {
  reference: string;
  contact: Contact;
} {
  const problems: FieldError[] = [];
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const typedRef = text(raw.reference);
  const typedContact = text(raw.contact);
  const reference = normalizeReference(typedRef);
  if (!typedRef) problems.push({ field: 'reference', message: 'Reference is required' });
  else if (!reference)
    problems.push({
      field: 'reference',
      message: 'Reference must look like DR-7K3P-Q9MX: DR and 8 letters or digits',
    });
  let contact: Contact | null = null;
  if (!typedContact) {
    problems.push({ field: 'contact', message: 'Phone number or e-mail is required' });
  } else if (typedContact.length > MAX_CONTACT) {
    problems.push({
      field: 'contact',
      message: `Phone number or e-mail must be at most ${MAX_CONTACT} characters`,
    });
  } else if (EMAIL_TYPED.test(typedContact)) {
    contact = { email: typedContact.toLowerCase() };
  } else if (
    PHONE_TYPED.test(typedContact) &&
    /\d{6,}/.test(asciiDigits(typedContact).replace(/\D/g, ''))
  ) {
    contact = { phone: typedContact };
  } else {
    problems.push({
      field: 'contact',
      message:
        'Phone number or e-mail must be the phone number or e-mail address you gave us (a phone number has only digits, spaces, dashes and a leading +)',
    });
  }
  if (problems.length || !reference || !contact) throw validationError(problems);
  return { reference, contact };
}

interface Found {
  id: number;
  /** A registration's kind (DRIVER…); null for other requests. */
  registers: RegistrationKind | null;
  kind: RequestKind;
  status: string;
  created_at: Date;
  email: string;
  phone: string;
  country_code: string;
  steps: { status: string; at: string; note: string | null }[];
}

/**
 * The request with this reference, whichever table it is in, with its visitor-facing steps: one
 * statement, the same whether or not the reference exists (three unique-index probes).
 */
const FIND = `
  SELECT r.id, r.registers, r.kind, r.status, r.created_at, r.email, r.phone, r.country_code,
         coalesce(steps.list, '[]'::json) AS steps
    FROM (
      SELECT 'MESSAGE' AS kind, NULL::varchar AS registers, id, status, created_at, email,
             contact_number AS phone, '+880' AS country_code
        FROM contact_messages WHERE reference = $1
      UNION ALL
      SELECT 'RESERVATION', NULL, id, status, created_at, email, mobile, '+880'
        FROM reservations WHERE reference = $1
      UNION ALL
      SELECT 'REGISTRATION', kind, id, status, created_at, coalesce(email, ''), phone,
             country_code
        FROM registration_requests WHERE reference = $1
    ) r
    LEFT JOIN LATERAL (
      SELECT json_agg(json_build_object('status', s.status, 'at', s.at, 'note', s.visitor_note)
                      ORDER BY s.at, s.id) AS list
        FROM request_steps s
       WHERE s.kind = r.kind AND s.request_id = r.id
    ) steps ON true`;

/** Stands in for a missing request, so that a miss checks a contact just as a hit does. */
const NOBODY: Found = {
  id: 0,
  registers: null,
  kind: 'MESSAGE',
  status: '',
  created_at: new Date(0),
  email: 'nobody@invalid',
  phone: '0',
  country_code: '+880',
  steps: [],
};

function sameContact(found: Found, contact: Contact): boolean {
  if ('email' in contact) return found.email.trim().toLowerCase() === contact.email;
  const stored = nationalDigits(found.country_code, found.phone);
  return stored.length > 0 && stored === nationalDigits(found.country_code, contact.phone);
}

/**
 * The status page: a visitor follows their request with its reference and the
 * phone number or e-mail address they gave. A wrong reference, a wrong contact or both answer the
 * same null after the same work; lookups are limited per IP and per reference.
 */
export class RequestStatusService {
  private readonly db: DataSource;
  private readonly now: () => Date;

  constructor(
    deps: Deps,
    private readonly limit: StatusLookupLimit,
    private readonly serviceLevels: ServiceLevelService,
  ) {
    this.db = deps.db;
    this.now = () => deps.clock.now();
  }

  /** One step of a timeline (the status e-mail's state and note); null once deleted. */
  async step(id: number): Promise<{ status: string; note: string | null } | null> {
    const [found] = await this.db.query(
      `SELECT status, visitor_note AS note FROM request_steps WHERE id = $1`,
      [id],
    );
    return found ?? null;
  }

  /** A request by its reference and contact, counted against the per-IP and per-reference budget. */
  async lookup(raw: { reference?: unknown; contact?: unknown }, ip: string) {
    const { reference, contact } = readLookup(raw);
    await this.limit.consume(ip, reference);
    return this.find(reference, contact);
  }

  /**
   * The same without counting, for the status page right after a counted call matched this
   * reference and contact (documentSubmissions.submit): one page, one point of the budget.
   */
  async again(raw: { reference?: unknown; contact?: unknown }) {
    const { reference, contact } = readLookup(raw);
    return this.find(reference, contact);
  }

  private async find(reference: string, contact: Contact) {
    const rows: Found[] = await this.db.query(FIND, [reference]);
    const found = rows[0] ?? NOBODY;
    const matches = sameContact(found, contact);
    // Read for a miss too (registration 0 has none): a miss does the work a hit does.
    const documents = await this.papers(found, matches);
    if (!rows[0] || !matches) return null;
    const steps = found.steps.map((s) => ({ status: s.status, at: new Date(s.at), note: s.note }));
    const now = this.now();
    const clock = this.serviceLevels.clock(
      await this.serviceLevels.week(now),
      { kind: found.kind, received: found.created_at, status: found.status, steps },
      now,
    );
    const answer: RequestStatusAnswer = {
      reference,
      kind: found.kind,
      status: found.status,
      steps: [{ status: RECEIVED, at: found.created_at, note: null }, ...steps],
      replyBy: clock.due,
      late: clock.late,
      documents,
    };
    return answer;
  }

  /** A registration's required papers: the live row of each, or MISSING. */
  private async papers(found: Found, matches: boolean): Promise<PaperStatus[]> {
    const id = matches && found.kind === 'REGISTRATION' ? found.id : 0;
    const rows: { kind: DocumentKind; state: string; reason: string | null; expiresOn: string }[] =
      await this.db.query(
        `SELECT kind, state, reason, expires_on::text AS "expiresOn" FROM partner_documents
          WHERE registration_id = $1 AND state <> 'REPLACED'`,
        [id],
      );
    const required = found.registers ? (REQUIRED_DOCUMENTS[found.registers] ?? []) : [];
    const today = todayInDhaka(this.now());
    return required.map((kind): PaperStatus => {
      const row = rows.find((r) => r.kind === kind);
      if (!row) return { kind, state: 'MISSING', reason: null, expiresOn: null };
      const expired = row.state !== 'REJECTED' && row.expiresOn !== null && row.expiresOn < today;
      return {
        kind,
        state: expired ? 'EXPIRED' : (row.state as PaperStatus['state']),
        reason: row.state === 'REJECTED' ? row.reason : null,
        expiresOn: row.expiresOn,
      };
    });
  }
}
