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
} from 'type-graphql';
import type { Context } from '../../graphql/context';
import { ContactMessage } from '../messages/message.entity';
import { ContactReply } from './reply.entity';
import { MAX_REPLY } from './reply.service';

@Resolver(() => ContactMessage)
export class ContactReplyResolver {
  @Authorized('admin')
  @FieldResolver(() => [ContactReply], { description: 'Staff replies, oldest first' })
  replies(@Root() message: ContactMessage, @Ctx() ctx: Context) {
    return ctx.services.replies.forMessage(message.id);
  }

  @Authorized('admin')
  @Query(() => Boolean, {
    description: 'Whether replies can be e-mailed (SMTP_URL and MAIL_FROM are set)',
  })
  replyMailConfigured(@Ctx() ctx: Context) {
    return ctx.services.replies.mailConfigured;
  }

  @Authorized('admin')
  @Mutation(() => ContactReply, {
    description: `E-mails a reply (1-${MAX_REPLY} characters) to the visitor through the job queue; a NEW message moves to IN_PROGRESS. Refused with MAIL_NOT_CONFIGURED when the server cannot send mail`,
  })
  replyToContactMessage(
    @Arg('id', () => Int) id: number,
    @Arg('body') body: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.replies.reply(id, body, ctx.user!);
  }

  @Authorized('admin')
  @Mutation(() => ContactReply, { description: 'Queues a FAILED reply again' })
  sendContactReplyAgain(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
    return ctx.services.replies.sendAgain(id, ctx.user!);
  }
}
