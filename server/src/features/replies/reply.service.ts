import type { DataSource } from 'typeorm';
import { AppError, fieldError, notFound } from '../../errors';
import type { ReplyMail } from '../../jobs/reply-mail';
import { staffWrite, type Actor } from '../activity/staff-write';
import { ContactMessage, ContactMessageStatus } from '../messages/message.entity';
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
 * the job queue, the job enqueued in the reply's own transaction.
 */
export class ContactReplyService {
  constructor(
    private readonly ds: DataSource,
    private readonly mail: ReplyMail,
  ) {}

  get mailConfigured(): boolean {
    return this.mail.configured;
  }

  /** A message's replies, oldest first. */
  forMessage(messageId: number): Promise<ContactReply[]> {
    return this.ds.getRepository(ContactReply).find({ where: { messageId }, order: { id: 'ASC' } });
  }

  /** Stores the reply as QUEUED with its e-mail job; a NEW message moves to IN_PROGRESS. */
  async reply(messageId: number, body: unknown, actor: Actor): Promise<ContactReply> {
    if (!this.mail.configured) throw mailNotConfigured();
    const text = replyText(body);
    return staffWrite(this.ds, actor, async (m, log) => {
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
      if (message.status === ContactMessageStatus.NEW) {
        await m.update(ContactMessage, messageId, { status: ContactMessageStatus.IN_PROGRESS });
      }
      await this.mail.enqueue(m, reply.id);
      await log({
        action: 'reply',
        entity: 'ContactMessage',
        entityId: messageId,
        summary: `Replied to ${message.name} <${message.email}>: Re: ${message.subject}`,
      });
      return reply;
    });
  }

  /** Queues a FAILED reply's e-mail again. */
  async sendAgain(replyId: number, actor: Actor): Promise<ContactReply> {
    if (!this.mail.configured) throw mailNotConfigured();
    return staffWrite(this.ds, actor, async (m, log) => {
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
      await this.mail.enqueue(m, replyId);
      await log({
        action: 'reply',
        entity: 'ContactMessage',
        entityId: reply.messageId,
        summary: `Sent reply ${replyId} again`,
      });
      return reply;
    });
  }
}
