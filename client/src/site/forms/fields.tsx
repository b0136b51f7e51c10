import {
  NativeSelect,
  TextInput,
  type ComboboxItem,
  type NativeSelectProps,
  type TextInputProps,
} from '@mantine/core';

/** What the field helpers need of a Mantine form. */
interface FormLike {
  getInputProps: (path: string) => object;
}

/** A text input bound to `form` under `name`, required unless told otherwise. */
export function textField(
  form: FormLike,
  name: string,
  label: string,
  props: Partial<TextInputProps> = {},
) {
  // `name`: the forms that also work without JavaScript post their fields by name.
  return (
    <TextInput label={label} name={name} withAsterisk {...props} {...form.getInputProps(name)} />
  );
}

/** A native select (the best picker on phones) with a first, empty "choose" option. */
export function selectField(
  form: FormLike,
  name: string,
  label: string,
  placeholder: string | null,
  options: (string | ComboboxItem)[],
  props: Partial<NativeSelectProps> = {},
) {
  const data = placeholder === null ? options : [{ value: '', label: placeholder }, ...options];
  return (
    <NativeSelect label={label} withAsterisk data={data} {...props} {...form.getInputProps(name)} />
  );
}
