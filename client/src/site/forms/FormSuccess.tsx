import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useT } from '../../i18n/i18n';

interface FormSuccessProps {
  title: string;
  onClose?: () => void;
  children: ReactNode;
}

/** What a public form says once the server has stored what was sent (read out when it appears). */
export function FormSuccess({ title, onClose, children }: FormSuccessProps) {
  const t = useT();
  return (
    <Alert
      color="brand"
      variant="light"
      icon={<IconCircleCheck size={20} />}
      title={title}
      role="status"
      withCloseButton={!!onClose}
      closeButtonLabel={t('form.dismiss')}
      onClose={onClose}
    >
      {children}
    </Alert>
  );
}
