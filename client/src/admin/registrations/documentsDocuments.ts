import { graphql } from '../../gql';
import type { DocumentKind } from '../../gql/graphql';

export const PartnerDocumentsQuery = graphql(`
  query PartnerDocuments($registrationId: Int!) {
    partnerDocuments(registrationId: $registrationId) {
      id
      kind
      number
      expiresOn
      state
      reason
      contentType
      fileUrl
    }
  }
`);

export const AcceptPartnerDocumentMutation = graphql(`
  mutation AcceptPartnerDocument($id: Int!) {
    acceptPartnerDocument(id: $id) {
      id
      state
      reason
    }
  }
`);

export const RejectPartnerDocumentMutation = graphql(`
  mutation RejectPartnerDocument($id: Int!, $reason: String!) {
    rejectPartnerDocument(id: $id, reason: $reason) {
      id
      state
      reason
    }
  }
`);

/** The papers' names as staff read them (the server's DOCUMENT_LABELS). */
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  NID: 'National ID',
  DRIVING_LICENCE: 'Driving licence',
  VEHICLE_REGISTRATION: 'Vehicle registration',
  TAX_TOKEN: 'Tax token',
  FITNESS: 'Fitness certificate',
  INSURANCE: 'Insurance',
  TRADE_LICENCE: 'Trade licence',
  OWNER_NID: 'Owner’s National ID',
};

/** A paper's name inside a sentence: 'Owner’s National ID' → 'owner’s national ID'. */
export const inSentence = (label: string) =>
  label.replace(/\b([A-Z])(?=[a-z’])/g, (first) => first.toLowerCase());

/** The reasons the partner's status page words in their language; any other is a sentence. */
export const REJECT_REASONS = [
  { value: 'BLURRED', label: 'Blurred or unreadable' },
  { value: 'EXPIRED', label: 'Expired' },
  { value: 'NAME_MISMATCH', label: 'Name does not match' },
] as const;

export const reasonLabel = (reason: string | null | undefined) =>
  REJECT_REASONS.find((r) => r.value === reason)?.label ?? reason ?? '';

/** The papers' roles: admins and compliance staff open files and review; editors see masks. */
export const PAPERS_ROLES = ['admin', 'compliance'];
