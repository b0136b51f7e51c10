import {
  useId,
  useLayoutEffect,
  useRef,
  type CSSProperties,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import type { FieldProps } from './useIslandForm';

/**
 * The public forms' fields as plain elements wearing Mantine's own classes and variables (the
 * page's stylesheet has Mantine's rules): they look as TextInput, NativeSelect and Textarea do,
 * label, asterisk, description, error and focus ring alike, without Mantine's JavaScript or its
 * provider, so a form island carries React and a few lines of its own (~20 kB gzip less). The
 * markup is Mantine's, as its components render it at size "sm" with the default variant.
 *
 * `form` is useIslandForm's, or anything whose `getInputProps(name)` gives `value`, `onChange`
 * (called with the change event), `onBlur` and `error`, as @mantine/form's does.
 */
interface FormLike {
  getInputProps: (path: string) => object;
}

/** What a field takes besides its form, name and label. */
export interface FieldOptions extends Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'placeholder' | 'inputMode' | 'min' | 'max' | 'disabled'
> {
  /** A line under the label (e.g. "Optional"). */
  description?: string;
  /** The red asterisk after the label; fields are required unless told otherwise. */
  withAsterisk?: boolean;
  /** A select's own <option> elements, instead of its `options`. */
  children?: ReactNode;
}

type Kind = 'TextInput' | 'NativeSelect' | 'Textarea';

const vars = (entries: Record<string, string | undefined>) => entries as CSSProperties;
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
  section?: ReactNode;
}

/** Mantine's Input.Wrapper and Input.wrapper around one control. */
function Wrapper({
  kind,
  id,
  label,
  description,
  required,
  error,
  children,
  section,
}: WrapperProps) {
  const multiline = kind === 'Textarea';
  const select = kind === 'NativeSelect';
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
        data-multiline={flag(multiline)}
        data-pointer={flag(select)}
        data-with-right-section={flag(select)}
        data-error={flag(!!error)}
      >
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
function controlProps(
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

interface ControlProps {
  form: FormLike;
  name: string;
  label: string;
  options: FieldOptions;
}

function TextField({ form, name, label, options }: ControlProps) {
  const id = useId();
  const { description, withAsterisk = true, children: _none, ...attributes } = options;
  const field = form.getInputProps(name) as FieldProps;
  return (
    <Wrapper
      kind="TextInput"
      {...{ id, label, description }}
      required={withAsterisk}
      error={field.error}
    >
      <input {...attributes} {...controlProps('TextInput', id, name, field, description)} />
    </Wrapper>
  );
}

/** Mantine's ComboboxChevron, the arrow at a native select's right. */
const chevron = (
  <div
    data-position="right"
    className="m_82577fc2 mantine-Input-section mantine-NativeSelect-section"
  >
    <svg
      style={vars({ '--combobox-chevron-size': 'var(--combobox-chevron-size-sm)' })}
      className="m_2943220b mantine-ComboboxChevron-chevron"
      data-size="sm"
      data-combobox-chevron="true"
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
    >
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  </div>
);

/** A choice of a select: a value shown as it is, or a value with its label. */
export type Option = string | { value: string; label: string };

function SelectField({
  form,
  name,
  label,
  options,
  choices,
}: ControlProps & { choices: Option[] }) {
  const id = useId();
  const { description, withAsterisk = true, children, disabled } = options;
  const field = form.getInputProps(name) as FieldProps;
  return (
    <Wrapper
      kind="NativeSelect"
      {...{ id, label, description }}
      required={withAsterisk}
      error={field.error}
      section={chevron}
    >
      <select disabled={disabled} {...controlProps('NativeSelect', id, name, field, description)}>
        {children ??
          choices.map((choice) => {
            const { value, label: text } =
              typeof choice === 'string' ? { value: choice, label: choice } : choice;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
      </select>
    </Wrapper>
  );
}

/** A text input bound to `form` under `name`, required unless told otherwise. */
export function textField(form: FormLike, name: string, label: string, options: FieldOptions = {}) {
  return <TextField form={form} name={name} label={label} options={options} />;
}

/** A native select (the best picker on phones) with a first, empty "choose" option. */
export function selectField(
  form: FormLike,
  name: string,
  label: string,
  placeholder: string | null,
  choices: Option[],
  options: FieldOptions = {},
) {
  const all = placeholder === null ? choices : [{ value: '', label: placeholder }, ...choices];
  return <SelectField form={form} name={name} label={label} options={options} choices={all} />;
}

/**
 * A text area that grows with its text from `minRows` to `maxRows` (Mantine's `autosize`): its
 * rows are the minimum, and after each change its height fits the text, up to the maximum.
 */
export function TextareaField({
  form,
  name,
  label,
  minRows,
  maxRows,
}: {
  form: FormLike;
  name: string;
  label: string;
  minRows: number;
  maxRows: number;
}) {
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const field = form.getInputProps(name) as FieldProps;
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    node.style.height = '';
    const style = getComputedStyle(node);
    const px = (...values: string[]) => values.reduce((sum, v) => sum + (parseFloat(v) || 0), 0);
    const border = px(style.borderTopWidth, style.borderBottomWidth);
    const frame = border + px(style.paddingTop, style.paddingBottom);
    // The rows attribute makes the smallest box (border-box); a row is its share of the text.
    const min = node.offsetHeight;
    const max = frame + ((min - frame) / minRows) * maxRows;
    node.style.height = `${Math.min(max, Math.max(min, node.scrollHeight + border))}px`;
  }, [field.value, minRows, maxRows]);
  return (
    <Wrapper kind="Textarea" id={id} label={label} required error={field.error}>
      <textarea ref={ref} rows={minRows} {...controlProps('Textarea', id, name, field)} />
    </Wrapper>
  );
}
