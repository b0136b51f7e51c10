import type { Deps } from '../../deps';
import { StaffAlertKind } from '../../realtime/staff-alert';
import { validateInput } from '../../validation';
import { idempotencyOf } from '../inbox/idempotency';
import { InboxRecordService } from '../inbox/inbox.service';
import { NEWEST_FIRST } from '../record.service';
import { localeOf } from '../inbox/visitor-input';
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
      StaffAlertKind.MESSAGE,
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
