import type { EntityManager, Repository } from 'typeorm';
import { In, Not } from 'typeorm';
import type { Deps } from '../../deps';
import { write } from '../../database/write';
import { conflict, fieldError, notFound, validationError, type FieldError } from '../../errors';
import type { Actor } from '../../records/activity-log';
import { checkFile, type CheckedFile, type IncomingFile } from '../../storage/files';
import { todayInDhaka } from '../../validation';
import type { RegistrationKind } from '../registrations/registration.entity';
import { documentNumberKey, REQUIRED_DOCUMENTS } from './document-kinds';
import { DOCUMENT_LABELS, readDocument, type TypedDocument } from './document-input';
import { expiringDocuments, type ExpiringDocuments } from './expiring';
import { DocumentKind, DocumentState, PartnerDocument } from './partner-document.entity';

/** Photos of papers (re-encoded without metadata) or PDF scans; no GIF. */
const PAPER_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

const MAX_REASON = 300;

/** One paper as a form sends it: the kind, its number and expiry as typed, and its file. */
interface DocumentUpload extends TypedDocument {
  kind: DocumentKind;
  file?: IncomingFile;
}

interface Checked {
  kind: DocumentKind;
  number: string;
  expiresOn: string | null;
  file: CheckedFile;
}

/**
 * Partners' papers (PRODUCT.md §23): stored in the private area of the store, one live row per
 * kind, reviewed one by one. The number and the file are personal data: callers decide who may
 * see them (partner-document.resolver.ts masks them for editors).
 */
export class PartnerDocumentService {
  private readonly repo: Repository<PartnerDocument>;
  readonly maxBytes: number;

  constructor(private readonly deps: Deps) {
    this.repo = deps.db.getRepository(PartnerDocument);
    this.maxBytes = deps.config.MAX_DOCUMENT_MB * 1024 * 1024;
  }

  private today(): string {
    return todayInDhaka(this.deps.clock.now());
  }

  /**
   * Every paper read and checked before anything is stored: all problems at once, each on its
   * field (`<KIND>.number`, `<KIND>.expiresOn`, `<KIND>.file`).
   */
  async check(uploads: DocumentUpload[], problems: FieldError[] = []): Promise<Checked[]> {
    const today = this.today();
    const checked: Checked[] = [];
    for (const upload of uploads) {
      const label = DOCUMENT_LABELS[upload.kind];
      const typed = readDocument(upload.kind, upload, today, problems);
      if (!upload.file?.buffer.length) {
        problems.push({ field: `${upload.kind}.file`, message: `${label} file is required` });
        continue;
      }
      try {
        const file = await checkFile(upload.file, {
          field: `${upload.kind}.file`,
          label: `${label} file`,
          allowed: PAPER_TYPES,
          maxBytes: this.maxBytes,
        });
        checked.push({ kind: upload.kind, ...typed, file });
      } catch (err) {
        const fields = (err as { fields?: FieldError[] }).fields;
        if (!fields?.length) throw err;
        problems.push(...fields);
      }
    }
    if (problems.length) throw validationError(problems);
    return checked;
  }

  /**
   * The papers a registration's kind requires, as the form sent them: `uploads` must hold each
   * of them (a missing one is refused on its file field). Checked first; then stored, then the
   * rows written in `m` (the registration's transaction). Answers what to undo if that fails.
   */
  async checkRequired(kind: RegistrationKind, uploads: DocumentUpload[]): Promise<Checked[]> {
    const required = REQUIRED_DOCUMENTS[kind] ?? [];
    const byKind = new Map(uploads.map((u) => [u.kind, u]));
    return this.check(required.map((k) => byKind.get(k) ?? { kind: k }));
  }

  /** Stores the checked files (images without metadata); answers their keys, to insert or undo. */
  async store(checked: Checked[]): Promise<{ row: Partial<PartnerDocument>; key: string }[]> {
    const stored: { row: Partial<PartnerDocument>; key: string }[] = [];
    try {
      for (const c of checked) {
        const label = `${DOCUMENT_LABELS[c.kind]} file`;
        const saved = await this.deps.storage.savePrivate(c.file, `${c.kind}.file`, label);
        stored.push({
          key: saved.name,
          row: {
            kind: c.kind,
            number: c.number,
            numberKey: documentNumberKey(c.kind, c.number),
            expiresOn: c.expiresOn,
            fileKey: saved.name,
            contentType: c.file.mimeType,
            size: saved.size,
          },
        });
      }
    } catch (err) {
      await this.removeFiles(stored.map((s) => s.key));
      throw err;
    }
    return stored;
  }

  /** Inserts stored papers for a registration, in the caller's transaction. */
  async insert(
    m: EntityManager,
    registrationId: number,
    stored: { row: Partial<PartnerDocument> }[],
  ): Promise<void> {
    if (stored.length)
      await m.insert(
        PartnerDocument,
        stored.map((s) => ({ ...s.row, registrationId })),
      );
  }

  async removeFiles(keys: string[]): Promise<void> {
    for (const key of keys) await this.deps.storage.removePrivate(key).catch(() => undefined);
  }

  /** A registration's live papers (not the replaced ones), in the order its kind lists them. */
  async listFor(registrationId: number): Promise<PartnerDocument[]> {
    const rows = await this.repo.find({
      where: { registrationId, state: Not(DocumentState.REPLACED) },
      order: { id: 'ASC' },
    });
    const order = Object.values(DocumentKind);
    return rows.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  }

  /** Every paper of these registrations, replaced ones too (data export and erasure). */
  allFor(registrationIds: number[]): Promise<PartnerDocument[]> {
    if (!registrationIds.length) return Promise.resolve([]);
    return this.repo.find({ where: { registrationId: In(registrationIds) }, order: { id: 'ASC' } });
  }

  /** The "Expiring in 30 days" view (expiring.ts), on today's Dhaka calendar. */
  expiring(countOnly = false): Promise<ExpiringDocuments> {
    return expiringDocuments(this.deps.db, this.deps.clock.now(), countOnly);
  }

  async get(id: number): Promise<PartnerDocument> {
    const doc = await this.repo.findOneBy({ id });
    if (!doc) throw notFound('Partner document');
    return doc;
  }

  /** Staff accept a pending paper. */
  accept(id: number, actor: Actor): Promise<PartnerDocument> {
    return this.review(id, actor, DocumentState.ACCEPTED, null);
  }

  /** Staff reject a pending (or accepted) paper: a reason code, or a sentence for the partner. */
  reject(id: number, reason: unknown, actor: Actor): Promise<PartnerDocument> {
    const text = typeof reason === 'string' ? reason.trim() : '';
    if (!text) throw fieldError('reason', 'Reason is required');
    if (text.length > MAX_REASON)
      throw fieldError('reason', `Reason must be at most ${MAX_REASON} characters`);
    return this.review(id, actor, DocumentState.REJECTED, text);
  }

  private async review(
    id: number,
    actor: Actor,
    state: DocumentState,
    reason: string | null,
  ): Promise<PartnerDocument> {
    await write(this.deps, actor, async (m, fx) => {
      const doc = await m.findOne(PartnerDocument, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!doc) throw notFound('Partner document');
      if (doc.state === DocumentState.REPLACED)
        throw conflict('This document was replaced: review the newer one', 'id');
      await m.update(PartnerDocument, id, {
        state,
        reason,
        reviewedBy: actor.id,
        reviewedAt: this.deps.clock.now(),
      });
      await fx.log({
        action: 'status',
        entity: 'PartnerDocument',
        entityId: id,
        summary: `${DOCUMENT_LABELS[doc.kind]} of registration #${doc.registrationId}: ${state.toLowerCase()}`,
      });
      fx.changed('partner_documents');
    });
    return this.get(id);
  }

  /** A document's file for admins and compliance staff: every opening is in the activity log. */
  async openFile(id: number, actor: Actor): Promise<PartnerDocument> {
    return write(this.deps, actor, async (m, fx) => {
      const doc = await m.findOneBy(PartnerDocument, { id });
      if (!doc) throw notFound('Partner document');
      await fx.log({
        action: 'open',
        entity: 'PartnerDocument',
        entityId: id,
        summary: `Opened the ${DOCUMENT_LABELS[doc.kind].toLowerCase()} file of registration #${doc.registrationId}`,
      });
      return doc;
    });
  }

  /**
   * The required papers of a registration not (yet) accepted: empty when it may be approved.
   * `m` reads in the approving transaction.
   */
  async missingForApproval(
    m: EntityManager,
    registrationId: number,
    kind: RegistrationKind,
  ): Promise<DocumentKind[]> {
    const required = REQUIRED_DOCUMENTS[kind] ?? [];
    if (!required.length) return [];
    const accepted = await m.find(PartnerDocument, {
      where: { registrationId, state: DocumentState.ACCEPTED },
    });
    const ok = new Set(accepted.map((d) => d.kind));
    return required.filter((k) => !ok.has(k));
  }
}
