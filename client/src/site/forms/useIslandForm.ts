import { useState, type ChangeEvent, type FormEvent } from 'react';

/** A field's rule (validation.ts): its message, or null when the value is fine. */
type Rule = (value: string) => string | null;

type Errors = Record<string, string>;

/** What a field element takes from the form (fields.tsx), by the field's name. */
export interface FieldProps {
  value: string;
  error?: string;
  onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
  ) => void;
  onBlur: () => void;
}

/**
 * The state of a public form in an island, in a few lines instead of @mantine/form (~5 kB gzip):
 * string values by name, each checked by its rule (validation.ts) when the field loses focus and
 * on submit; typing in a field clears its error. The same behaviour the forms had with Mantine's
 * `useForm({ validateInputOnBlur: true })`, and `getInputProps`, `setErrors`, `reset` and
 * `onSubmit` under the same names, so fields.tsx takes either.
 */
export function useIslandForm<V extends { [K in keyof V]: string }>({
  initialValues,
  initialErrors = {},
  validate,
}: {
  initialValues: V;
  initialErrors?: Errors;
  validate: Partial<Record<keyof V, Rule>>;
}) {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<Errors>(initialErrors);

  const check = (name: keyof V, value: string) => validate[name]?.(value) ?? null;
  const valueOf = (name: string) => values[name as keyof V];
  const setError = (name: string, error: string | null) =>
    setErrors(({ [name]: _old, ...rest }) => (error ? { ...rest, [name]: error } : rest));

  const getInputProps = (name: string): FieldProps => ({
    value: valueOf(name),
    error: errors[name],
    onChange: (event) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
      if (errors[name]) setError(name, null);
    },
    onBlur: () => setError(name, check(name as keyof V, valueOf(name))),
  });

  const onSubmit = (handler: (values: V) => void | Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    for (const name of Object.keys(values) as (keyof V & string)[]) {
      const error = check(name, values[name]);
      if (error) found[name] = error;
    }
    setErrors(found);
    if (Object.keys(found).length === 0) void handler(values);
  };

  const reset = () => {
    setValues(initialValues);
    setErrors({});
  };

  return { values, errors, getInputProps, setErrors, reset, onSubmit };
}
