import { write } from '../../database/write';
import type { Deps } from '../../deps';
import { AppError, fieldError, notFound } from '../../errors';
import { smtpTransport } from '../../jobs/mailer';
import type { Actor } from '../../records/activity-log';
import { changesOf } from '../../records/changes';
import { ContactMessage, ContactMessageStatus } from '../messages/message.entity';
import { messageRecord } from '../messages/message.record';
import { replyMail, type ReplyMailParts } from './reply-mail';
import { ContactReply, ContactReplyStatus } from './reply.entity';

export const MAX_REPLY = 10_000;

export const mailNotConfigured = () =>
  new AppError(
    'MAIL_NOT_CONFIGURED',
    'Replies cannot be e-mailed: the server has no SMTP_URL and MAIL_FROM. Nothing was sent.',
  );

/** A reply's text: trimmed, 1…10,000 characters. */
function replyText(body: unknown): string {
  const text = typeof body === 'string' ? body.trim() : '';
  if (!text) throw fieldError('body', 'Write a reply first');
  if (text.length > MAX_REPLY) {
    throw fieldError(
      'body',
      `A reply must be at most ${MAX_REPLY.toLocaleString('en')} characters`,
    );
  }
  return text;
}

/**
 * Staff answers to contact messages: stored with the message and e-mailed to the visitor through
 * the job queue (queue `reply-mail`), the job enqueued in the reply's own transaction; the
 * feature's worker (index.ts) calls `deliver`, and `failed` once every retry failed.
 */
export class ContactReplyService {
  private transport?: ReturnType<typeof smtpTransport>;

  constructor(private readonly deps: Deps) {}

  /** Both SMTP_URL and MAIL_FROM are set. */
  get mailConfigured(): boolean {
    return Boolean(this.deps.config.SMTP_URL && this.deps.config.MAIL_FROM);
  }

  /** A message's replies, oldest first. */
  forMessage(messageId: number): Promise<ContactReply[]> {
    return this.deps.db
      .getRepository(ContactReply)
      .find({ where: { messageId }, order: { id: 'ASC' } });
  }

  /** Stores the reply as QUEUED with its e-mail job; a NEW message moves to IN_PROGRESS. */
  async reply(messageId: number, body: unknown, actor: Actor): Promise<ContactReply> {
    if (!this.mailConfigured) throw mailNotConfigured();
    const text = replyText(body);
    return write(this.deps, actor, async (m, fx) => {
      const message = await m.findOne(ContactMessage, {
        where: { id: messageId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!message) throw notFound('Contact message');
      const reply = await m.save(
        m.create(ContactReply, {
          messageId,
          body: text,
          author: actor.username,
          authorId: actor.id,
        }),
      );
      const moved = message.status === ContactMessageStatus.NEW;
      if (moved) {
        await m.update(ContactMessage, messageId, { status: ContactMessageStatus.IN_PROGRESS });
      }
      await fx.enqueue({ queue: 'reply-mail', data: { replyId: reply.id } });
      await fx.log({
        action: 'reply',
        entity: 'ContactMessage',
        entityId: messageId,
        changes: moved
          ? changesOf(messageRecord.fields, message, { status: ContactMessageStatus.IN_PROGRESS })
          : undefined,
        summary: `Replied to ${message.name} <${message.email}>: Re: ${message.subject}`,
      });
      fx.changed('contact_messages');
      return reply;
    });
  }

  /** Queues a FAILED reply's e-mail again. */
  async sendAgain(replyId: number, actor: Actor): Promise<ContactReply> {
    if (!this.mailConfigured) throw mailNotConfigured();
    return write(this.deps, actor, async (m, fx) => {
      const reply = await m.findOne(ContactReply, {
        where: { id: replyId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!reply) throw notFound('Reply');
      if (reply.status !== ContactReplyStatus.FAILED) {
        throw fieldError(
          'id',
          `Only a failed reply can be sent again (this one is ${reply.status.toLowerCase()})`,
        );
      }
      reply.status = ContactReplyStatus.QUEUED;
      await m.update(ContactReply, replyId, { status: ContactReplyStatus.QUEUED });
      await fx.enqueue({ queue: 'reply-mail', data: { replyId } });
      await fx.log({
        action: 'reply',
        entity: 'ContactMessage',
        entityId: reply.messageId,
        summary: `Sent reply ${replyId} again`,
      });
      return reply;
    });
  }

  /** The job: e-mails the reply (unless it went with its message, or was sent) and marks it SENT. */
  async deliver(replyId: number): Promise<void> {
    const { SMTP_URL, MAIL_FROM } = this.deps.config;
    if (!SMTP_URL || !MAIL_FROM) throw mailNotConfigured();
    const [row] = await this.deps.db.query<(ReplyMailParts & { status: string })[]>(
      `SELECT r.body, r.status, m.name, m.email, m.subject, m.message,
              m.created_at AS "receivedAt"
         FROM contact_replies r JOIN contact_messages m ON m.id = r.message_id
        WHERE r.id = $1`,
      [replyId],
    );
    if (!row || row.status === ContactReplyStatus.SENT) return;
    this.transport ??= smtpTransport(SMTP_URL, this.deps.config.SMTP_TLS);
    await this.transport.sendMail(replyMail(row, MAIL_FROM));
    await this.setStatus(replyId, ContactReplyStatus.SENT);
    this.deps.log.info({ replyId }, 'reply e-mail sent');
  }

  /** Every try failed: staff see FAILED and may send it again. */
  async failed(replyId: number): Promise<void> {
    await this.setStatus(replyId, ContactReplyStatus.FAILED);
  }

  private setStatus(id: number, status: ContactReplyStatus) {
    return this.deps.db.query('UPDATE contact_replies SET status = $2 WHERE id = $1', [id, status]);
  }
}
