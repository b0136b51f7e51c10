import { formatDate } from '../format';
import { InnerPage } from '../ui/InnerPage';
import { Prose } from '../ui/Prose';
import { LEGAL_DOCUMENTS, type LegalDocumentId } from './content/legal';

/** The privacy policy and the terms: one layout, two documents. */
export function LegalPage({ document }: { document: LegalDocumentId }) {
  const doc = LEGAL_DOCUMENTS[document];
  return (
    <InnerPage
      name={doc.title}
      description={doc.description}
      title={doc.title}
      lead={doc.lead}
      section={{ label: 'Legal' }}
      extra={
        <p style={{ margin: '16px 0 0', fontSize: 14, opacity: 0.9 }}>
          Last updated <time dateTime={doc.updated}>{formatDate(doc.updated)}</time>
        </p>
      }
    >
      <Prose sections={doc.sections} withContents />
    </InnerPage>
  );
}
