import type { DataSource } from 'typeorm';
import type { Deps } from '../../deps';
import { validationError } from '../../errors';
import { asciiDigits, nationalDigits } from '../../records/inbox/phone';
import { normalizeReference } from '../../records/inbox/reference';
import type { Services } from '../../services';

export type StaffSearchKind = 'MESSAGE' | 'RESERVATION' | 'REGISTRATION' | 'NEWS' | 'PRESS';

export interface StaffSearchHit {
  kind: StaffSearchKind;
  id: number;
  reference: string | null;
  /** The person's name, or the article's title. */
  title: string;
  /** What it is about: the message's subject, the journey, the registration's kind, the date. */
  subtitle: string;
  createdAt: Date;
  status: string;
}

/** Fewer characters than this find nothing. */
export const MIN_QUERY = 2;
/** Longer queries are refused: nobody types 200 characters into a search box. */
export const MAX_QUERY = 200;
export const MAX_LIMIT = 20;

/** What a query is, read once: it decides which index answers it. */
export type QueryShape =
  | { by: 'reference'; reference: string }
  | { by: 'phone'; digits: string }
  | { by: 'email'; prefix: string }
  | { by: 'words'; text: string };

/** A phone number as staff type it: digits (Bangla too), spaces, dashes, dots, brackets, a +. */
const PHONE = /^\+?[\d\u09E6-\u09EF\s().-]+$/;

export function queryShape(q: string): QueryShape {
  const text = q.trim();
  const reference = normalizeReference(text);
  if (reference) return { by: 'reference', reference };
  if (PHONE.test(text)) {
    const digits = nationalDigits('+880', text);
    // Six digits or more is a number; fewer is a word search (a number prefix in a name list).
    if (asciiDigits(text).replace(/\D/g, '').length >= 6 && digits.length > 0)
      return { by: 'phone', digits };
  }
  if (text.includes('@')) return { by: 'email', prefix: text.toLowerCase() };
  return { by: 'words', text };
}

/** LIKE's wildcards in a typed prefix, taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One statement per request table, each answering the hit columns. */
const REQUESTS = {
  MESSAGE: `SELECT 'MESSAGE' AS kind, id, reference, name AS title, subject AS subtitle,
                   created_at, status FROM contact_messages`,
  RESERVATION: `SELECT 'RESERVATION' AS kind, id, reference, passenger_name AS title,
                   departure_location || ' → ' || destination_location || ', '
                     || to_char(journey_date, 'YYYY-MM-DD') AS subtitle,
                   created_at, status FROM reservations`,
  REGISTRATION: `SELECT 'REGISTRATION' AS kind, id, reference, name AS title, kind AS subtitle,
                   created_at, status FROM registration_requests`,
} as const;

type Row = {
  kind: StaffSearchKind;
  id: number;
  reference: string | null;
  title: string;
  subtitle: string;
  created_at: Date;
  status: string;
};

/**
 * The back office's one search box: messages, reservations and registrations by
 * reference, phone, e-mail or name words (admins), and news and press titles (all staff), newest
 * first, at most `limit` of each kind. Each shape is answered by an index: a reference by its
 * unique index, a phone by `phone_digits`, an e-mail's beginning by `lower(email)`, words by the
 * lists' word index (the lists' own search).
 */
export class StaffSearchService {
  private readonly db: DataSource;

  constructor(
    deps: Deps,
    private readonly built: Pick<
      Services,
      'messages' | 'reservations' | 'registrations' | 'news' | 'press'
    >,
  ) {
    this.db = deps.db;
  }

  async search(q: string, limit: number, role: string): Promise<StaffSearchHit[]> {
    if (q.length > MAX_QUERY)
      throw validationError([
        { field: 'q', message: `Search must be at most ${MAX_QUERY} characters` },
      ]);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
      throw validationError([
        { field: 'limit', message: `Limit must be a whole number from 1 to ${MAX_LIMIT}` },
      ]);
    const text = q.trim();
    if (text.length < MIN_QUERY) return [];
    const shape = queryShape(text);
    const requests = role === 'admin' ? await this.requests(shape, limit) : [];
    const articles = shape.by === 'words' ? await this.articles(shape.text, limit) : [];
    return [...requests, ...articles];
  }

  private async requests(shape: QueryShape, limit: number): Promise<StaffSearchHit[]> {
    if (shape.by === 'words') return this.requestsByWords(shape.text, limit);
    const [where, value] =
      shape.by === 'reference'
        ? ['reference = $1', shape.reference]
        : shape.by === 'phone'
          ? ['phone_digits = $1', shape.digits]
          : [`lower(email) LIKE $1 || '%'`, literal(shape.prefix)];
    const hits: StaffSearchHit[] = [];
    for (const sql of Object.values(REQUESTS)) {
      const rows: Row[] = await this.db.query(
        `${sql} WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $2`,
        [value, limit],
      );
      hits.push(...rows.map(hitOf));
    }
    return hits;
  }

  private async requestsByWords(text: string, limit: number): Promise<StaffSearchHit[]> {
    const s = this.built;
    const args = { search: text, page: 1, pageSize: limit };
    const [messages, reservations, registrations] = await Promise.all([
      s.messages.list(args),
      s.reservations.list(args),
      s.registrations.list(args),
    ]);
    return [
      ...messages.items.map((m) => ({
        kind: 'MESSAGE' as const,
        id: m.id,
        reference: m.reference,
        title: m.name,
        subtitle: m.subject,
        createdAt: m.createdAt,
        status: m.status,
      })),
      ...reservations.items.map((r) => ({
        kind: 'RESERVATION' as const,
        id: r.id,
        reference: r.reference,
        title: r.passengerName,
        subtitle: `${r.departureLocation} → ${r.destinationLocation}, ${r.journeyDate}`,
        createdAt: r.createdAt,
        status: r.status,
      })),
      ...registrations.items.map((r) => ({
        kind: 'REGISTRATION' as const,
        id: r.id,
        reference: r.reference,
        title: r.name,
        subtitle: r.kind,
        createdAt: r.createdAt,
        status: r.status,
      })),
    ];
  }

  private async articles(text: string, limit: number): Promise<StaffSearchHit[]> {
    const s = this.built;
    const args = { search: text, page: 1, pageSize: limit };
    const [news, press] = await Promise.all([s.news.list(args), s.press.list(args)]);
    const hit = (kind: 'NEWS' | 'PRESS') => (a: (typeof news.items)[number]) => ({
      kind,
      id: a.id,
      reference: null,
      title: a.title,
      subtitle: a.date,
      createdAt: a.createdAt,
      status: a.draft ? 'DRAFT' : 'PUBLISHED',
    });
    return [...news.items.map(hit('NEWS')), ...press.items.map(hit('PRESS'))];
  }
}

function hitOf(row: Row): StaffSearchHit {
  return {
    kind: row.kind,
    id: row.id,
    reference: row.reference,
    title: row.title,
    subtitle: row.subtitle,
    createdAt: row.created_at,
    status: row.status,
  };
}
