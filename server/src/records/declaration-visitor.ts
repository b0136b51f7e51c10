import type { FieldDeclaration } from './declaration';

/**
 * The declarations of the columns every visitor's request holds (records/inbox/visitor-request.ts)
 * and that each record declares alike: staff's and the visitor's notes, and the consent record.
 * A record spreads them in its `fields` where its REST answer, CSV and export give them.
 */
const CONSENT =
  'the consent record (notice version, when): kept for the visitor’s data request and an audit, not shown';
const HIDDEN: FieldDeclaration['not'] = {
  graphql: CONSENT,
  rest: CONSENT,
  csv: CONSENT,
  staff: CONSENT,
};

/** What the old API's answers and CSV never had. */
export const OLD_API = 'the old API had none';

/** Staff's note of the last status change, the note for the visitor, and the reply-by time. */
export const STATUS_NOTES = {
  statusNote: {
    type: 'text',
    csv: 'status_note',
    not: { export: 'a note staff keep for themselves (the visitor’s note is exported)' },
    staff: { in: 'status' },
  },
  visitorNote: { type: 'text', not: { rest: OLD_API, csv: OLD_API }, staff: { in: 'status' } },
  // The clock under the status badge: the inbox tables keep their columns (backoffice-inbox-glance).
  replyBy: {
    type: 'stamp',
    not: {
      rest: OLD_API,
      csv: OLD_API,
      export: 'the team’s own deadline, not what the visitor gave (the status page tells them)',
    },
    staff: { in: 'status' },
  },
} satisfies Record<string, FieldDeclaration>;

/** Who in staff owns it (features/cases): staff's business, never the visitor's. */
export const ASSIGNEE = {
  assigneeId: {
    type: 'count',
    label: { en: 'Owner', bn: 'দায়িত্বে' },
    filter: true,
    not: {
      rest: OLD_API,
      csv: OLD_API,
      export: 'which colleague handles it: staff data, not what the visitor gave',
    },
    staff: { in: 'status' },
  },
} satisfies Record<string, FieldDeclaration>;

/** The privacy notice's version and when it was agreed to: in the export only. */
export const CONSENT_FIELDS = {
  privacyNoticeVersion: { type: 'count', not: HIDDEN },
  consentedAt: { type: 'stamp', not: HIDDEN },
} satisfies Record<string, FieldDeclaration>;
