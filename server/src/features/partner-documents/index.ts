import type { Feature } from '../../feature';
import { DOCUMENT_LABELS } from './document-input';
import { DocumentSubmissions } from './document-submit';
import { PartnerDocument } from './partner-document.entity';
import { ExpiringDocumentsResolver } from './expiring';
import { PartnerDocumentResolver } from './partner-document.resolver';
import { partnerDocumentRoutes } from './partner-document.rest';
import { PartnerDocumentService } from './partner-document.service';

export { documentNumberKey, REQUIRED_DOCUMENTS } from './document-kinds';

/** Partners' papers with review by document (PRODUCT.md §23); after registrations and status. */
export const partnerDocumentsFeature: Feature = {
  name: 'partner-documents',
  entities: [PartnerDocument],
  resolvers: [PartnerDocumentResolver, ExpiringDocumentsResolver],
  routes: partnerDocumentRoutes,
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
    return {
      partnerDocuments,
      // The status page's look-up budget: a reference and contact are guessed no faster here.
      documentSubmissions: new DocumentSubmissions(d, partnerDocuments, () => built.statusLookups),
    };
  },
};

declare module '../../services' {
  interface Services {
    partnerDocuments: PartnerDocumentService;
    documentSubmissions: DocumentSubmissions;
  }
}
