import type { ReactNode } from 'react';
import { IconCircleCheck } from '@tabler/icons-react';
import { useT } from '../../i18n/i18n';
import { Alert } from './alerts';

interface FormSuccessProps {
  title: string;
  onClose?: () => void;
  children: ReactNode;
}

/** What a public form says once the server has stored what was sent (read out when it appears). */
export function FormSuccess({ title, onClose, children }: FormSuccessProps) {
  const t = useT();
  const close = onClose ? { label: t('form.dismiss'), onClose } : undefined;
  return (
    <Alert
      color="brand"
      icon={<IconCircleCheck size={20} />}
      role="status"
      title={title}
      close={close}
    >
      {children}
    </Alert>
  );
}
