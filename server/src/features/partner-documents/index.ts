import type { Feature } from '../../feature';
import { DOCUMENT_LABELS } from './document-input';
import { PartnerDocument } from './partner-document.entity';
import { PartnerDocumentService } from './partner-document.service';

export { documentNumberKey, REQUIRED_DOCUMENTS } from './document-kinds';

/** Partners' papers with review by document (PRODUCT.md §23); after registrations. */
export const partnerDocumentsFeature: Feature = {
  name: 'partner-documents',
  entities: [PartnerDocument],
  resolvers: [],
  routes: [],
  services: (d, built) => {
    const partnerDocuments = new PartnerDocumentService(d);
    // A registration is approved only once every paper its kind requires is accepted.
    built.registrations.approvalGates.push(async (m, row) => {
      const missing = await partnerDocuments.missingForApproval(m, row.id, row.kind);
      return missing.length
        ? `Every required document must be accepted first; not yet: ${missing
            .map((k) => DOCUMENT_LABELS[k])
            .join(', ')}`
        : null;
    });
    return { partnerDocuments };
  },
};

declare module '../../services' {
  interface Services {
    partnerDocuments: PartnerDocumentService;
  }
}
