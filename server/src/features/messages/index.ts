import type { Feature } from '../../feature';
import { contactForm } from './contact-form';
import { ContactMessage } from './message.entity';
import { messageMail } from './message.mail';
import { messageRecord } from './message.record';
import { ContactMessageResolver } from './message.resolver';
import { messageRoutes } from './message.rest';
import { seedMessages } from './message.seed';
import { ContactMessageService } from './message.service';

export const messagesFeature: Feature = {
  name: 'messages',
  entities: [ContactMessage],
  resolvers: [ContactMessageResolver],
  records: [messageRecord],
  requestMail: messageMail,
  routes: messageRoutes,
  forms: (s) => [contactForm(s)],
  seed: seedMessages,
  services: (d) => ({ messages: new ContactMessageService(d) }),
};

declare module '../../services' {
  interface Services {
    messages: ContactMessageService;
  }
}
