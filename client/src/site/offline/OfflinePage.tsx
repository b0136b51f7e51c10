import { Link } from 'react-router-dom';
import { useT } from '../../i18n/i18n';
import { InnerPage } from '../ui/InnerPage';

/**
 * What the service worker (client/src/sw/sw.ts) shows, in the page's language, for a page asked
 * for without a connection that it has not kept: it keeps this page from the moment it installs.
 * Plain HTML: its links lead to pages the visitor may have opened before, which still work.
 */
export function OfflinePage() {
  const t = useT();
  return (
    <InnerPage
      name={t('offline.name')}
      description={t('offline.lead')}
      title={t('offline.title')}
      lead={t('offline.lead')}
      contained="md"
    >
      <p>{t('offline.body')}</p>
      <p>
        <Link to="/">{t('offline.home')}</Link>
      </p>
    </InnerPage>
  );
}
