import { useState } from 'react';

/**
 * A small form's text values, and each input's `value` and `onChange`. The value is read when
 * the event comes: React lets go of the event's currentTarget once its listener returns, so an
 * updater that read it later threw whenever React had not worked the state out on the spot, and
 * took the whole form off the page (the Reply templates page, 2026-12-07).
 */
export function useTextFields<V extends Record<string, string>>(empty: V) {
  const [values, setValues] = useState(empty);
  const field = (name: keyof V) => ({
    value: values[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
  });
  return { values, setValues, field };
}

/**
 * An add-or-change form's values (useTextFields) and which row it changes: `edit` fills it with
 * a row's values, `reset` empties it for the next new row (after a save, or Cancel).
 */
export function useEditForm<V extends Record<string, string>>(empty: V) {
  const [editing, setEditing] = useState<number | null>(null);
  const { values, setValues, field } = useTextFields(empty);
  const edit = (id: number, rowValues: V) => {
    setEditing(id);
    setValues(rowValues);
  };
  const reset = () => {
    setEditing(null);
    setValues(empty);
  };
  return { editing, values, setValues, field, edit, reset };
}
