import { declareRecord } from '../../records/declaration';
import { ASSIGNEE, CONSENT_FIELDS, STATUS_NOTES } from '../../records/declaration-visitor';
import type { RegistrationRequest } from './registration.entity';

const LOOKUP =
  'the phone’s national digits, kept for the look-up by phone however the number was typed';

/** Rules the registration form in the browser shares (client/src/gql/records/). */
export const REGISTRATION_RULES = {
  /** The most vehicles a fleet partner may say they own. */
  maxFleet: 10_000,
};

/**
 * A registration request, declared once: every column of the entity in the order the REST
 * answer, the CSV and the data export give them (records/declaration.ts says what each key
 * means). The old API had no list of registrations, only a look-up by phone (restLookup).
 */
export const registrationRecord = declareRecord<RegistrationRequest>({
  type: 'RegistrationRequest',
  table: 'registration_requests',
  restPath: 'registrations',
  restLookup: { path: 'CustomerManagement/Customers/GetByPhone', by: 'phone' },
  staffQuery: 'AdminRegistrations',
  rules: REGISTRATION_RULES,
  privacy: {
    sheet: 'registrations',
    noun: 'registrations',
    kind: 'REGISTRATION',
    quoted: ['email', 'phone', "country_code || ' ' || phone"],
    // A partner's papers (features/partner-documents): in the export with their files, and
    // deleted with the registration (the foreign key), their files too, by erase and retention.
    answers: {
      sheet: 'partner_documents',
      table: 'partner_documents',
      key: 'registration_id',
      columns: [
        'id',
        'registration_id',
        'kind',
        'number',
        'expires_on',
        'state',
        'reason',
        'created_at',
      ],
      job: { queue: 'document-reminder-mail', key: 'id' },
      file: 'file_key',
    },
    // Kept RETENTION_REJECTED_DAYS after it was rejected; the others as long as they stand.
    retention: {
      setting: 'RETENTION_REJECTED_DAYS',
      expired: `t.status = 'REJECTED'
        AND coalesce(
              (SELECT max(s.at) FROM request_steps s
                WHERE s.kind = 'REGISTRATION' AND s.request_id = t.id AND s.status = 'REJECTED'),
              t.created_at
            ) < $1::timestamptz - make_interval(days => $2)`,
    },
  },
  fields: {
    id: { type: 'id', staff: { header: 'Id', width: 104 } },
    reference: { type: 'text', staff: { in: 'id' } },
    locale: { type: 'choice', not: { staff: 'the language staff write to the visitor in' } },
    kind: { type: 'choice', form: true, filter: true, staff: { header: 'Kind', width: 112 } },
    name: {
      type: 'text',
      label: { en: 'Name', bn: 'নাম' },
      required: true,
      max: 100,
      form: true,
      search: 1,
      personal: true,
      // Room for a first name and most of a surname: the name is what staff look for.
      staff: { header: 'Name', width: 112 },
    },
    countryCode: {
      type: 'text',
      form: true,
      rest: 'country_code',
      personal: true,
      staff: { in: 'phone' },
    },
    phone: {
      type: 'phone',
      label: { en: 'Phone', bn: 'ফোন নম্বর' },
      required: true,
      max: 30,
      form: true,
      search: 2,
      personal: true,
      staff: { header: 'Phone', width: 112 },
    },
    phoneDigits: {
      type: 'text',
      not: { graphql: LOOKUP, rest: LOOKUP, csv: LOOKUP, export: LOOKUP, staff: LOOKUP },
    },
    // Optional: its rules stay on the input (Declared knows required text only).
    email: {
      type: 'email',
      label: { en: 'Email', bn: 'ই-মেইল' },
      max: 254,
      form: true,
      search: 3,
      personal: true,
    },
    city: {
      type: 'text',
      label: { en: 'City', bn: 'শহর' },
      required: true,
      max: 80,
      form: true,
      search: 4,
      personal: true,
    },
    details: {
      type: 'json',
      personal: true,
      staff: {
        header: 'Details',
        select: 'details { vehicleType businessName fleetSize productCategory }',
      },
    },
    status: {
      type: 'choice',
      filter: true,
      staff: { header: 'Status', width: 116, after: 'name' },
    },
    ...STATUS_NOTES,
    ...ASSIGNEE,
    createdAt: { type: 'stamp', csv: 'created_at', staff: { header: 'Received', width: 80 } },
    ...CONSENT_FIELDS,
  },
});
