import type { Deps } from '../../deps';
import { validateInput } from '../../validation';
import { idempotencyOf } from '../../records/inbox/idempotency';
import { InboxRecordService } from '../../records/inbox/inbox.service';
import { NEWEST_FIRST } from '../../records/record.service';
import { localeOf } from '../../records/inbox/visitor-input';
import { ContactMessage, MESSAGE_WORKFLOW } from './message.entity';
import { ContactMessageInput } from './message.inputs';

export class ContactMessageService extends InboxRecordService<ContactMessage> {
  constructor(deps: Deps) {
    super(
      deps,
      {
        entity: ContactMessage,
        label: 'Contact message',
        orderBy: NEWEST_FIRST,
        searchIn: ['name', 'email', 'subject'],
        wordIndex: true,
        describe: (m) => `${m.name}: ${m.subject}`,
      },
      MESSAGE_WORKFLOW,
      'MESSAGE',
    );
  }

  async create(raw: unknown, idempotencyKey?: string): Promise<ContactMessage> {
    const input = await validateInput(ContactMessageInput, raw);
    const idempotency = idempotencyOf(idempotencyKey, raw);
    const { name, contactNumber, email, subject, message } = input;
    return this.receive(
      (m) =>
        m.save(
          this.repo.create({
            name,
            contactNumber,
            email,
            subject,
            message,
            locale: localeOf(input),
          }),
        ),
      (saved) => `Message from ${saved.name}: ${saved.subject}`,
      idempotency,
    );
  }
}
