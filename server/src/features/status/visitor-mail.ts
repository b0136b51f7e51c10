import type { AnyJobWorker, JobQueues } from '../../jobs/jobs';
import { smtpTransport } from '../../jobs/mailer';
import type { MailLocale } from '../../mail/layout';
import { confirmationMail, statusChangeMail } from './visitor-mail-content';
import type { Services } from '../../services';
import type { RequestKind } from '../../records/inbox/request-step.entity';

type VisitorMailJob = JobQueues['visitor-mail'];

interface Request {
  reference: string;
  locale: string;
  email: string | null;
  name: string;
  summary: Record<MailLocale, [string, string][]>;
}

/** '2026-12-04' → '4 Dec 2026' / '৪ ডিসেম্বর ২০২৬'. */
const day = (date: string, locale: MailLocale) =>
  new Intl.DateTimeFormat(locale === 'bn' ? 'bn-BD' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
const count = (n: number, locale: MailLocale) =>
  locale === 'bn' ? `${new Intl.NumberFormat('bn-BD').format(n)} জন` : String(n);
const excerpt = (text: string) => (text.length > 300 ? `${text.slice(0, 299)}…` : text);

const REGISTRATION_KINDS: Record<string, Record<MailLocale, string>> = {
  DRIVER: { en: 'Driver captain', bn: 'ড্রাইভার ক্যাপ্টেন' },
  CUSTOMER: { en: 'Customer', bn: 'গ্রাহক' },
  FLEET_PARTNER: { en: 'Fleet partner', bn: 'ফ্লিট পার্টনার' },
  MERCHANT: { en: 'Merchant', bn: 'মার্চেন্ট' },
};

/** The request as its e-mails show it, read through its feature's service; null once deleted. */
async function requestOf(
  services: Services,
  kind: RequestKind,
  id: number,
): Promise<Request | null> {
  if (kind === 'MESSAGE') {
    const m = await services.messages.find(id);
    return (
      m && {
        ...m,
        summary: {
          en: [
            ['Subject', m.subject],
            ['Message', excerpt(m.message)],
          ],
          bn: [
            ['বিষয়', m.subject],
            ['বার্তা', excerpt(m.message)],
          ],
        },
      }
    );
  }
  if (kind === 'RESERVATION') {
    const r = await services.reservations.find(id);
    const heli = r?.kind === 'HELICOPTER';
    return (
      r && {
        ...r,
        name: r.passengerName,
        summary: {
          en: [
            [heli ? 'Helicopter' : 'Ride', `${r.departureLocation} → ${r.destinationLocation}`],
            ['Date', day(r.journeyDate, 'en')],
            ['Passengers', count(r.numberOfPassengers, 'en')],
          ],
          bn: [
            [heli ? 'হেলিকপ্টার' : 'রাইড', `${r.departureLocation} → ${r.destinationLocation}`],
            ['তারিখ', day(r.journeyDate, 'bn')],
            ['যাত্রী', count(r.numberOfPassengers, 'bn')],
          ],
        },
      }
    );
  }
  const g = await services.registrations.find(id);
  return (
    g && {
      ...g,
      summary: {
        en: [
          ['Registration', REGISTRATION_KINDS[g.kind]?.en ?? g.kind],
          ['City', g.city],
          ['Phone', `${g.countryCode} ${g.phone}`],
        ],
        bn: [
          ['নিবন্ধন', REGISTRATION_KINDS[g.kind]?.bn ?? g.kind],
          ['শহর', g.city],
          ['ফোন', `${g.countryCode} ${g.phone}`],
        ],
      },
    }
  );
}

/**
 * E-mails to visitors about their requests, through the job queue: the visitor's
 * write (or staff's status move) queues the job in its transaction (inbox.service.ts), a worker
 * on any instance renders the mail in the visitor's language (server/src/mail) and sends it,
 * retrying while SMTP is down. Without SMTP_URL and MAIL_FROM nothing is queued or sent.
 */
export function visitorMailWorkers(services: Services): AnyJobWorker[] {
  const { SMTP_URL, MAIL_FROM, PUBLIC_URL, PORT } = services.config;
  if (!SMTP_URL || !MAIL_FROM) return [];
  const base = (PUBLIC_URL ?? `http://localhost:${PORT}`).replace(/\/$/, '');
  const transport = smtpTransport(SMTP_URL, services.config.SMTP_TLS);

  async function deliver({ kind, id, step }: VisitorMailJob) {
    const request = await requestOf(services, kind, id);
    if (!request?.email) return; // deleted since (with its steps), or no address
    const locale: MailLocale = request.locale === 'bn' ? 'bn' : 'en';
    const statusUrl = `${base}${locale === 'bn' ? '/bn' : ''}/status?ref=${request.reference}`;
    const common = { locale, kind, reference: request.reference, name: request.name, statusUrl };
    let mail;
    if (step === undefined) {
      mail = await confirmationMail({ ...common, summary: request.summary[locale] });
    } else {
      const found = await services.requestStatus.step(step);
      if (!found?.note) return;
      mail = await statusChangeMail({ ...common, status: found.status, note: found.note });
    }
    await transport.sendMail({
      from: MAIL_FROM,
      to: { name: request.name, address: request.email },
      ...mail,
    });
    services.log.info({ kind, id, step }, 'visitor e-mail sent');
  }

  return [{ queue: 'visitor-mail' as const, retryLimit: 10, retryDelay: 15, run: deliver }];
}
