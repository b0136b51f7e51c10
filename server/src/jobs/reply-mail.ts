import PgBoss from 'pg-boss';
import nodemailer from 'nodemailer';
import type { DataSource, EntityManager } from 'typeorm';
import { ContactReplyStatus } from '../features/replies/reply.entity';
import type { Logger } from '../logger';

export const REPLY_QUEUE = 'contact-reply-mail';

interface ReplyJob {
  replyId: number;
}

/** What the mail is made of: the reply and the message it answers. */
export interface ReplyMailParts {
  body: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** When the visitor wrote. */
  receivedAt: Date;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
const paragraphs = (text: string) => escape(text).replace(/\r?\n/g, '<br>\n');

/**
 * The e-mail to the visitor: `Re: <subject>`, the reply, then their message quoted; plain text
 * and HTML, the HTML escaping everything the visitor and staff wrote.
 */
export function replyMail(p: ReplyMailParts, from: string) {
  const when = `${p.receivedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const said = `On ${when}, ${p.name} <${p.email}> wrote:`;
  const quoted = p.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    from,
    to: { name: p.name, address: p.email },
    subject: `Re: ${p.subject}`,
    text: `${p.body}\n\n${said}\n${quoted}\n`,
    html:
      `<div>${paragraphs(p.body)}</div>\n<p>${escape(said)}</p>\n` +
      `<blockquote style="margin:0 0 0 .8ex;border-left:1px solid #ccc;padding-left:1ex">` +
      `${paragraphs(p.message)}</blockquote>\n`,
  };
}

const setStatus = (ds: DataSource, id: number, status: ContactReplyStatus) =>
  ds.query('UPDATE contact_replies SET status = $2 WHERE id = $1', [id, status]);

export interface ReplyMailOptions {
  smtpUrl?: string;
  from?: string;
  log: Logger;
}

/** How patient the queue is (tests make it quick). */
export interface ReplyMailTuning {
  /** Sends tried after the first failure before the reply is marked FAILED. */
  retryLimit?: number;
  /** Seconds before the first retry (doubling after each). */
  retryDelay?: number;
  pollingIntervalSeconds?: number;
}

/**
 * Staff replies by e-mail through the PostgreSQL job queue (pg-boss). The job is inserted with
 * the reply's row, in its transaction (`enqueue(m, …)`): a reply is never stored without its
 * job, nor a job sent for a reply that rolled back. A worker on any instance sends it and marks
 * the reply SENT; when every retry failed, FAILED.
 */
export class ReplyMail {
  private boss?: PgBoss;

  constructor(private readonly o: ReplyMailOptions) {}

  /** Both SMTP_URL and MAIL_FROM are set. */
  get configured(): boolean {
    return Boolean(this.o.smtpUrl && this.o.from);
  }

  async start(connectionString: string, ds: DataSource, tune: ReplyMailTuning = {}) {
    const { smtpUrl, from, log } = this.o;
    if (!smtpUrl || !from) return;
    const boss = new PgBoss({ connectionString, application_name: 'drw-reply-mail' });
    boss.on('error', (err) => log.error({ err }, 'reply mail queue error'));
    await boss.start();
    await boss.createQueue(REPLY_QUEUE, {
      name: REPLY_QUEUE,
      retryLimit: tune.retryLimit ?? 5,
      retryDelay: tune.retryDelay ?? 30,
      retryBackoff: true,
      expireInSeconds: 60,
    });
    const transport = nodemailer.createTransport(smtpUrl, {
      ignoreTLS: !smtpUrl.startsWith('smtps:'),
    } as object);
    await boss.work<ReplyJob>(
      REPLY_QUEUE,
      { pollingIntervalSeconds: tune.pollingIntervalSeconds ?? 2, includeMetadata: true },
      async ([job]) => {
        const [row] = await ds.query<(ReplyMailParts & { status: string })[]>(
          `SELECT r.body, r.status, m.name, m.email, m.subject, m.message,
                  m.created_at AS "receivedAt"
             FROM contact_replies r JOIN contact_messages m ON m.id = r.message_id
            WHERE r.id = $1`,
          [job.data.replyId],
        );
        if (!row || row.status === ContactReplyStatus.SENT) return; // deleted with its message, or sent
        try {
          await transport.sendMail(replyMail(row, from));
        } catch (err) {
          if (job.retryCount < job.retryLimit) throw err; // pg-boss tries again later
          log.warn({ err, replyId: job.data.replyId }, 'reply e-mail failed: no retry left');
          await setStatus(ds, job.data.replyId, ContactReplyStatus.FAILED);
          return;
        }
        await setStatus(ds, job.data.replyId, ContactReplyStatus.SENT);
        log.info({ replyId: job.data.replyId }, 'reply e-mail sent');
      },
    );
    this.boss = boss;
  }

  /** Inserts the reply's job with `m`, inside the caller's transaction. */
  async enqueue(m: EntityManager, replyId: number): Promise<void> {
    if (!this.boss) throw new Error('ReplyMail.enqueue: the job queue is not started');
    await this.boss.send(
      REPLY_QUEUE,
      { replyId },
      { db: { executeSql: async (text, values) => ({ rows: await m.query(text, values) }) } },
    );
  }

  async stop(): Promise<void> {
    await this.boss?.stop({ graceful: true, wait: true, timeout: 5000 });
  }
}
