import PgBoss from 'pg-boss';
import nodemailer from 'nodemailer';
import type { EntityManager } from 'typeorm';
import type { Topics } from '../events/bus';
import type { Logger } from '../logger';
import type { Job, Jobs } from './jobs';

export const QUEUE = 'staff-alert-mail' satisfies Job['queue'];

type Alert = Topics['staff_alert'];

const PAGES: Record<string, [label: string, path: string]> = {
  MESSAGE: ['contact message', '/dashbord/viewMessage'],
  RESERVATION: ['reservation', '/dashbord/viewReservation'],
  REGISTRATION: ['registration request', '/dashbord/registrations'],
};

export interface StaffMailOptions {
  connectionString: string;
  smtpUrl: string;
  to: string;
  /** Where the back office is, for the link in the mail: https://example.com */
  baseUrl: string;
  log: Logger;
  /** Seconds before the first retry (doubling after each failure). */
  retryDelay?: number;
  pollingIntervalSeconds?: number;
}

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
 * E-mail to staff through a PostgreSQL job queue (pg-boss): a visitor's request only inserts a
 * job; a worker on any instance sends it, retrying with back-off while SMTP is down. Jobs live
 * in the database, so they survive a restart, and pg-boss hands each job to one worker only.
 */
export class StaffMail implements Jobs {
  private constructor(
    private readonly boss: PgBoss,
    private readonly log: Logger,
  ) {}

  static async start(o: StaffMailOptions): Promise<StaffMail> {
    const boss = new PgBoss({ connectionString: o.connectionString, application_name: 'drw-jobs' });
    boss.on('error', (err) => o.log.error({ err }, 'job queue error'));
    await boss.start();
    await boss.createQueue(QUEUE, {
      name: QUEUE,
      retryLimit: 20,
      retryDelay: o.retryDelay ?? 10,
      retryBackoff: true,
      expireInSeconds: 60,
    });
    const transport = nodemailer.createTransport(o.smtpUrl, {
      ignoreTLS: !o.smtpUrl.startsWith('smtps:'),
    } as object);
    await boss.work<Alert>(
      QUEUE,
      { pollingIntervalSeconds: o.pollingIntervalSeconds ?? 2 },
      async ([job]) => {
        const mail = mailFor(job.data, o.baseUrl);
        await transport.sendMail({
          from: `DigitalRideWeb <no-reply@digitalride.local>`,
          to: o.to,
          ...mail,
        });
        o.log.info({ kind: job.data.kind, id: job.data.id }, 'staff alert e-mail sent');
      },
    );
    const mailer = new StaffMail(boss, o.log);
    return mailer;
  }

  /**
   * Queues the mail for an alert inside the write's transaction (pg-boss inserts the job with
   * the transaction's connection): the job exists exactly when the visitor's row does.
   */
  async enqueue(job: Job, m: EntityManager): Promise<void> {
    const db = {
      executeSql: async (text: string, values: unknown[]) => ({
        rows: (await m.query(text, values)) as unknown[],
      }),
    };
    await this.boss.send(job.queue, job.data, {
      singletonKey: `${job.data.kind}:${job.data.id}`,
      db,
    });
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: 5000 });
  }
}
