import { restNames } from '../../http/rest-names';
import { exportRoutes } from '../../http/csv-route';
import { inboxRoutes } from '../../records/inbox/inbox.rest';
import { ContactMessageArgs } from './message.inputs';
import type { ContactMessage } from './message.entity';

const names = restNames<ContactMessage>({ contactNumber: 'contact_number' });
const FIELDS = [
  'id',
  'reference',
  'locale',
  'name',
  'contactNumber',
  'email',
  'subject',
  'message',
  'status',
  'statusNote',
  'createdAt',
] as const;

export const messageRoutes = [
  ...inboxRoutes<ContactMessage>({
    path: 'contactus',
    service: (s) => s.messages,
    toRest: (m) => names.toRest(m, FIELDS),
    fromRest: names.fromRest,
    call: names.call,
  }),
  ...exportRoutes({
    file: 'contactus',
    args: ContactMessageArgs,
    service: (s) => s.messages,
    columns: [
      { header: 'id', property: 'id' },
      { header: 'reference', property: 'reference' },
      { header: 'locale', property: 'locale' },
      { header: 'name', property: 'name' },
      { header: 'contact_number', property: 'contactNumber' },
      { header: 'email', property: 'email' },
      { header: 'subject', property: 'subject' },
      { header: 'message', property: 'message' },
      { header: 'status', property: 'status' },
      { header: 'status_note', property: 'statusNote' },
      { header: 'created_at', property: 'createdAt' },
    ],
  }),
];
