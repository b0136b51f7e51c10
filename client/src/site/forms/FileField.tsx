import { useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './alerts';
import classes from './forms.module.css';
import type { FieldProps } from './useIslandForm';
import { vars } from '../ui/mantineMarkup';
import { controlProps, Wrapper, type FormLike } from './wrapper';

/**
 * An optional file, looking as Mantine's FileInput (clearable) does: a native `<input type=file>`
 * (labelled, described, reached with Tab, opened with Enter or Space or a click anywhere on the
 * field) laid transparent over Mantine's input box, which shows the file's name or the
 * placeholder. Its ring on focus is Mantine's (forms.module.css).
 */
export function FileField({
  form,
  name,
  label,
  description,
  placeholder,
  accept,
  icon,
  clearLabel,
  onClear,
  required = false,
}: {
  form: FormLike;
  name: string;
  label: string;
  description: string;
  placeholder: string;
  accept: string;
  icon: ReactNode;
  clearLabel: string;
  onClear: () => void;
  /** The red asterisk after the label (a paper's file); optional by default (a booking's). */
  required?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const field = form.getInputProps(name) as FieldProps<File | null>;
  const {
    value: _file,
    className,
    ...control
  } = controlProps('FileInput', id, name, field as FieldProps<never>, description);
  const file = field.value;
  const clear = () => {
    if (input.current) input.current.value = '';
    onClear();
  };
  const clearButton = file && (
    <div
      data-position="right"
      className="m_82577fc2 mantine-Input-section mantine-FileInput-section"
    >
      <button
        style={vars({ '--cb-size': 'var(--cb-size-sm)' })}
        className="mantine-focus-auto mantine-active m_220c80f2 m_86a44da5 mantine-CloseButton-root m_87cf2631 mantine-UnstyledButton-root"
        data-variant="subtle"
        data-size="sm"
        type="button"
        aria-label={clearLabel}
        onClick={clear}
      >
        <CloseIcon />
      </button>
    </div>
  );
  return (
    <Wrapper
      kind="FileInput"
      {...{ id, label, description }}
      required={required}
      error={field.error}
      leftSection={
        <div
          data-position="left"
          className="m_82577fc2 mantine-Input-section mantine-FileInput-section"
        >
          {icon}
        </div>
      }
      section={clearButton}
    >
      <input ref={input} type="file" accept={accept} className={classes.file} {...control} />
      <div
        className={`${className} ${classes.fileFace}`}
        data-variant="default"
        data-error={control['data-error']}
        aria-hidden="true"
      >
        {file ? (
          <div style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {file.name}
          </div>
        ) : (
          <span className="m_88bacfd0 mantine-InputPlaceholder-placeholder mantine-FileInput-placeholder">
            {placeholder}
          </span>
        )}
      </div>
    </Wrapper>
  );
}
