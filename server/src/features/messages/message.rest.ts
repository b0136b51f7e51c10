import { restNames } from '../../http/rest-names';
import { inboxRoutes } from '../inbox/inbox.rest';
import type { ContactMessage } from './message.entity';

const names = restNames<ContactMessage>({ contactNumber: 'contact_number' });
const FIELDS = ['id', 'name', 'contactNumber', 'email', 'subject', 'message', 'createdAt'] as const;

export const messageRoutes = inboxRoutes<ContactMessage>({
  path: 'contactus',
  service: (s) => s.messages,
  toRest: (m) => names.toRest(m, FIELDS),
  fromRest: names.fromRest,
  call: names.call,
});
