import { Select } from '@mantine/core';
import type { Workflow } from './statuses';

const ALL = 'ALL';
/** Not a state: the "Late" view, rows past their reply-by time (the service levels). */
export const LATE = 'LATE';

/** All or one state; the page keeps the choice in the address. */
export function StatusFilter({
  workflow,
  value,
  onChange,
}: {
  workflow: Workflow;
  value: string | null;
  onChange: (status: string | null) => void;
}) {
  return (
    <Select
      label="Status"
      data={[
        { value: ALL, label: 'All' },
        ...workflow.map((s) => ({ value: s.value, label: s.label })),
        { value: LATE, label: 'Late' },
      ]}
      value={value ?? ALL}
      onChange={(next) => onChange(!next || next === ALL ? null : next)}
      allowDeselect={false}
      w={{ base: '100%', xs: 170 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
