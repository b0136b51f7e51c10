import { useState, type ChangeEvent, type FormEvent } from 'react';

type Errors = Record<string, string>;

/** A field's rule (validation.ts): its message, or null when the value is fine. */
type Rules<V> = { [K in keyof V]?: (value: V[K], values: V) => string | null };

/** What a field element takes from the form (fields.tsx), by the field's name. */
export interface FieldProps<T = string> {
  value: T;
  error?: string;
  onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
  ) => void;
  onBlur: () => void;
}

/** A control's new value: its text, or for a file input its first file (null when none). */
function valueOfControl({ currentTarget: control }: Parameters<FieldProps['onChange']>[0]) {
  if (control instanceof HTMLInputElement && control.type === 'file') {
    return control.files?.[0] ?? null;
  }
  return control.value;
}

/**
 * What a control named `name` holds now, in the shape of the form's value: a file input's first
 * file (or null), a checkbox's checked state (a boolean value), a radio group's chosen value, or
 * the text of an input, select or textarea. Undefined when the form has no such control.
 */
function currentValue(form: HTMLFormElement, name: string, was: unknown): unknown {
  const control = form.elements.namedItem(name);
  if (!control) return undefined;
  if (control instanceof HTMLInputElement) {
    if (control.type === 'file') return control.files?.[0] ?? null;
    if (typeof was === 'boolean') return control.checked;
  }
  // An input, select or textarea, or a radio group (RadioNodeList: the chosen radio's value).
  return 'value' in control ? control.value : undefined;
}

/**
 * The state of a public form in an island, in a few lines instead of @mantine/form's bytes:
 * values by name (text, or a file), each checked by its rule (validation.ts; a rule also gets all
 * the values) when the field loses focus and on submit; changing a field clears its error. The
 * same behaviour the forms had with Mantine's `useForm({ validateInputOnBlur: true })`, and
 * `getInputProps`, `setFieldValue`, `setErrors`, `reset` and `onSubmit` under the same names, so
 * fields.tsx takes either. Spread `formProps` on the <form>: what was typed before the island
 * hydrated is kept (below).
 */
export function useIslandForm<V extends object>({
  initialValues,
  initialErrors = {},
  validate,
}: {
  initialValues: V;
  initialErrors?: Errors;
  validate: Rules<V>;
}) {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<Errors>(initialErrors);
  // An island that hydrates late (at the first interaction) finds what the visitor typed, chose or
  // attached in the server's HTML meanwhile: React keeps those DOM values while hydrating, but its
  // state still holds the server's, which the next render would put back. So the form reads its
  // controls once, by name, when React attaches it (`formProps.ref`: a ref callback, the same for
  // the form's life, so it runs once; its state update lands before the next paint).
  const [keepTyped] = useState(() => (form: HTMLFormElement | null) => {
    if (!form) return;
    const typed: Partial<V> = {};
    for (const [name, was] of Object.entries(initialValues) as [keyof V & string, unknown][]) {
      const now = currentValue(form, name, was);
      if (now !== undefined && now !== was) typed[name] = now as V[typeof name];
    }
    if (Object.keys(typed).length) setValues((current) => ({ ...current, ...typed }));
  });

  const check = (name: keyof V, all: V) => validate[name]?.(all[name], all) ?? null;
  const setError = (name: string, error: string | null) =>
    setErrors(({ [name]: _old, ...rest }) => (error ? { ...rest, [name]: error } : rest));

  const setFieldValue = <K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setError(name, null);
  };

  const getInputProps = (name: string): FieldProps<never> => ({
    value: values[name as keyof V] as never,
    error: errors[name],
    onChange: (event) => setFieldValue(name as keyof V & string, valueOfControl(event) as never),
    onBlur: () => setError(name, check(name as keyof V, values)),
  });

  const onSubmit = (handler: (values: V) => void | Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    for (const name of Object.keys(values) as (keyof V & string)[]) {
      const error = check(name, values);
      if (error) found[name] = error;
    }
    setErrors(found);
    if (Object.keys(found).length === 0) void handler(values);
  };

  const reset = () => {
    setValues(initialValues);
    setErrors({});
  };

  // What the <form> takes (spread): a plain object, so that the form is not mistaken for a ref.
  const formProps = { ref: keepTyped };
  return { values, errors, formProps, getInputProps, setFieldValue, setErrors, reset, onSubmit };
}
