import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldProps } from './useIslandForm';
import { vars } from '../ui/mantineMarkup';
import { controlProps, Wrapper, type FormLike } from './wrapper';

/**
 * The public forms' fields as plain elements wearing Mantine's own classes and variables (the
 * page's stylesheet has Mantine's rules): they look as TextInput, NativeSelect and Textarea do,
 * label, asterisk, description, error and focus ring alike, without Mantine's JavaScript or its
 * provider, so a form island carries React and a few lines of its own. The
 * markup is Mantine's, as its components render it at size "sm" with the default variant.
 *
 * `form` is useIslandForm's, or anything whose `getInputProps(name)` gives `value`, `onChange`
 * (called with the change event), `onBlur` and `error`, as @mantine/form's does.
 */

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
const chevron = (error: ReactNode) => (
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
      data-error={error ? String(error) : undefined}
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
      section={chevron(field.error)}
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
