import { validationError } from '../../errors';
import { queryShape } from '../../records/inbox/query-shape';
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

/**
 * The back office's one search box: messages, reservations and registrations by
 * reference, phone, e-mail or name words (admins), and news and press titles (all staff), newest
 * first, at most `limit` of each kind. The requests are page 1 of each inbox list for the same
 * search (the lists read a reference or a whole phone number through their indexes, and the
 * beginning of either as typed, words through the word index): "see all" then shows exactly
 * those rows, and more.
 */
export class StaffSearchService {
  constructor(
    private readonly built: Pick<
      Services,
      'messages' | 'reservations' | 'registrations' | 'news' | 'press'
    >,
  ) {}

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
    const requests = role === 'admin' ? await this.requests(text, limit) : [];
    // A reference or a phone number is no article's title.
    const articles = queryShape(text).by === 'words' ? await this.articles(text, limit) : [];
    return [...requests, ...articles];
  }

  private async requests(text: string, limit: number): Promise<StaffSearchHit[]> {
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
