import { PAPERS } from '../../identity/roles';
import type { PartnerDocument } from './partner-document.entity';

/** Admins and compliance staff see partners' papers: their files and numbers (PRODUCT.md §23). */
const mayReadPapers = (user: { role: string } | null | undefined): boolean =>
  !!user && PAPERS.includes(user.role);

/** `•••• 1234`: enough for staff to tell two papers apart, not enough to use one. */
function maskNumber(number: string): string {
  const bare = number.replace(/\s/g, '');
  // A short number would be given away whole by its last four.
  return bare.length > 6 ? `•••• ${bare.slice(-4)}` : '••••';
}

/** The number as this reader may see it, in every transport (GraphQL, REST, CSV). */
export const shownNumber = (
  doc: Pick<PartnerDocument, 'number'>,
  user: { role: string } | null | undefined,
) => (mayReadPapers(user) ? doc.number : maskNumber(doc.number));

/** Where the file opens (the REST route, which logs each opening); null for whoever may not. */
export const fileUrl = (
  doc: Pick<PartnerDocument, 'id'>,
  user: { role: string } | null | undefined,
) => (mayReadPapers(user) ? `/api/partner-documents/${doc.id}/file` : null);
