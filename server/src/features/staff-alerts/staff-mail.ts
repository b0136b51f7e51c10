import type { Config } from '../../config';
import type { Topics } from '../../events/bus';
import type { Logger } from '../../logger';
import type { JobWorker } from '../../jobs/jobs';
import { smtpTransport } from '../../jobs/mailer';

type Alert = Topics['staff_alert'];

const PAGES: Record<string, [label: string, path: string]> = {
  MESSAGE: ['contact message', '/dashbord/viewMessage'],
  RESERVATION: ['reservation', '/dashbord/viewReservation'],
  REGISTRATION: ['registration request', '/dashbord/registrations'],
};

/** What staff receive: what came in and a link to it in the back office. */
export function mailFor(alert: Alert, baseUrl: string) {
  const [label, path] = PAGES[alert.kind] ?? ['item', '/dashbord'];
  const link = `${baseUrl.replace(/\/$/, '')}${path}?q=${encodeURIComponent(String(alert.id))}`;
  return {
    subject: `New ${label}: ${alert.title}`,
    text: `A new ${label} came in on the website (#${alert.id}, ${alert.createdAt}).\n\n${alert.title}\n\nOpen it in the back office: ${link}\n`,
  };
}

/**
 * E-mail to staff about what a visitor sent, through the job queue (jobs/queue.ts): the visitor's
 * write queues the job in its transaction (inbox.service.ts); a worker on any instance sends it,
 * retrying with back-off while SMTP is down. None without SMTP_URL and STAFF_ALERT_EMAIL.
 */
export function staffMailWorker(config: Config, log: Logger): JobWorker<'staff-alert-mail'>[] {
  const { SMTP_URL, STAFF_ALERT_EMAIL } = config;
  if (!SMTP_URL || !STAFF_ALERT_EMAIL) return [];
  const baseUrl = config.BACKOFFICE_URL ?? `http://localhost:${config.PORT}`;
  const transport = smtpTransport(SMTP_URL, config.SMTP_TLS);
  return [
    {
      queue: 'staff-alert-mail',
      retryLimit: 20,
      retryDelay: 10,
      async run(alert) {
        await transport.sendMail({
          from: `DigitalRideWeb <no-reply@digitalride.local>`,
          to: STAFF_ALERT_EMAIL,
          ...mailFor(alert, baseUrl),
        });
        log.info({ kind: alert.kind, id: alert.id }, 'staff alert e-mail sent');
      },
    },
  ];
}
