import { startSmtpSink, type SmtpSink } from '../../server/src/test/smtp';
import { startApp, type AppProcess } from './app-process';
import { startPostgres } from './postgres';

export type ParsedMail = SmtpSink['inbox'][number];

/** An app of its own, on its own PostgreSQL, whose mail goes to a real SMTP server. */
export interface MailApp {
  app: AppProcess;
  /** Its database's address (a test may read every table). */
  databaseUrl: string;
  /** The admin's password (the account is `admin`). */
  adminPassword: string;
  /** Every mail the app sent, in the order it arrived. */
  inbox: ParsedMail[];
  /**
   * The `nth` (from 1) mail to `to` whose subject matches, once it has arrived: what a person
   * waits for in their mailbox. Fails after `ms`.
   */
  mailTo(to: string, opts?: { subject?: RegExp; nth?: number; ms?: number }): Promise<ParsedMail>;
  stop(): Promise<void>;
}

/** Whether a mail went to `address`. */
const sentTo = (mail: ParsedMail, address: string) =>
  [mail.to ?? []].flat().some((to) => to.value.some((a) => a.address === address));

/**
 * What the e-mail journeys share: PostgreSQL, an SMTP sink and the built app sending to it
 * (`name` makes the admin's password and the signing secret; `env` adds to its configuration).
 */
export async function startMailApp(
  name: string,
  env: Record<string, string> = {},
): Promise<MailApp> {
  const pg = await startPostgres();
  const smtp = await startSmtpSink();
  const adminPassword = `${name}-admin-password`;
  let app: AppProcess;
  try {
    app = await startApp({
      env: {
        DATABASE_URL: pg.url,
        JWT_SECRET: `${name}-secret-0123456789abcdefghijklmnop`,
        ADMIN_PASSWORD: adminPassword,
        SMTP_URL: smtp.url,
        SMTP_TLS: 'off',
        MAIL_FROM: 'DigitalRideWeb <hello@digitalride.example>',
        LOG_LEVEL: 'warn',
        ...env,
      },
    });
  } catch (err) {
    await smtp.close();
    await pg.stop();
    throw err;
  }
  return {
    app,
    databaseUrl: pg.url,
    adminPassword,
    inbox: smtp.inbox,
    async mailTo(to, { subject = /./, nth = 1, ms = 45_000 } = {}) {
      const until = Date.now() + ms;
      const theirs = () => smtp.inbox.filter((m) => sentTo(m, to) && subject.test(m.subject ?? ''));
      while (theirs().length < nth) {
        if (Date.now() > until) {
          throw new Error(
            `only ${theirs().length} of ${nth} mails matching ${subject} reached ${to}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      return theirs()[nth - 1];
    },
    async stop() {
      await app.stop();
      await smtp.close();
      await pg.stop();
    },
  };
}
