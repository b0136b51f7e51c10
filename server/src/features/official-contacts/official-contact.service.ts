import type { DataSource } from 'typeorm';
import { write } from '../../database/write';
import type { Deps } from '../../deps';
import { fieldError, notFound, validationError, type FieldError } from '../../errors';
import type { ContactCheckLimit } from '../../limits';
import type { Actor } from '../../records/activity-log';
import { changesOf } from '../../records/changes';
import { validateInput } from '../../validation';
import type { ContactMessageService } from '../messages/message.service';
import { bestMatch, officialKey, readTyped, type KeyedContact } from './contact-match';
import { OfficialContact, type ContactCheck } from './official-contact.entity';
import { OfficialContactInput } from './official-contact.inputs';
import { officialContactRecord } from './official-contact.record';

/** The most official contacts kept: a short list staff curate, read whole by every check. */
const MAX_CONTACTS = 500;
/** A report's note: a few sentences of what happened. */
const MAX_NOTE = 1000;

type CheckedRow = KeyedContact & {
  departmentEn: string;
  departmentBn: string;
  channelEn: string;
  channelBn: string;
};

/** The one query every check runs, found or not. */
const ALL_KEYS = `SELECT kind, value, match_key AS "matchKey", department_en AS "departmentEn",
           department_bn AS "departmentBn", channel_en AS "channelEn", channel_bn AS "channelBn"
         FROM official_contacts ORDER BY id LIMIT ${MAX_CONTACTS}`;

const NOT_OURS = {
  en: 'No — not one of ours; we never ask for your PIN or OTP',
  bn: 'না — এটি আমাদের নয়; আমরা কখনো আপনার পিন বা ওটিপি চাই না',
};

/** The answer, built the same way for a hit and a miss: the same keys, in the same order. */
function answerOf(found: CheckedRow | null): ContactCheck {
  const department = found && { en: found.departmentEn, bn: found.departmentBn };
  const channel = found && { en: found.channelEn, bn: found.channelBn };
  const yes = department &&
    channel && {
      en: `Yes — our ${department.en}, ${channel.en}`,
      bn: `হ্যাঁ — আমাদের ${department.bn}, ${channel.bn}`,
    };
  return {
    ours: found !== null,
    kind: found?.kind ?? null,
    department,
    channel,
    answer: yes || NOT_OURS,
  };
}

/**
 * The company's official contacts: staff keep the list (admins only, each change in the activity
 * log); visitors check a phone number, sender, e-mail or web address against it. A check reads
 * the whole list with one query and scores every row whatever it finds, so a hit and a miss
 * take the same work and answer the same shape; the value checked is never logged or stored.
 */
export class OfficialContactService {
  private readonly db: DataSource;

  constructor(
    private readonly deps: Deps,
    private readonly limit: ContactCheckLimit,
    private readonly inbox: Pick<ContactMessageService, 'receiveFraudReport'>,
  ) {
    this.db = deps.db;
  }

  /** "Is this really us?": bad input is refused on `value` before the budget is counted. */
  async check(value: unknown, ip: string): Promise<ContactCheck> {
    const typed = readTyped(value);
    await this.limit.consume(ip);
    const rows: CheckedRow[] = await this.db.query(ALL_KEYS);
    return answerOf(bestMatch(typed, rows));
  }

  /**
   * A visitor's report of a contact that is not ours: the value they checked (read as a check
   * reads it) and an optional note, a FRAUD_REPORT message in the staff inbox; its reference.
   */
  async report(raw: { value?: unknown; note?: unknown }, locale: 'en' | 'bn'): Promise<string> {
    const problems: FieldError[] = [];
    const note = typeof raw.note === 'string' ? raw.note.trim() : '';
    if (note.length > MAX_NOTE)
      problems.push({ field: 'note', message: `Note must be at most ${MAX_NOTE} characters` });
    try {
      readTyped(raw.value);
    } catch (err) {
      problems.push(...((err as { fields?: FieldError[] }).fields ?? []));
    }
    if (problems.length) throw validationError(problems);
    const value = String(raw.value).trim();
    const saved = await this.inbox.receiveFraudReport({ value, note, locale });
    return saved.reference;
  }

  /** Every official contact, by kind then value (staff's list). */
  list(): Promise<OfficialContact[]> {
    return this.db.getRepository(OfficialContact).find({
      order: { kind: 'ASC', value: 'ASC', id: 'ASC' },
      take: MAX_CONTACTS,
    });
  }

  async create(raw: unknown, actor: Actor): Promise<OfficialContact> {
    const input = await read(raw);
    return write(this.deps, actor, async (m, { log }) => {
      const saved = await m.getRepository(OfficialContact).save(m.create(OfficialContact, input));
      await log({
        action: 'create',
        entity: 'OfficialContact',
        entityId: saved.id,
        summary: `Added the official ${describe(saved)}`,
      });
      return saved;
    });
  }

  async update(id: number, raw: unknown, actor: Actor): Promise<OfficialContact> {
    const input = await read(raw);
    return write(this.deps, actor, async (m, { log }) => {
      const repo = m.getRepository(OfficialContact);
      const row = await repo.findOneBy({ id });
      if (!row) throw notFound('Official contact');
      const before = describe(row);
      const was = { ...row };
      const saved = await repo.save(Object.assign(row, input));
      await log({
        action: 'update',
        entity: 'OfficialContact',
        entityId: id,
        summary: `Changed the official ${before} to ${describe(saved)}`,
        changes: changesOf(officialContactRecord.fields, was, input),
      });
      return saved;
    });
  }

  async remove(id: number, actor: Actor): Promise<void> {
    await write(this.deps, actor, async (m, { log }) => {
      const repo = m.getRepository(OfficialContact);
      const row = await repo.findOneBy({ id });
      if (!row) throw notFound('Official contact');
      await repo.delete(id);
      await log({
        action: 'delete',
        entity: 'OfficialContact',
        entityId: id,
        summary: `Removed the official ${describe(row)}`,
      });
    });
  }
}

const describe = (c: OfficialContact) => `${c.kind} ${c.value} (${c.departmentEn})`;

/** The input checked, trimmed, with the key the check compares; a value of no kind is refused. */
async function read(raw: unknown) {
  const input = await validateInput(OfficialContactInput, raw);
  const value = input.value.trim();
  const matchKey = officialKey(input.kind, value);
  if (!matchKey) throw fieldError('value', `Value is not a ${input.kind} as written`);
  return {
    kind: input.kind,
    value,
    matchKey,
    departmentEn: input.departmentEn.trim(),
    departmentBn: input.departmentBn.trim(),
    channelEn: input.channelEn.trim(),
    channelBn: input.channelBn.trim(),
  };
}
