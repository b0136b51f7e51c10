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
