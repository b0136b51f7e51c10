import { declareRecord } from '../../records/declaration';
import { ASSIGNEE, CONSENT_FIELDS, OLD_API, STATUS_NOTES } from '../../records/declaration-visitor';
import type { ContactMessage } from './message.entity';

/**
 * A contact message, declared once: every column of the entity in the order the REST answer, the
 * CSV and the data export give them (records/declaration.ts says what each key means).
 */
export const messageRecord = declareRecord<ContactMessage>({
  type: 'ContactMessage',
  table: 'contact_messages',
  restPath: 'contactus',
  staffQuery: 'AdminMessages',
  privacy: {
    sheet: 'messages',
    noun: 'messages',
    kind: 'MESSAGE',
    quoted: ['email', 'contact_number'],
    // Kept RETENTION_MESSAGES_DAYS after its last change: sent, a status move, a reply.
    retention: {
      setting: 'RETENTION_MESSAGES_DAYS',
      expired: `greatest(
          t.created_at,
          (SELECT max(s.at) FROM request_steps s WHERE s.kind = 'MESSAGE' AND s.request_id = t.id),
          (SELECT max(r.created_at) FROM contact_replies r WHERE r.message_id = t.id)
        ) < $1::timestamptz - make_interval(days => $2)`,
    },
    answers: {
      sheet: 'replies',
      table: 'contact_replies',
      key: 'message_id',
      columns: ['id', 'message_id', 'body', 'status', 'created_at'],
      job: { queue: 'reply-mail', key: 'replyId' },
    },
  },
  fields: {
    id: { type: 'id', staff: { header: 'Id', width: 104 } },
    reference: { type: 'text', staff: { in: 'id' } },
    locale: { type: 'choice', not: { staff: 'the language staff write to the visitor in' } },
    name: {
      type: 'text',
      label: { en: 'Name', bn: 'নাম' },
      required: true,
      max: 100,
      form: true,
      search: 1,
      personal: true,
    },
    contactNumber: {
      type: 'phone',
      label: { en: 'Contact number', bn: 'ফোন নম্বর' },
      description: 'Phone number: 6 to 20 digits; spaces, dashes and a leading + allowed',
      required: true,
      max: 30,
      form: true,
      rest: 'contact_number',
      personal: true,
      staff: { header: 'Contact Number', width: 124 },
    },
    email: {
      type: 'email',
      label: { en: 'Email', bn: 'ই-মেইল' },
      required: true,
      max: 254,
      form: true,
      search: 2,
      personal: true,
    },
    subject: {
      type: 'text',
      label: { en: 'Subject', bn: 'বিষয়' },
      required: true,
      max: 200,
      form: true,
      search: 3,
      personal: true,
    },
    // A text column: the limit is the rule's only (the column has no length).
    message: {
      type: 'text',
      label: { en: 'Message', bn: 'বার্তা' },
      required: true,
      max: 5000,
      form: true,
      personal: true,
      staff: { header: 'Message', width: '18%' },
    },
    status: {
      type: 'choice',
      filter: true,
      staff: { header: 'Status', width: 116, after: 'name' },
    },
    // A fraud report's name, e-mail and phone are empty unless the visitor gave them.
    // A fraud report from /check or a message: the old API's answers and the CSV keep their shape.
    kind: {
      type: 'choice',
      filter: true,
      not: {
        rest: OLD_API,
        csv: OLD_API,
        export: 'how staff sort a message, not what the visitor gave',
      },
      // A badge before the subject: the table keeps its columns (backoffice-inbox-glance).
      staff: { in: 'subject' },
    },
    ...STATUS_NOTES,
    ...ASSIGNEE,
    createdAt: { type: 'stamp', csv: 'created_at', staff: { in: 'card' } },
    ...CONSENT_FIELDS,
  },
});
