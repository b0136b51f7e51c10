import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager, Repository } from 'typeorm';
import type { Deps } from '../../../deps';
import { fieldError, notFound } from '../../../errors';
import {
  checkFile,
  DOCUMENT_TYPES,
  safeFileName,
  type CheckedFile,
  type IncomingFile,
} from '../../../storage/files';
import type { FileStorage } from '../../../storage';
import { BookingDocument } from './booking-document.entity';

const claimHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A document not attached to a reservation within this time is deleted. */
export const UNATTACHED_TTL_HOURS = 24;

/** Booking documents: checked by content, kept in the private folder, read only by admins. */
export class BookingDocumentService {
  private readonly repo: Repository<BookingDocument>;

  private readonly storage: FileStorage;
  readonly maxBytes: number;

  constructor(deps: Deps) {
    this.repo = deps.db.getRepository(BookingDocument);
    this.storage = deps.storage;
    this.maxBytes = deps.config.MAX_DOCUMENT_MB * 1024 * 1024;
  }

  /** The file judged by its content and size, as upload judges it, storing nothing. */
  check(file: IncomingFile): Promise<CheckedFile> {
    return checkFile(file, {
      field: 'file',
      label: 'Booking document',
      allowed: DOCUMENT_TYPES,
      maxBytes: this.maxBytes,
    });
  }

  async upload(file: IncomingFile | undefined): Promise<BookingDocument> {
    if (!file) throw fieldError('file', 'Booking document is required');
    const checked = await this.check(file);
    await this.pruneUnattached();
    const stored = await this.storage.savePrivate(checked, 'file', 'Booking document');
    const claimToken = randomBytes(24).toString('base64url');
    try {
      const saved = await this.repo.save(
        this.repo.create({
          fileName: safeFileName(file.originalName, checked.ext),
          mimeType: checked.mimeType,
          size: stored.size,
          storedName: stored.name,
          claimHash: claimHash(claimToken),
        }),
      );
      saved.claimHash = null;
      saved.claimToken = claimToken;
      return saved;
    } catch (err) {
      await this.storage.removePrivate(stored.name);
      throw err;
    }
  }

  /**
   * Visitors upload before they book; documents whose booking never came are removed (rows,
   * then files) so the private folder does not fill up with strangers' papers.
   */
  async pruneUnattached(olderThanHours = UNATTACHED_TTL_HOURS): Promise<number> {
    const [rows]: [{ stored_name: string }[], number] = await this.repo.query(
      `DELETE FROM booking_documents d
        WHERE d.created_at < now() - make_interval(hours => $1)
          AND NOT EXISTS (SELECT 1 FROM reservations r WHERE r.booking_document_id = d.id)
        RETURNING d.stored_name`,
      [olderThanHours],
    );
    for (const row of rows) await this.storage.removePrivate(row.stored_name);
    return rows.length;
  }

  /**
   * Takes the document for a reservation, in the reservation's transaction: only with the token
   * its upload answered, and only once. Any miss (no such document, another visitor's, claimed
   * already, a wrong token) is refused alike, revealing nothing about the document.
   */
  async claim(m: EntityManager, id: number, token: string): Promise<void> {
    const [, claimed] = await m.query(
      `UPDATE booking_documents SET claim_hash = NULL WHERE id = $1 AND claim_hash = $2`,
      [id, claimHash(token)],
    );
    if (!claimed) {
      throw fieldError('bookingDocumentId', 'The booking document was not found: upload it again');
    }
  }

  find(id: number): Promise<BookingDocument | null> {
    return this.repo.findOneBy({ id });
  }

  /** The document and where its bytes are (the private area of the store), for the admin download. */
  async file(id: number): Promise<{ doc: BookingDocument; area: 'private'; name: string }> {
    const doc = await this.find(id);
    if (!doc) throw notFound('Booking document');
    return { doc, area: 'private', name: doc.storedName };
  }

  /** Called after the row is gone (see ReservationService.delete). */
  removeFile(doc: BookingDocument): Promise<void> {
    return this.storage.removePrivate(doc.storedName);
  }

  count(): Promise<number> {
    return this.repo.count();
  }
}
