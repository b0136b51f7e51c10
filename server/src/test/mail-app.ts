import type { ParsedMail } from 'mailparser';
import { JobQueue } from '../jobs/queue';
import { createTestApp, type TestApp } from './harness';
import { startSmtpSink, type SmtpSink } from './smtp';

/** An app whose mail goes to a real SMTP sink, with a job queue that retries at once. */
export interface MailTestApp extends TestApp {
  smtp: SmtpSink;
}

/**
 * The site as the privacy tests mail its visitors: from its address, with links to its public
 * address, and no limit on public writes in the way of a test that sends many requests.
 */
export const VISITOR_SITE = {
  MAIL_FROM: 'DigitalRideWeb <hello@digitalride.example>',
  PUBLIC_URL: 'https://digitalride.example',
  PUBLIC_WRITE_LIMIT_PER_MIN: '10000',
};

/**
 * What the mail tests share: an SMTP sink (`inbox` collects what it gets; `refuse` as
 * startSmtpSink's), and an app sending to it (`env` adds to its configuration) through a job
 * queue that polls often and retries after a second (`retryLimit`: its queues' retries;
 * `appRole`: as createTestApp's). Its reset also empties the inbox; its close stops both.
 */
export async function createMailTestApp(
  env: Record<string, string> = {},
  opts: {
    inbox?: ParsedMail[];
    refuse?: () => boolean;
    retryLimit?: number;
    appRole?: boolean;
  } = {},
): Promise<MailTestApp> {
  const smtp = await startSmtpSink({ inbox: opts.inbox, refuse: opts.refuse });
  const { retryLimit } = opts;
  const t = await createTestApp(
    { SMTP_URL: smtp.url, SMTP_TLS: 'off', ...env },
    (connection) =>
      JobQueue.start({
        ...connection,
        retryDelay: 1,
        pollingIntervalSeconds: 0.5,
        ...(retryLimit !== undefined && { retryLimit }),
      }),
    { appRole: opts.appRole },
  );
  return {
    ...t,
    smtp,
    reset: async () => {
      await t.reset();
      smtp.inbox.length = 0;
    },
    close: async () => {
      await t.close();
      await smtp.close();
    },
  };
}
