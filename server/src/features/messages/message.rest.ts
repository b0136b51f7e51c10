import { restNames } from '../../http/rest-names';
import { exportRoutes } from '../../http/csv-route';
import { inboxRoutes } from '../../records/inbox/inbox.rest';
import { csvColumns, restFields } from '../../records/declaration';
import { ContactMessageArgs } from './message.inputs';
import { messageRecord } from './message.record';
import type { ContactMessage } from './message.entity';

const rest = restFields(messageRecord);
const names = restNames<ContactMessage>(rest.names);

export const messageRoutes = [
  ...inboxRoutes<ContactMessage>({
    path: messageRecord.restPath,
    service: (s) => s.messages,
    toRest: (m) => names.toRest(m, rest.fields),
    fromRest: names.fromRest,
    call: names.call,
  }),
  ...exportRoutes({
    file: messageRecord.restPath,
    args: ContactMessageArgs,
    service: (s) => s.messages,
    columns: csvColumns(messageRecord),
  }),
];
