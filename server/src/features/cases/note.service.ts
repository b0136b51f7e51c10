import { write } from '../../database/write';
import type { Deps } from '../../deps';
import { fieldError, notFound } from '../../errors';
import type { Actor } from '../../records/activity-log';
import type { RequestKind } from '../../records/inbox/request-step.entity';
import { User } from '../auth/user.entity';
import { InternalNote } from './case.entities';
import { INBOXES, requestRow } from './case.service';

export const MAX_NOTE_BODY = 2000;

/** `@username` in a note: a colleague's username as users.ts allows it (letters, digits, . _ -). */
const MENTION = /(?:^|[^\w@])@([A-Za-z0-9][A-Za-z0-9._-]{0,63})/g;

/** The usernames a note mentions, each once, without a trailing full stop. */
function mentionsIn(body: string): string[] {
  const names = [...body.matchAll(MENTION)].map((m) => m[1].replace(/[.]+$/, '').toLowerCase());
  return [...new Set(names)];
}

/**
 * Staff's internal notes on a request (PRODUCT.md §22): a thread, oldest first, that only staff
 * read. A `@username` tells that colleague at once (a live alert to them alone) and by e-mail
 * (queue `mention-mail`, when their account has an address).
 */
export class NoteService {
  constructor(private readonly deps: Deps) {}

  forRequest(kind: RequestKind, requestId: number): Promise<InternalNote[]> {
    return this.deps.db
      .getRepository(InternalNote)
      .find({ where: { kind, requestId }, order: { id: 'ASC' } });
  }

  async add(kind: RequestKind, requestId: number, raw: unknown, actor: Actor) {
    const body = typeof raw === 'string' ? raw.trim() : '';
    if (!body) throw fieldError('body', 'Write the note first');
    if (body.length > MAX_NOTE_BODY) {
      throw fieldError(
        'body',
        `A note must be at most ${MAX_NOTE_BODY.toLocaleString('en')} characters`,
      );
    }
    const inbox = INBOXES[kind];
    return write(this.deps, actor, async (m, fx) => {
      const request = await requestRow(m, kind, requestId);
      if (!request) throw notFound(inbox.label);
      const note = await m.save(
        m.create(InternalNote, {
          kind,
          requestId,
          body,
          author: actor.username,
          authorId: actor.id,
        }),
      );
      const names = mentionsIn(body);
      const mentioned = names.length
        ? await m
            .getRepository(User)
            .createQueryBuilder('u')
            .where('lower(u.username) IN (:...names)', { names })
            .andWhere('u.active')
            .andWhere("u.role = 'admin'")
            .getMany()
        : [];
      const about = `${inbox.label.toLowerCase()} ${request.reference}`;
      for (const user of mentioned) {
        if (user.id === actor.id) continue;
        fx.publish('staff_alert', {
          kind,
          id: requestId,
          title: `${actor.username} mentioned you on ${about}`,
          createdAt: note.createdAt.toISOString(),
          forUserId: user.id,
        });
        if (user.email) {
          await fx.enqueue({ queue: 'mention-mail', data: { noteId: note.id, userId: user.id } });
        }
      }
      await fx.log({
        action: 'create',
        entity: inbox.entity,
        entityId: requestId,
        summary: `Internal note on ${about}${mentioned.length ? ` for ${mentioned.map((u) => u.username).join(', ')}` : ''}`,
      });
      return note;
    });
  }

  /** What the mention e-mail says: who, on which request, the note and a link to it. */
  async mentionMail(noteId: number, userId: number) {
    const note = await this.deps.db.getRepository(InternalNote).findOneBy({ id: noteId });
    const user = await this.deps.db.getRepository(User).findOneBy({ id: userId });
    // The request (and its notes) erased since, or the account's address removed: nothing to send.
    if (!note || !user?.email || !user.active) return null;
    const request = await requestRow(this.deps.db, note.kind as RequestKind, note.requestId);
    if (!request) return null;
    const inbox = INBOXES[note.kind as RequestKind];
    const base = (
      this.deps.config.BACKOFFICE_URL ?? `http://localhost:${this.deps.config.PORT}`
    ).replace(/\/$/, '');
    const link = `${base}${inbox.page(note.requestId)}`;
    return {
      to: user.email,
      subject: `${note.author} mentioned you on ${inbox.label.toLowerCase()} ${request.reference}`,
      text: `${note.author} wrote an internal note on ${inbox.label.toLowerCase()} ${request.reference}:\n\n${note.body}\n\nOpen it in the back office: ${link}\n`,
    };
  }
}
