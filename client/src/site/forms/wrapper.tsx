import type { ReactNode } from 'react';
import { vars } from '../ui/mantineMarkup';
import type { FieldProps } from './useIslandForm';

/** What the field helpers need of a form: useIslandForm's, or @mantine/form's. */
export interface FormLike {
  getInputProps: (path: string) => object;
}

/** Mantine's Input.Wrapper markup (site/forms/fields.tsx tells why). */
export type Kind = 'TextInput' | 'NativeSelect' | 'Textarea' | 'FileInput';

const SMALLER_TEXT = 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))';
const HALF_XS = 'calc(var(--mantine-spacing-xs) / 2)';

interface WrapperProps {
  kind: Kind;
  id: string;
  label: string;
  description?: string;
  required: boolean;
  error?: ReactNode;
  /** The input element, given its ids to point at. */
  children: ReactNode;
  /** What Mantine puts at the control's right (a select's chevron) and left (an icon). */
  section?: ReactNode;
  leftSection?: ReactNode;
}

/** Mantine's Input.Wrapper and Input.wrapper around one control. */
export function Wrapper({
  kind,
  id,
  label,
  description,
  required,
  error,
  children,
  section,
  leftSection,
}: WrapperProps) {
  const multiline = kind === 'Textarea';
  const select = kind === 'NativeSelect';
  const file = kind === 'FileInput';
  const flag = (on: boolean) => (on ? 'true' : undefined);
  return (
    <div
      className={`m_46b77525 mantine-InputWrapper-root mantine-${kind}-root`}
      data-size="sm"
      data-error={flag(!!error)}
    >
      <label
        style={vars({ '--input-label-size': 'var(--mantine-font-size-sm)' })}
        className={`m_8fdc1311 mantine-InputWrapper-label mantine-${kind}-label`}
        data-size="sm"
        data-required={flag(required)}
        htmlFor={id}
        id={`${id}-label`}
      >
        {label}
        {required && (
          <span
            className={`m_78a94662 mantine-InputWrapper-required mantine-${kind}-required`}
            aria-hidden="true"
          >
            {' *'}
          </span>
        )}
      </label>
      {description && (
        <p
          style={vars({ '--input-description-size': SMALLER_TEXT })}
          className={`m_fe47ce59 mantine-InputWrapper-description mantine-${kind}-description`}
          data-size="sm"
          id={`${id}-description`}
        >
          {description}
        </p>
      )}
      <div
        style={vars({
          '--input-margin-top': description ? HALF_XS : undefined,
          '--input-height': 'var(--input-height-sm)',
          '--input-fz': 'var(--mantine-font-size-sm)',
          '--input-padding-y': multiline ? 'var(--input-padding-y-sm)' : undefined,
          '--input-right-section-pointer-events': select ? 'none' : undefined,
          '--input-margin-bottom': error ? HALF_XS : undefined,
        })}
        className={`m_6c018570 mantine-Input-wrapper mantine-${kind}-wrapper`}
        data-variant="default"
        data-size="sm"
        data-multiline={flag(multiline || file)}
        data-pointer={flag(select || file)}
        data-with-right-section={flag(!!section)}
        data-with-left-section={flag(!!leftSection)}
        data-error={flag(!!error)}
      >
        {leftSection}
        {children}
        {section}
      </div>
      {error && (
        <p
          className={`m_8f816625 mantine-InputWrapper-error mantine-${kind}-error`}
          data-size="sm"
          id={`${id}-error`}
          style={vars({ '--input-error-size': SMALLER_TEXT })}
        >
          {error}
        </p>
      )}
    </div>
  );
}

/** The attributes every control shares: Mantine's classes, its ids, and the form's props. */
export function controlProps(
  kind: Kind,
  id: string,
  name: string,
  field: FieldProps,
  description?: string,
) {
  const describedBy = [field.error && `${id}-error`, description && `${id}-description`]
    .filter(Boolean)
    .join(' ');
  return {
    id,
    name,
    className: `m_8fb7ebe7 mantine-Input-input mantine-${kind}-input`,
    'data-variant': 'default',
    'data-error': field.error ? 'true' : undefined,
    'aria-invalid': field.error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
  };
}
