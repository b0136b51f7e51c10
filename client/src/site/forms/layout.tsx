import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import classes from './forms.module.css';
import { vars } from '../ui/mantineMarkup';

/**
 * Mantine's Stack (gap "md") and Button (size "md", filled) as plain markup with their classes,
 * for the public forms' islands, which do not load Mantine.
 */
export function FormStack({ children }: { children: ReactNode }) {
  const style = {
    '--stack-gap': 'var(--mantine-spacing-md)',
    '--stack-align': 'stretch',
    '--stack-justify': 'flex-start',
  } as CSSProperties;
  return (
    <div style={style} className="m_6d731127 mantine-Stack-root">
      {children}
    </div>
  );
}

/** Two columns from Mantine's `sm` breakpoint up, one below (SimpleGrid cols={{ base: 1, sm: 2 }}). */
export function TwoColumns({ children }: { children: ReactNode }) {
  return (
    <div className={`m_2415a157 mantine-SimpleGrid-root ${classes.twoColumns}`}>{children}</div>
  );
}

/** The form's submit button; while `loading`, Mantine's spinner over it, and disabled. */
export function SubmitButton({
  loading,
  alignStart,
  children,
}: {
  loading: boolean;
  /** At the start of the row instead of the whole width of the form's column. */
  alignStart?: boolean;
  children: ReactNode;
}) {
  const style = {
    '--button-height': 'var(--button-height-md)',
    '--button-padding-x': 'var(--button-padding-x-md)',
    '--button-fz': 'var(--mantine-font-size-md)',
    '--button-radius': 'var(--mantine-radius-md)',
    '--button-color': 'var(--mantine-color-white)',
    alignSelf: alignStart ? 'flex-start' : undefined,
  } as CSSProperties;
  const loader = {
    transform: 'translate(-50%, calc(-50% + calc(0.0625rem * var(--mantine-scale))))',
  } as CSSProperties;
  return (
    <button
      style={style}
      className={`mantine-focus-auto ${loading ? '' : 'mantine-active '}m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root`}
      data-size="md"
      data-loading={loading ? 'true' : undefined}
      type="submit"
      disabled={loading}
    >
      {loading && (
        <span style={loader} className="m_a25b86ee mantine-Button-loader" aria-hidden="true">
          <span
            style={
              {
                '--loader-size': 'calc(var(--button-height) / 1.8)',
                '--loader-color': 'var(--button-color)',
              } as CSSProperties
            }
            className="m_b34414df m_5ae2e3c mantine-Loader-root"
          />
        </span>
      )}
      <span className="m_80f1301b mantine-Button-inner">
        <span
          className="m_811560b9 mantine-Button-label"
          data-loading={loading ? 'true' : undefined}
        >
          {children}
        </span>
      </span>
    </button>
  );
}

/** Mantine's Text at size "sm" (a paragraph). */
export function SmallText({ children }: { children: ReactNode }) {
  const style = {
    '--text-fz': 'var(--mantine-font-size-sm)',
    '--text-lh': 'var(--mantine-line-height-sm)',
  } as CSSProperties;
  return (
    <p style={style} className="mantine-focus-auto m_b6d8b162 mantine-Text-root" data-size="sm">
      {children}
    </p>
  );
}

const BUTTON_CLASSES =
  'mantine-focus-auto mantine-active m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root';

/**
 * Mantine's Button (type "button"): variant "light" at the default size, or variant "default"
 * at size "compact-sm". With `href` it is a link that looks the same: where it leads without
 * JavaScript, and `onClick` instead once the page's code runs.
 */
export function PlainButton({
  variant,
  onClick,
  href,
  children,
}: {
  variant: 'light' | 'compact-default';
  onClick: () => void;
  href?: string;
  children: ReactNode;
}) {
  const border = 'calc(0.0625rem * var(--mantine-scale)) solid';
  const style = vars(
    variant === 'light'
      ? {
          '--button-bg': 'var(--mantine-color-brand-light)',
          '--button-hover': 'var(--mantine-color-brand-light-hover)',
          '--button-color': 'var(--mantine-color-brand-light-color)',
          '--button-bd': `${border} transparent`,
        }
      : {
          '--button-height': 'var(--button-height-compact-sm)',
          '--button-padding-x': 'var(--button-padding-x-compact-sm)',
          '--button-fz': 'var(--mantine-font-size-sm)',
          '--button-bg': 'var(--mantine-color-default)',
          '--button-hover': 'var(--mantine-color-default-hover)',
          '--button-color': 'var(--mantine-color-default-color)',
          '--button-bd': `${border} var(--mantine-color-default-border)`,
        },
  );
  const look = {
    style,
    className: BUTTON_CLASSES,
    'data-variant': variant === 'light' ? 'light' : 'default',
    'data-size': variant === 'light' ? undefined : 'compact-sm',
  };
  const inner = (
    <span className="m_80f1301b mantine-Button-inner">
      <span className="m_811560b9 mantine-Button-label">{children}</span>
    </span>
  );
  if (href) {
    const click = (event: MouseEvent) => {
      event.preventDefault();
      onClick();
    };
    return (
      <a {...look} href={href} onClick={click}>
        {inner}
      </a>
    );
  }
  return (
    <button {...look} type="button" onClick={onClick}>
      {inner}
    </button>
  );
}
