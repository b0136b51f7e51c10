import type { AnyJobWorker } from '../../jobs/jobs';
import { createTarget } from '../../backup/target';
import { smtpTransport } from '../../jobs/mailer';
import type { MailLocale } from '../../mail/layout';
import { dataRequestConfirmMail, dataRequestDoneMail } from './privacy-mail';
import type { Services } from '../../services';
import { buildExport } from './export';
import { EXPORT_DAYS } from './privacy.service';

/** Where a data request's pages live, in the visitor's language. */
export const PRIVACY_REQUEST_PATH = '/privacy/request';
export const EXPORT_DOWNLOAD_PATH = '/api/privacy/export';

/**
 * The data requests' background work: the confirmation e-mail (its token is
 * drawn as it is sent, so no job or row holds it in clear), the export's zip and its e-mail, and
 * the daily clean-up and retention run (on any instance, once a day: pg-boss's cron), and each
 * erasure's entry in the ledger beside the backups (backup/ledger.ts), retried while it is away. Without SMTP_URL and MAIL_FROM nothing is mailed: requests wait unconfirmed
 * and the clean-up deletes them after 48 hours.
 */
export function privacyWorkers(services: Services): AnyJobWorker[] {
  const cleanUp: AnyJobWorker = {
    queue: 'privacy-clean-up',
    retryLimit: 2,
    retryDelay: 60,
    cron: { schedule: '17 3 * * *', data: {} },
    run: async () => {
      const done = await services.privacy.cleanUp();
      services.log.info(done, 'privacy clean-up');
    },
  };
  const retention: AnyJobWorker = {
    queue: 'retention',
    retryLimit: 3,
    retryDelay: 300,
    expireInSeconds: 900,
    cron: { schedule: '41 2 * * *', data: {} },
    run: async () => {
      const erased = await services.privacy.retain();
      services.log.info(erased, 'retention run');
    },
  };
  const ledger: AnyJobWorker = {
    queue: 'erasure-ledger',
    retryLimit: 20,
    retryDelay: 60,
    run: async (entry) => {
      const target = createTarget(services.config);
      try {
        await target.appendErasure(entry);
      } finally {
        target.close();
      }
    },
  };
  const { SMTP_URL, MAIL_FROM, PUBLIC_URL, PORT } = services.config;
  if (!SMTP_URL || !MAIL_FROM) return [cleanUp, retention, ledger];
  const base = (PUBLIC_URL ?? `http://localhost:${PORT}`).replace(/\/$/, '');
  const transport = smtpTransport(SMTP_URL, services.config.SMTP_TLS);
  const localeOf = (locale: string): MailLocale => (locale === 'bn' ? 'bn' : 'en');

  return [
    cleanUp,
    retention,
    ledger,
    {
      queue: 'privacy-mail',
      retryLimit: 10,
      retryDelay: 15,
      run: async ({ id }) => {
        const drawn = await services.privacy.confirmationToken(id);
        if (!drawn) return; // confirmed or cleaned up since
        const { token, request } = drawn;
        const locale = localeOf(request.locale);
        const page = `${base}${locale === 'bn' ? '/bn' : ''}${PRIVACY_REQUEST_PATH}`;
        const mail = await dataRequestConfirmMail({
          locale,
          kind: request.kind,
          confirmUrl: `${page}?confirm=${token}`,
        });
        await transport.sendMail({ from: MAIL_FROM, to: request.email, ...mail });
        services.log.info({ dataRequest: id }, 'data request confirmation e-mail sent');
      },
    },
    {
      queue: 'privacy-export',
      retryLimit: 5,
      retryDelay: 30,
      expireInSeconds: 900,
      run: async ({ id }) => {
        const built = await services.privacy.prepareExport(id, (email) =>
          buildExport(services.privacy.db, services.storage, email, services.privacy.records),
        );
        if (!built) return;
        const { token, request } = built;
        const mail = await dataRequestDoneMail({
          locale: localeOf(request.locale),
          kind: 'EXPORT',
          downloadUrl: `${base}${EXPORT_DOWNLOAD_PATH}/${token}`,
          days: EXPORT_DAYS,
        });
        await transport.sendMail({ from: MAIL_FROM, to: request.email, ...mail });
        services.log.info({ dataRequest: id }, 'data export e-mail sent');
      },
    },
  ];
}
