import { Resolver } from 'type-graphql';
import { createInboxResolver } from '../inbox/inbox.resolver';
import { ContactMessage, ContactMessagePage } from './message.entity';
import { ContactMessageInput } from './message.inputs';

@Resolver(() => ContactMessage)
export class ContactMessageResolver extends createInboxResolver({
  entity: ContactMessage,
  page: ContactMessagePage,
  input: ContactMessageInput,
  names: {
    create: 'sendContactMessage',
    list: 'contactMessages',
    item: 'contactMessage',
    delete: 'deleteContactMessage',
  },
  describe: {
    create: 'Anyone (rate-limited): send a message to the company',
    list: 'One page of messages, newest first; search looks in name, e-mail and subject',
  },
  service: (ctx) => ctx.services.messages,
}) {}
