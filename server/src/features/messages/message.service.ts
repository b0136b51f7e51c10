import type { Deps } from '../../deps';
import { validateInput } from '../../validation';
import { idempotencyOf } from '../../records/inbox/idempotency';
import { InboxRecordService } from '../../records/inbox/inbox.service';
import { filterFields, formValues, searchFields } from '../../records/declaration';
import { NEWEST_FIRST } from '../../records/record.service';
import { localeOf } from '../../records/inbox/visitor-input';
import { ContactMessage, MESSAGE_WORKFLOW } from './message.entity';
import { ContactMessageInput } from './message.inputs';
import { messageRecord } from './message.record';

export class ContactMessageService extends InboxRecordService<ContactMessage> {
  constructor(deps: Deps) {
    super(
      deps,
      {
        entity: ContactMessage,
        label: 'Contact message',
        orderBy: NEWEST_FIRST,
        searchIn: searchFields(messageRecord),
        declared: messageRecord.fields,
        wordIndex: true,
        filters: filterFields(messageRecord),
        describe: (m) => `${m.name}: ${m.subject}`,
      },
      MESSAGE_WORKFLOW,
      'MESSAGE',
    );
  }

  async create(raw: unknown, idempotencyKey?: string): Promise<ContactMessage> {
    const input = await validateInput(ContactMessageInput, raw);
    const idempotency = idempotencyOf(idempotencyKey, raw);
    return this.receive(
      (m) =>
        m.save(this.repo.create({ ...formValues(messageRecord, input), locale: localeOf(input) })),
      (saved) => `Message from ${saved.name}: ${saved.subject}`,
      idempotency,
    );
  }
}
