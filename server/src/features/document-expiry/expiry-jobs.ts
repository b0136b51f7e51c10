import type { AnyJobWorker } from '../../jobs/jobs';
import { smtpTransport } from '../../jobs/mailer';
import type { Services } from '../../services';
import { reminderMail } from './expiry-mail';

/**
 * The expiry engine's work on the job queue: a pass every hour (pg-boss's cron: once whatever
 * the number of instances; hourly so that the day's suspensions follow midnight in Dhaka,
 * 18:00 UTC, within the hour), and the reminder e-mails it queues, in the partner's language,
 * retried while SMTP is down. Without SMTP the reminders are marked and not mailed.
 */
export function expiryWorkers(services: Services): AnyJobWorker[] {
  const pass: AnyJobWorker = {
    queue: 'document-expiry',
    retryLimit: 2,
    retryDelay: 60,
    expireInSeconds: 600,
    cron: { schedule: '3 * * * *', data: {} },
    run: async () => {
      const done = await services.documentExpiry.run();
      services.log.info(
        {
          reminded: done.reminded.map((r) => r.documents.length),
          suspended: done.suspended.length,
          reactivated: done.reactivated.length,
        },
        'document expiry pass',
      );
    },
  };
  const { SMTP_URL, MAIL_FROM, PUBLIC_URL, PORT } = services.config;
  if (!SMTP_URL || !MAIL_FROM) return [pass];
  const base = (PUBLIC_URL ?? `http://localhost:${PORT}`).replace(/\/$/, '');
  const transport = smtpTransport(SMTP_URL, services.config.SMTP_TLS);
  const mail: AnyJobWorker = {
    queue: 'document-reminder-mail',
    retryLimit: 10,
    retryDelay: 15,
    run: async ({ id, days }) => {
      const doc = await services.documentExpiry.reminderOf(id);
      if (!doc?.email) return; // replaced or erased since, or no address to write to
      const locale = doc.locale === 'bn' ? 'bn' : 'en';
      const statusUrl = `${base}${locale === 'bn' ? '/bn' : ''}/status?ref=${doc.reference}`;
      const content = await reminderMail({
        locale,
        days,
        document: doc.kind,
        expiresOn: doc.expiresOn,
        reference: doc.reference,
        name: doc.name,
        statusUrl,
      });
      await transport.sendMail({
        from: MAIL_FROM,
        to: { name: doc.name, address: doc.email },
        ...content,
      });
      services.log.info({ document: id, days }, 'document reminder e-mail sent');
    },
  };
  return [pass, mail];
}
