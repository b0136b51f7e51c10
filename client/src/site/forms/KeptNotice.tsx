import { IconCloudUpload } from '@tabler/icons-react';
import { useT } from '../../i18n/i18n';
import { KEEP_DAYS } from './outbox';
import { Alert, FormProblem } from './alerts';
import type { KeptState } from './useKeptForms';

/** What the page says of a form kept on the phone (useKeptForms): waiting, or dropped. */
export function KeptNotice({ kept }: { kept: KeptState }) {
  const t = useT();
  if (kept.dropped === 'expired') {
    return <FormProblem>{t('form.keptExpired', { days: KEEP_DAYS })}</FormProblem>;
  }
  if (kept.dropped === 'refused') return <FormProblem>{t('form.keptRefused')}</FormProblem>;
  if (!kept.waiting) return null;
  return (
    <Alert
      color="brand"
      icon={<IconCloudUpload size={18} />}
      role="status"
      title={t('form.keptTitle')}
    >
      {t('form.kept')}
    </Alert>
  );
}
