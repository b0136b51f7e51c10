import type { MailLocale } from '../../mail/layout';
import type { RequestKind } from './request-step.entity';

/** Words in both languages. */
export type Words = Record<MailLocale, string>;

/** A request as its visitor's e-mails show it. */
export interface MailedRequest {
  reference: string;
  locale: string;
  email: string | null;
  name: string;
  /** When it came and where it stands: the confirmation's promise (features/service-levels/). */
  createdAt: Date;
  status: string;
  /** What the visitor sent, as label and value in each language (the confirmation's summary). */
  summary: Record<MailLocale, [string, string][]>;
}

/**
 * What one kind of request says in the e-mails its visitor gets: declared by its feature
 * (`requestMail` in its index.ts, from `<name>.mail.ts`) and rendered by
 * features/status/visitor-mail.ts, which names no kind. `S`: the app's services (services.ts,
 * which lists these: a parameter, not an import, so the two do not import each other).
 */
export interface RequestMail<S> {
  kind: RequestKind;
  /** What the request is called ("booking", "বুকিং"). */
  called: Words;
  /** Its states as the status page says them (client catalogs: status.state.*). */
  states: Record<string, Words>;
  /** The request as its e-mails show it, read through its feature's service; null once deleted. */
  find(services: S, id: number): Promise<MailedRequest | null>;
}

/** '2026-12-04' → '4 Dec 2026' / '৪ ডিসেম্বর ২০২৬'. */
export const mailDay = (date: string, locale: MailLocale) =>
  new Intl.DateTimeFormat(locale === 'bn' ? 'bn-BD' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** A count of people: '3' / '৩ জন'. */
export const mailCount = (n: number, locale: MailLocale) =>
  locale === 'bn' ? `${new Intl.NumberFormat('bn-BD').format(n)} জন` : String(n);

/** At most 300 characters of what the visitor wrote. */
export const excerpt = (text: string) => (text.length > 300 ? `${text.slice(0, 299)}…` : text);
