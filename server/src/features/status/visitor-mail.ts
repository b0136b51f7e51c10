import type { AnyJobWorker, JobQueues } from '../../jobs/jobs';
import { smtpTransport } from '../../jobs/mailer';
import type { MailLocale } from '../../mail/layout';
import { confirmationMail, statusChangeMail } from './visitor-mail-content';
import type { Services } from '../../services';
import { promisedWhen } from '../service-levels/promise';

type VisitorMailJob = JobQueues['visitor-mail'];

/**
 * E-mails to visitors about their requests, each kind's words and summary as its feature
 * declares them (`requestMail`: records/inbox/request-mail.ts), through the job queue: the visitor's
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
    // What its feature declares of this kind of request (Feature.requestMail).
    const about = services.requestMails.find((m) => m.kind === kind);
    const request = await about?.find(services, id);
    if (!about || !request?.email) return; // deleted since (with its steps), or no address
    const locale: MailLocale = request.locale === 'bn' ? 'bn' : 'en';
    const statusUrl = `${base}${locale === 'bn' ? '/bn' : ''}/status?ref=${request.reference}`;
    const called = about.called;
    const common = { locale, called, reference: request.reference, name: request.name, statusUrl };
    let mail;
    if (step === undefined) {
      // The promise the status page shows too, from the same clock, in the visitor's language.
      const due = await services.serviceLevels.replyBy(kind, request.createdAt, request.status);
      mail = await confirmationMail({
        ...common,
        summary: request.summary[locale],
        replyBy: due && promisedWhen(due, locale),
      });
    } else {
      const found = await services.requestStatus.step(step);
      if (!found?.note) return;
      const state = about.states[found.status] ?? { en: found.status, bn: found.status };
      mail = await statusChangeMail({ ...common, state, note: found.note });
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
