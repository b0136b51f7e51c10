import PgBoss from 'pg-boss';
import nodemailer from 'nodemailer';
import type { DataSource, EntityManager } from 'typeorm';
import type { Topics } from '../events/bus';
import type { Logger } from '../logger';
import { pgBossOutbox, type Outbox } from './outbox';

export const QUEUE = 'staff-alert-mail';

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
 * job, in the transaction that stores the visitor's row (the outbox); a worker on any instance
 * sends it, retrying with back-off while SMTP is down. Jobs live in the database, so they
 * survive a restart, and pg-boss hands each job to one worker only.
 */
export class StaffMail {
  /** Jobs queued inside the caller's transaction (issue 21's replies queue theirs here too). */
  readonly outbox: Outbox;

  private constructor(private readonly boss: PgBoss) {
    this.outbox = pgBossOutbox(boss);
  }

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
    return new StaffMail(boss);
  }

  /** Queues the mail for an alert in the transaction of `m`, the one that stores its row. */
  enqueue(m: EntityManager, alert: Alert): Promise<void> {
    return this.outbox.enqueue(m, QUEUE, alert, { singletonKey: `${alert.kind}:${alert.id}` });
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: 5000 });
  }
}

const mailers = new WeakMap<DataSource, StaffMail>();
/** The mailer of the process owning `ds`, if SMTP is configured (like eventBusOf). */
export const staffMailOf = (ds: DataSource) => mailers.get(ds);
export const registerStaffMail = (ds: DataSource, mail: StaffMail) => mailers.set(ds, mail);
