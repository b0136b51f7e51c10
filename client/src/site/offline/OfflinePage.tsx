import { Link, useSearchParams } from 'react-router-dom';
import { useT } from '../../i18n/i18n';
import { InnerPage } from '../ui/InnerPage';

/**
 * What the service worker (client/src/sw/sw.ts) shows, in the page's language, for a page asked
 * for without a connection that it has not kept: it keeps this page from the moment it installs.
 * Plain HTML: its links lead to pages the visitor may have opened before, which still work.
 * `?form=unsent`: shown for a form posted as a page, which could not be kept (sw/scope.ts).
 */
export function OfflinePage() {
  const t = useT();
  const [params] = useSearchParams();
  const form = params.has('form');
  const lead = t(form ? 'offline.formLead' : 'offline.lead');
  return (
    <InnerPage
      name={t('offline.name')}
      description={lead}
      title={t('offline.title')}
      lead={lead}
      contained="md"
    >
      <p>{t(form ? 'offline.formBody' : 'offline.body')}</p>
      <p>
        <Link to="/">{t('offline.home')}</Link>
      </p>
    </InnerPage>
  );
}
