import { Resolver } from 'type-graphql';
import { createInboxResolver } from '../../records/inbox/inbox.resolver';
import { ContactMessage, ContactMessagePage, ContactMessageStatus } from './message.entity';
import { ContactMessageArgs, ContactMessageInput } from './message.inputs';

@Resolver(() => ContactMessage)
export class ContactMessageResolver extends createInboxResolver({
  entity: ContactMessage,
  page: ContactMessagePage,
  input: ContactMessageInput,
  args: ContactMessageArgs,
  status: ContactMessageStatus,
  names: {
    create: 'sendContactMessage',
    list: 'contactMessages',
    item: 'contactMessage',
    delete: 'deleteContactMessage',
    setStatus: 'setContactMessageStatus',
    setStatusMany: 'setContactMessagesStatus',
    deleteMany: 'deleteContactMessages',
  },
  describe: {
    create: 'Anyone (rate-limited): send a message to the company',
    list: 'One page of messages, newest first; search looks in name, e-mail and subject',
  },
  service: (ctx) => ctx.services.messages,
}) {}
