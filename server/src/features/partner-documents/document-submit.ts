import { Not } from 'typeorm';
import type { Deps } from '../../deps';
import { isUniqueViolation } from '../../database/pg-errors';
import { write } from '../../database/write';
import { AppError, conflict, fieldError } from '../../errors';
import { nationalDigits } from '../../records/inbox/phone';
import type { IncomingFile } from '../../storage/files';
import { todayInDhaka } from '../../validation';
import type { StatusLookupLimit } from '../../limits';
import { readLookup } from '../status/status.service';
import type { RegistrationKind } from '../registrations/registration.entity';
import { REQUIRED_DOCUMENTS } from './document-kinds';
import { DOCUMENT_LABELS } from './document-input';
import { DocumentKind, DocumentState, PartnerDocument } from './partner-document.entity';
import type { PartnerDocumentService } from './partner-document.service';

/** What a visitor sends for one paper: their request's reference and contact, as on the status page. */
interface SubmittedDocument {
  reference?: unknown;
  contact?: unknown;
  kind?: unknown;
  number?: unknown;
  expiresOn?: unknown;
}

interface Registration {
  id: number;
  kind: RegistrationKind;
  email: string;
  phone: string;
  country_code: string;
}

const NOT_REPLACEABLE =
  'Only a rejected or expired document can be replaced: this one is being reviewed or was accepted';

/** A wrong reference, a wrong contact or both: one answer, revealing nothing. */
const NOT_FOUND = 'No registration matches this reference and phone number or e-mail';

/**
 * A partner sends or replaces one paper with their registration's reference and the phone number
 * or e-mail they gave (the status page's look-up, counted against the same per-IP and
 * per-reference budget). A paper may be sent when none of its kind is live, or in place of a
 * rejected or expired one: the old row becomes REPLACED, the new one is PENDING.
 */
export class DocumentSubmissions {
  constructor(
    private readonly deps: Deps,
    private readonly docs: PartnerDocumentService,
    private readonly lookups: () => StatusLookupLimit,
  ) {}

  async submit(
    raw: SubmittedDocument,
    file: IncomingFile | undefined,
    ip: string,
  ): Promise<PartnerDocument> {
    const { reference, contact } = readLookup(raw);
    const kind = raw.kind as DocumentKind;
    if (!Object.values(DocumentKind).includes(kind))
      throw fieldError('kind', 'Choose which document this is');
    await this.lookups().consume(ip, reference);
    const [found]: Registration[] = await this.deps.db.query(
      `SELECT id, kind, coalesce(email, '') AS email, phone, country_code
         FROM registration_requests WHERE reference = $1`,
      [reference],
    );
    const matches =
      found &&
      ('email' in contact
        ? found.email.trim().toLowerCase() === contact.email
        : nationalDigits(found.country_code, found.phone) ===
          nationalDigits(found.country_code, contact.phone));
    if (!matches) throw new AppError('NOT_FOUND', NOT_FOUND);
    if (!REQUIRED_DOCUMENTS[found.kind]?.includes(kind))
      throw fieldError('kind', `${DOCUMENT_LABELS[kind]} is not asked of this registration`);
    const [checked] = await this.docs.check([
      { kind, number: raw.number, expiresOn: raw.expiresOn, file },
    ]);
    const [stored] = await this.docs.store([checked]);
    const today = todayInDhaka(this.deps.clock.now());
    try {
      return await write(this.deps, null, async (m, fx) => {
        const current = await m.findOne(PartnerDocument, {
          where: { registrationId: found.id, kind, state: Not(DocumentState.REPLACED) },
          lock: { mode: 'pessimistic_write' },
        });
        if (current) {
          const expired = current.expiresOn !== null && current.expiresOn < today;
          if (current.state !== DocumentState.REJECTED && !expired)
            throw conflict(NOT_REPLACEABLE, 'kind');
          await m.update(PartnerDocument, current.id, { state: DocumentState.REPLACED });
        }
        const saved = await m.save(
          m.create(PartnerDocument, { ...stored.row, registrationId: found.id }),
        );
        fx.changed('partner_documents');
        return saved;
      });
    } catch (err) {
      await this.docs.removeFiles([stored.key]);
      // Two first uploads of one paper at once: the live-row index lets one in.
      if (isUniqueViolation(err)) throw conflict(NOT_REPLACEABLE, 'kind');
      throw err;
    }
  }
}
