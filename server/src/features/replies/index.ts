import type { Feature } from '../../feature';
import { ContactReply } from './reply.entity';
import { ContactReplyResolver } from './reply.resolver';
import { ContactReplyService } from './reply.service';

/** Staff replies to contact messages, e-mailed through the job queue when mail is configured. */
export const repliesFeature: Feature = {
  name: 'replies',
  entities: [ContactReply],
  resolvers: [ContactReplyResolver],
  routes: [],
  services: (d) => ({ replies: new ContactReplyService(d) }),
  workers: ({ replies }) =>
    replies.mailConfigured
      ? [
          {
            queue: 'reply-mail',
            retryLimit: 5,
            retryDelay: 30,
            run: ({ replyId }) => replies.deliver(replyId),
            failed: ({ replyId }) => replies.failed(replyId),
          },
        ]
      : [],
};

declare module '../../services' {
  interface Services {
    /** staff replies to visitors, e-mailed through the job queue */
    replies: ContactReplyService;
  }
}
