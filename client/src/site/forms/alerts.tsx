import { useId, type CSSProperties, type ReactNode } from 'react';
import { IconAlertCircle } from '@tabler/icons-react';

/**
 * Mantine's Alert (variant "light") as plain markup with its classes, for the public forms'
 * islands, which do not load Mantine: what went wrong with a form as a whole (read out at once)
 * and what it says once sent (a status).
 */
export function Alert({
  color,
  icon,
  role,
  title,
  close,
  children,
}: {
  color: 'red' | 'brand';
  icon: ReactNode;
  role: 'alert' | 'status';
  title?: string;
  close?: { label: string; onClose: () => void };
  children: ReactNode;
}) {
  const id = useId();
  const style = {
    '--alert-bg': `var(--mantine-color-${color}-light)`,
    '--alert-color': `var(--mantine-color-${color}-light-color)`,
    '--alert-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  } as CSSProperties;
  return (
    <div
      style={style}
      className="m_66836ed3 mantine-Alert-root"
      data-variant="light"
      id={id}
      role={role}
      aria-describedby={`${id}-body`}
      aria-labelledby={title ? `${id}-title` : undefined}
    >
      <div className="m_a5d60502 mantine-Alert-wrapper">
        <div className="m_667f2a6a mantine-Alert-icon">{icon}</div>
        <div className="m_667c2793 mantine-Alert-body">
          {title && (
            <div
              className="m_6a03f287 mantine-Alert-title"
              data-with-close-button={close ? 'true' : undefined}
            >
              <span id={`${id}-title`} className="m_698f4f23 mantine-Alert-label">
                {title}
              </span>
            </div>
          )}
          <div id={`${id}-body`} className="m_7fa78076 mantine-Alert-message" data-variant="light">
            {children}
          </div>
        </div>
        {close && (
          <button
            style={
              {
                '--cb-size': 'calc(1rem * var(--mantine-scale))',
                '--cb-icon-size': 'calc(1rem * var(--mantine-scale))',
              } as CSSProperties
            }
            className="mantine-focus-auto mantine-active m_87f54839 mantine-Alert-closeButton m_86a44da5 mantine-CloseButton-root m_87cf2631 mantine-UnstyledButton-root"
            data-variant="transparent"
            type="button"
            aria-label={close.label}
            onClick={close.onClose}
          >
            <CloseIcon />
          </button>
        )}
      </div>
    </div>
  );
}

/** Mantine's close icon (CloseButton's). */
export function CloseIcon() {
  return (
    <svg
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      style={{ width: 'var(--cb-icon-size, 70%)', height: 'var(--cb-icon-size, 70%)' }}
    >
      <path
        d="M11.7816 4.03157C12.0062 3.80702 12.0062 3.44295 11.7816 3.2184C11.5571 2.99385 11.193 2.99385 10.9685 3.2184L7.50005 6.68682L4.03164 3.2184C3.80708 2.99385 3.44301 2.99385 3.21846 3.2184C2.99391 3.44295 2.99391 3.80702 3.21846 4.03157L6.68688 7.49999L3.21846 10.9684C2.99391 11.193 2.99391 11.557 3.21846 11.7816C3.44301 12.0061 3.80708 12.0061 4.03164 11.7816L7.50005 8.31316L10.9685 11.7816C11.193 12.0061 11.5571 12.0061 11.7816 11.7816C12.0062 11.557 12.0062 11.193 11.7816 10.9684L8.31322 7.49999L11.7816 4.03157Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** What went wrong with a form as a whole (not one field), read out when it appears. */
export function FormProblem({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
      {children}
    </Alert>
  );
}
