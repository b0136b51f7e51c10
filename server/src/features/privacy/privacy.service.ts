import { createHash, randomBytes } from 'node:crypto';
import { IsNull, Not } from 'typeorm';
import { write } from '../../database/write';
import type { Deps } from '../../deps';
import { forgetOldConfirmations, mayConfirm } from '../../mail/confirmation-cap';
import { AppError, conflict, notFound } from '../../errors';
import { validateInput } from '../../validation';
import type { Actor } from '../../records/activity-log';
import type { PersonalRecord } from '../../records/personal-data';
import { localeOf } from '../../records/inbox/visitor-input';
import { DataRequest, DataRequestKind } from './data-request.entity';
import { DataRequestInput } from './data-request.inputs';
import {
  eraseRequested,
  matchesOf,
  retain,
  retentionPreview,
  type DataMatches,
  type RetentionCounts,
} from './erasure';

/** How long a confirmation link works. */
export const CONFIRM_HOURS = 48;
/** How long an export's download link works, then its file is deleted. */
export const EXPORT_DAYS = 7;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** What an erased request's address reads. */
const ERASED = '[erased]';

export type ConfirmOutcome = 'confirmed' | 'already' | 'expired' | 'unknown';

/**
 * Data requests: a visitor asks with an e-mail address, confirms by the link
 * sent there, and an admin fulfils: EXPORT (a zip built by a job, linked by e-mail) or ERASE
 * (everything carrying that address, in one transaction). Whether we hold the address or not,
 * the visitor sees and receives the same.
 */
export class PrivacyService {
  /** `records`: every declared record holding personal data (features/index.ts hands them). */
  constructor(
    private readonly deps: Deps,
    readonly records: PersonalRecord[],
  ) {}

  /** The database, for the export job's reads. */
  get db() {
    return this.deps.db;
  }

  private get repo() {
    return this.deps.db.getRepository(DataRequest);
  }

  /** Stores the request and queues its confirmation e-mail; true whatever we hold. */
  async request(raw: unknown): Promise<true> {
    const input = await validateInput(DataRequestInput, raw);
    await write(this.deps, null, async (m, { enqueue }) => {
      const saved = await m.save(
        m.create(DataRequest, {
          email: input.email.trim(),
          kind: input.kind,
          locale: localeOf(input),
        }),
      );
      // Stored and answered alike past the day's confirmations to this address: only unmailed.
      if (await mayConfirm(m, this.deps.config.privacyHashKey, saved.email)) {
        await enqueue({ queue: 'privacy-mail', data: { id: saved.id, mail: 'confirm' } });
      }
    });
    return true;
  }

  /**
   * A new confirmation token for request `id` (the e-mail job makes it as it sends the mail, so
   * the token itself is stored nowhere); null when the request is gone or already confirmed.
   */
  async confirmationToken(id: number): Promise<{ token: string; request: DataRequest } | null> {
    const token = newToken();
    const result = await this.repo.update(
      { id, confirmedAt: IsNull() },
      { tokenHash: hashToken(token) },
    );
    if (!result.affected) return null;
    return { token, request: await this.repo.findOneByOrFail({ id }) };
  }

  /** The visitor's click on the link: confirmed once, within CONFIRM_HOURS. */
  async confirm(token: unknown): Promise<ConfirmOutcome> {
    if (typeof token !== 'string' || !/^[\w-]{20,100}$/.test(token)) return 'unknown';
    // An UPDATE answers [rows, count] through TypeORM.
    const [rows]: [{ confirmed: boolean; now_confirmed: boolean }[], number] =
      await this.deps.db.query(
        `UPDATE data_requests
          SET confirmed_at = CASE WHEN confirmed_at IS NULL
                                   AND created_at > now() - make_interval(hours => $2)
                                  THEN now() ELSE confirmed_at END
        WHERE token_hash = $1
       RETURNING confirmed_at IS NOT NULL AS confirmed, confirmed_at = now() AS now_confirmed`,
        [hashToken(token), CONFIRM_HOURS],
      );
    const [row] = rows;
    if (!row) return 'unknown';
    if (row.now_confirmed) {
      this.deps.bus.announceLocally('data_changed', { table: 'data_requests' });
      return 'confirmed';
    }
    return row.confirmed ? 'already' : 'expired';
  }

  /** Staff's queue: confirmed and not yet fulfilled, oldest first (or the fulfilled, newest first). */
  list(done = false): Promise<DataRequest[]> {
    return done
      ? this.repo.find({
          where: { fulfilledAt: Not(IsNull()) },
          order: { fulfilledAt: 'DESC' },
          take: 100,
        })
      : this.repo.find({
          where: { confirmedAt: Not(IsNull()), fulfilledAt: IsNull() },
          order: { confirmedAt: 'ASC', id: 'ASC' },
        });
  }

  /** Confirmed requests waiting for staff (the dashboard's figure). */
  openCount(): Promise<number> {
    return this.repo.countBy({ confirmedAt: Not(IsNull()), fulfilledAt: IsNull() });
  }

  async get(id: number): Promise<DataRequest> {
    const found = await this.repo.findOneBy({ id });
    if (!found) throw notFound('Data request');
    return found;
  }

  /**
   * Builds request `id`'s export (the job), stores it privately for EXPORT_DAYS and returns the
   * download token with the request, for the e-mail; null when there is nothing to send.
   */
  async prepareExport(
    id: number,
    build: (email: string) => Promise<string>,
  ): Promise<{ token: string; request: DataRequest } | null> {
    const request = await this.repo.findOneBy({ id });
    if (!request || request.kind !== DataRequestKind.EXPORT || !request.fulfilledAt) return null;
    if (request.email === ERASED) return null; // erased since it was asked: nothing to send
    const name = await build(request.email);
    const token = newToken();
    const previous = request.exportName;
    await this.repo.update(id, {
      exportName: name,
      exportTokenHash: hashToken(token),
      exportExpiresAt: new Date(this.deps.clock.now().getTime() + EXPORT_DAYS * 86_400_000),
    });
    // A retried job replaces the zip an earlier try stored.
    if (previous) await this.deps.storage.store.remove('private', previous);
    return { token, request };
  }

  /** The stored zip behind a download link, while the link is valid; null otherwise. */
  async exportFile(token: unknown): Promise<string | null> {
    if (typeof token !== 'string' || !/^[\w-]{20,100}$/.test(token)) return null;
    const found = await this.deps.db
      .getRepository(DataRequest)
      .createQueryBuilder('r')
      .where('r.export_token_hash = :hash AND r.export_expires_at > :now', {
        hash: hashToken(token),
        now: this.deps.clock.now(),
      })
      .getOne();
    return found?.exportName ?? null;
  }

  /**
   * Deletes the exports whose link expired, the requests never confirmed within CONFIRM_HOURS
   * and the counts of confirmation mails older than a day (the daily clean-up job): what we were
   * asked to hand over is not kept.
   */
  async cleanUp(): Promise<{ exports: number; unconfirmed: number; counts: number }> {
    const now = this.deps.clock.now();
    const expired: { id: number; export_name: string }[] = await this.deps.db.query(
      `SELECT id, export_name FROM data_requests
        WHERE export_name IS NOT NULL AND export_expires_at <= $1`,
      [now],
    );
    for (const row of expired) {
      await this.deps.storage.store.remove('private', row.export_name);
      await this.repo.update(row.id, { exportName: null, exportTokenHash: null });
    }
    const [, unconfirmed] = await this.deps.db.query(
      `DELETE FROM data_requests
        WHERE confirmed_at IS NULL AND created_at <= $1::timestamptz - make_interval(hours => $2)`,
      [now, CONFIRM_HOURS],
    );
    const counts = await forgetOldConfirmations(this.deps.db.manager);
    return { exports: expired.length, unconfirmed: Number(unconfirmed) || 0, counts };
  }

  /** What the request's address matches now. */
  async matches(request: DataRequest): Promise<DataMatches> {
    if (request.fulfilledAt && request.kind === DataRequestKind.ERASE) {
      return { messages: 0, reservations: 0, registrations: 0, documents: 0, journeysAhead: 0 };
    }
    return matchesOf(this.deps, this.records, request);
  }

  /**
   * An admin fulfils a confirmed request, once. ERASE deletes everything carrying the address
   * in one transaction (a failure leaves it all as it was); a booking with its journey ahead is
   * erased only when staff say so (`journeysAheadConfirmed`). EXPORT queues the zip's job.
   */
  async fulfil(id: number, actor: Actor, journeysAheadConfirmed = false): Promise<DataRequest> {
    await write(this.deps, actor, async (m, fx) => {
      const { log, enqueue } = fx;
      const request = await m.findOne(DataRequest, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!request) throw notFound('Data request');
      if (request.fulfilledAt) throw conflict('This data request has already been fulfilled');
      if (!request.confirmedAt) {
        throw conflict('This data request has not been confirmed by its sender yet');
      }
      if (request.kind === DataRequestKind.EXPORT) {
        if (!this.deps.config.SMTP_URL || !this.deps.config.MAIL_FROM) {
          throw new AppError(
            'MAIL_NOT_CONFIGURED',
            'An export is sent by e-mail: set SMTP_URL and MAIL_FROM first',
          );
        }
        await enqueue({ queue: 'privacy-export', data: { id } });
        await m.update(DataRequest, id, {
          fulfilledAt: this.deps.clock.now(),
          fulfilledBy: actor.username,
          outcome: 'Export sent by e-mail',
        });
        await log({
          action: 'export',
          entity: 'DataRequest',
          entityId: id,
          summary: `Export of data request ${id}`,
        });
        return;
      }
      const outcome = await eraseRequested(
        this.deps,
        this.records,
        m,
        fx,
        request,
        journeysAheadConfirmed,
      );
      await m.update(DataRequest, id, {
        fulfilledAt: this.deps.clock.now(),
        fulfilledBy: actor.username,
        outcome,
      });
      await log({ action: 'erase', entity: 'DataRequest', entityId: id, summary: outcome });
    });
    return this.get(id);
  }

  /** What the retention job would erase if it ran now (the dashboard's preview). */
  retentionPreview(): Promise<RetentionCounts> {
    return retentionPreview(this.deps, this.records);
  }

  /** The daily retention run (erasure.ts). */
  retain(): Promise<RetentionCounts> {
    return retain(this.deps, this.records);
  }
}
