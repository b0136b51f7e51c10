import { declareRecord } from '../../records/declaration';
import type { OfficialContact } from './official-contact.entity';

const NO_REST = 'staff keep the list in the back office; the old API had none';
const KEY = 'derived from the value (contact-match.ts) for the check: never typed or shown';
/** Not someone's personal data: the company's own published contacts. */
const NOT_PERSONAL = 'the company’s own contacts, no one’s personal data';

/**
 * An official contact, declared once: the column, its labels in both languages, its rules. Staff
 * keep the list (admin only, every change in the activity log); the public reads it only through
 * `checkContact`. Not in the features' `records` (whose conservation test asks for a REST list, a
 * CSV and a data export: this holds nothing personal and the old API had no list).
 */
export const officialContactRecord = declareRecord<OfficialContact>({
  type: 'OfficialContact',
  table: 'official_contacts',
  restPath: 'official-contacts',
  staffQuery: 'AdminOfficialContacts',
  fields: {
    id: { type: 'id', not: { rest: NO_REST, csv: NO_REST, export: NOT_PERSONAL } },
    kind: {
      type: 'choice',
      label: { en: 'Kind', bn: 'ধরন' },
      filter: true,
      not: { rest: NO_REST, csv: NO_REST, export: NOT_PERSONAL },
    },
    value: {
      type: 'text',
      label: { en: 'Value', bn: 'নম্বর বা ঠিকানা' },
      required: true,
      max: 254,
      search: 1,
      not: { rest: NO_REST, csv: NO_REST, export: NOT_PERSONAL },
    },
    matchKey: {
      type: 'text',
      not: { graphql: KEY, rest: KEY, csv: KEY, export: KEY, staff: KEY },
    },
    departmentEn: {
      type: 'text',
      label: { en: 'Department (English)', bn: 'বিভাগ (ইংরেজিতে)' },
      required: true,
      max: 100,
      not: { rest: NO_REST, csv: NO_REST, export: NOT_PERSONAL },
    },
    departmentBn: {
      type: 'text',
      label: { en: 'Department (Bangla)', bn: 'বিভাগ (বাংলায়)' },
      required: true,
      max: 100,
      not: { rest: NO_REST, csv: NO_REST, export: NOT_PERSONAL },
    },
    channelEn: {
      type: 'text',
      label: { en: 'Channel (English)', bn: 'মাধ্যম (ইংরেজিতে)' },
      required: true,
      max: 100,
      not: { rest: NO_REST, csv: NO_REST, export: NOT_PERSONAL },
    },
    channelBn: {
      type: 'text',
      label: { en: 'Channel (Bangla)', bn: 'মাধ্যম (বাংলায়)' },
      required: true,
      max: 100,
      not: { rest: NO_REST, csv: NO_REST, export: NOT_PERSONAL },
    },
    createdAt: { type: 'stamp', not: { rest: NO_REST, csv: NO_REST, export: NOT_PERSONAL } },
    updatedAt: { type: 'stamp', not: { rest: NO_REST, csv: NO_REST, export: NOT_PERSONAL } },
  },
});
