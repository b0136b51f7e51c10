import type { Deps } from '../../deps';
import { validateInput } from '../../validation';
import { idempotencyOf } from '../../records/inbox/idempotency';
import { InboxRecordService } from '../../records/inbox/inbox.service';
import { filterFields, formValues, searchFields } from '../../records/declaration';
import { NEWEST_FIRST } from '../../records/record.service';
import { localeOf } from '../../records/inbox/visitor-input';
import { ContactMessage, ContactMessageKind, MESSAGE_WORKFLOW } from './message.entity';
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

  /**
   * A visitor's report of a contact that claimed to be us and is not (features/official-contacts):
   * a message of kind FRAUD_REPORT in the same inbox, carrying the value they checked and their
   * note. Anonymous: no name, e-mail or phone, so no mail goes to the visitor.
   */
  async receiveFraudReport(report: {
    value: string;
    note: string;
    locale: 'en' | 'bn';
    /** The page it came from: /check (a contact not ours) or /verify (a plate or a partner ID). */
    from?: 'check' | 'verify';
  }): Promise<ContactMessage> {
    const verify = report.from === 'verify';
    const about = verify ? 'Reported vehicle or captain' : 'Not ours';
    return this.receive(
      (m) =>
        m.save(
          this.repo.create({
            kind: ContactMessageKind.FRAUD_REPORT,
            name: 'Fraud report',
            contactNumber: '',
            email: '',
            subject: `${about}: ${report.value}`.slice(0, 200),
            message: report.note || '(no note)',
            locale: report.locale,
          }),
        ),
      () => `Fraud report from the ${verify ? 'verify' : 'check'} page`,
    );
  }
}
