import {
  Arg,
  Authorized,
  Ctx,
  FieldResolver,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  UseMiddleware,
} from 'type-graphql';
import type { Context } from '../../graphql/context';
import { RateLimited } from '../../graphql/rate-limited';
import { MAX_BULK } from '../../records/inbox/bulk';
import { User } from '../auth/user.entity';
import { ContactMessage } from '../messages/message.entity';
import { RequestKindName } from '../status/status.resolver';
import { InternalNote, ReplyTemplate } from './case.entities';
import { MAX_NOTE_BODY } from './note.service';

/**
 * Cases (PRODUCT.md §22): owners, on duty, internal notes and reply templates. Admins only, as
 * the inbox is; writes go through the same limiter as the other writes (a signed-in admin is not
 * counted, anyone else is refused before by @Authorized).
 */
@Resolver(() => ContactMessage)
export class CaseResolver {
  @Authorized('admin')
  @UseMiddleware(RateLimited)
  @Mutation(() => Int, {
    description: `Gives 1-${MAX_BULK} requests of one kind to an active admin (userId), or to nobody (null): all or nothing. Answers how many`,
  })
  assignRequests(
    @Arg('kind', () => RequestKindName) kind: RequestKindName,
    @Arg('ids', () => [Int]) ids: number[],
    @Arg('userId', () => Int, { nullable: true }) userId: number | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.cases.assign(kind, ids, userId, ctx.user!);
  }

  @Authorized('admin')
  @UseMiddleware(RateLimited)
  @Mutation(() => Boolean, {
    description:
      'On duty: new requests are given round robin to the on-duty admin with the fewest open ones',
  })
  setOnDuty(@Arg('onDuty') onDuty: boolean, @Ctx() ctx: Context) {
    return ctx.services.cases.setOnDuty(ctx.user!, onDuty);
  }

  @Authorized('admin')
  @Query(() => [User], { description: 'The accounts a request may be assigned to (active admins)' })
  assignableStaff(@Ctx() ctx: Context) {
    return ctx.services.cases.assignable();
  }

  @Authorized('admin')
  @Query(() => [InternalNote], { description: 'Staff’s notes on a request, oldest first' })
  internalNotes(
    @Arg('kind', () => RequestKindName) kind: RequestKindName,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.notes.forRequest(kind, id);
  }

  @Authorized('admin')
  @UseMiddleware(RateLimited)
  @Mutation(() => InternalNote, {
    description: `Adds a note (1-${MAX_NOTE_BODY} characters) only staff read; @username tells that colleague (live alert and e-mail)`,
  })
  addInternalNote(
    @Arg('kind', () => RequestKindName) kind: RequestKindName,
    @Arg('id', () => Int) id: number,
    @Arg('body') body: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.notes.add(kind, id, body, ctx.user!);
  }

  @Authorized('admin')
  @FieldResolver(() => [InternalNote], { description: 'Staff’s notes, oldest first (staff only)' })
  internalNotesOf(@Root() message: ContactMessage, @Ctx() ctx: Context) {
    return ctx.services.notes.forRequest('MESSAGE', message.id);
  }

  @Authorized('admin')
  @Query(() => [ReplyTemplate], { description: 'Reply templates, those in `language` first' })
  replyTemplates(
    @Arg('language', () => String, { nullable: true }) language: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.replyTemplates.list(language);
  }

  @Authorized('admin')
  @UseMiddleware(RateLimited)
  @Mutation(() => ReplyTemplate, {
    description:
      'Adds (no id) or changes a reply template; {name}, {reference} and {status_link} only',
  })
  saveReplyTemplate(
    @Arg('id', () => Int, { nullable: true }) id: number | null,
    @Arg('name') name: string,
    @Arg('language') language: string,
    @Arg('subject', () => String, { nullable: true }) subject: string | null,
    @Arg('body') body: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.replyTemplates.save({ id, name, language, subject, body }, ctx.user!);
  }

  @Authorized('admin')
  @UseMiddleware(RateLimited)
  @Mutation(() => Boolean)
  deleteReplyTemplate(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
    return ctx.services.replyTemplates.delete(id, ctx.user!);
  }

  @Authorized('admin')
  @Query(() => String, { description: 'A template’s body filled in for a message (the preview)' })
  filledReplyTemplate(
    @Arg('templateId', () => Int) templateId: number,
    @Arg('messageId', () => Int) messageId: number,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.replyTemplates.filled(templateId, messageId);
  }
}
