import { Modal } from '@mantine/core';
import { CmsPageContent, type CmsContentView } from '../../site/pages/cms/CmsPageContent';
import { PageHero } from '../../site/ui/PageHero';

export interface PreviewContent extends CmsContentView {
  title: string;
  lead: string;
}

/** The page as the public site will show it: the green banner, then the content. */
export function CmsPreview({
  content,
  label,
  onClose,
}: {
  content: PreviewContent | null;
  label: string;
  onClose: () => void;
}) {
  return (
    <Modal opened={content !== null} onClose={onClose} title={label} fullScreen>
      {content && (
        <div data-testid="cms-preview">
          <PageHero title={content.title} lead={content.lead || undefined} />
          <div style={{ maxWidth: 1140, margin: '0 auto', padding: '40px 16px' }}>
            <CmsPageContent page={content} />
          </div>
        </div>
      )}
    </Modal>
  );
}
